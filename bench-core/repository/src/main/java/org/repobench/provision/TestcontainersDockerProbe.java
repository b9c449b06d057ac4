package org.repobench.provision;

import org.testcontainers.DockerClientFactory;

import java.util.Optional;

/**
 * Asks Testcontainers, which knows every way a Docker engine can be configured (socket, DOCKER_HOST, contexts). An
 * engine that answers but cannot be used (Testcontainers' own start-up, such as its Ryuk container, failed) is said
 * so, with the reason, rather than taken for no engine. When an engine can be used, what killed runs left on it is
 * removed first ({@link ContainerSweep}), once per run, as the Fedora servers' run directories are.
 */
public final class TestcontainersDockerProbe implements DockerProbe {

    @Override
    public Optional<String> unavailable() {
        DockerClientFactory docker = DockerClientFactory.instance();
        try {
            // finds an engine (socket, DOCKER_HOST, contexts) without starting anything on it
            docker.getTransportConfig();
        } catch (Throwable noEngine) {
            // the strategies fail in many ways besides IllegalStateException (linkage errors, NPEs from a
            // half-configured Docker Desktop), and all of them mean "no Docker" to the suite
            return Optional.of(NO_DOCKER);
        }
        try {
            docker.client();
        } catch (RuntimeException unusable) {
            return Optional.of("a Docker engine answered but Testcontainers could not use it: "
                    + ContainerFailures.of(unusable));
        }
        try {
            ContainerSweep.Swept swept = ContainerSweep.sweep(docker.client());
            if (swept.any()) {
                System.err.println("# repobench: " + swept);
            }
        } catch (RuntimeException sweepFailed) {
            // a sweep that fails leaves the leftovers for the next run; it must not keep this one from its containers
        }
        return Optional.empty();
    }
}
