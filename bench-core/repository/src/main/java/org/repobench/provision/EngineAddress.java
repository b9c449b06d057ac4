package org.repobench.provision;

import org.testcontainers.DockerClientFactory;

import java.net.URI;
import java.util.Optional;

/**
 * Where the suite publishes its containers' ports and where it reaches them. An engine on this machine (a Unix socket
 * or a Windows pipe) gets its ports published on 127.0.0.1 only, and they are reached there; Testcontainers' own guess
 * would be the bridge's gateway whenever this JVM itself runs in a container (a CI runner with its own engine), where
 * a port on 127.0.0.1 is not. A remote engine (tcp://host) publishes as it is configured to and is reached at its
 * host. TESTCONTAINERS_HOST_OVERRIDE, where set, names the address to reach them at, as Testcontainers documents.
 */
record EngineAddress(Optional<String> bindIp, String host) {
    static final String LOOPBACK = "127.0.0.1";
    static final String OVERRIDE = "TESTCONTAINERS_HOST_OVERRIDE";
    private static EngineAddress current;

    static EngineAddress of(URI dockerHost, Optional<String> override) {
        String scheme = String.valueOf(dockerHost.getScheme());
        boolean local = scheme.equals("unix") || scheme.equals("npipe");
        if (local) {
            return new EngineAddress(Optional.of(LOOPBACK), override.orElse(LOOPBACK));
        }
        return new EngineAddress(Optional.empty(), override.orElse(dockerHost.getHost()));
    }

    /** This JVM's engine, as Testcontainers found it; ask only once Docker is known to run. */
    static synchronized EngineAddress current() {
        if (current == null) {
            current = of(DockerClientFactory.instance().getTransportConfig().getDockerHost(),
                    Optional.ofNullable(System.getenv(OVERRIDE)).filter(value -> !value.isBlank()));
        }
        return current;
    }
}
