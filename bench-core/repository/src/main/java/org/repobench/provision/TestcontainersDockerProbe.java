package org.repobench.provision;

import org.testcontainers.DockerClientFactory;

/** Asks Testcontainers, which knows every way a Docker engine can be configured (socket, DOCKER_HOST, contexts). */
public final class TestcontainersDockerProbe implements DockerProbe {

    @Override
    public boolean available() {
        try {
            return DockerClientFactory.instance().isDockerAvailable();
        } catch (Throwable noDocker) {
            // isDockerAvailable() only catches IllegalStateException; its strategies can fail in other ways (linkage
            // errors, NPEs from half-configured Docker Desktop), and all of them mean "no Docker" to the suite
            return false;
        }
    }
}
