package org.repobench.provision;

import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.s3.S3Clients;
import org.repobench.store.s3.S3Settings;
import org.repobench.store.settings.Environment;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * Whether the tests that take the Testcontainers branch for real can run here: they need a Docker engine this JVM can
 * reach. A fresh machine has none, and its tests skip them saying so; where REPOBENCH_DOCKER_REQUIRED=true (CI, whose
 * .ci/run starts an engine), a missing engine fails them instead, so they are never skipped unnoticed.
 */
public final class TestEngine {
    /** The environment variable that turns a missing engine from a skip into a failure. */
    public static final String REQUIRED = "REPOBENCH_DOCKER_REQUIRED";
    private static final String CONTAINERS_ONLY = "embedded server: not in a containers-only run";
    private static final DockerProbe PROBE = DockerProbe.once(new TestcontainersDockerProbe());

    private TestEngine() {
    }

    /**
     * Empty when an engine can start containers; else why not and how to start one, for the test's skip message.
     *
     * @throws IllegalStateException when REPOBENCH_DOCKER_REQUIRED=true and no engine can be used
     */
    public static Optional<String> unavailable() {
        Optional<String> reason = PROBE.unavailable().map(why -> why + ": start one with docker/engine.sh start,"
                + " and build the images with docker/images.sh where no registry is reachable");
        if (reason.isPresent() && Boolean.parseBoolean(System.getenv(REQUIRED))) {
            throw new IllegalStateException(REQUIRED + "=true, but " + reason.get());
        }
        return reason;
    }

    /**
     * The host's provisioning with the Testcontainers branch as the only way: the settings that name servers (the
     * databases' URL, user and password, the S3 endpoint) are hidden, as on a developer's machine that names none, and
     * the embedded servers refuse to start, so a store either comes from a container or is unavailable with why.
     * The image settings (REPOBENCH_IMAGE_*) still count.
     */
    public static StoreProvisioner containersOnly() {
        Environment environment = withoutServerSettings(Environment.system());
        DockerProbe docker = DockerProbe.once(new TestcontainersDockerProbe());
        return new StoreProvisioner(
                new DatabaseResolver(environment, docker, new TestcontainersLauncher(environment),
                        ServerLauncher.refusing(CONTAINERS_ONLY), JdbcConnections::check),
                new S3Resolver(environment, docker, new TestcontainersS3Launcher(environment),
                        S3Launcher.refusing(CONTAINERS_ONLY), S3Clients::check),
                environment);
    }

    static Environment withoutServerSettings(Environment environment) {
        Set<String> hidden = new HashSet<>(Set.of(S3Settings.ENDPOINT, S3Settings.ACCESS_KEY, S3Settings.SECRET_KEY));
        for (JdbcDialect dialect : JdbcDialect.values()) {
            hidden.addAll(Set.of(dialect.settings().url(), dialect.settings().user(), dialect.settings().password()));
        }
        return new Environment() {
            @Override
            public Optional<String> property(String name) {
                return hidden.contains(name) ? Optional.empty() : environment.property(name);
            }

            @Override
            public Optional<String> variable(String name) {
                return hidden.contains(name) ? Optional.empty() : environment.variable(name);
            }
        };
    }
}
