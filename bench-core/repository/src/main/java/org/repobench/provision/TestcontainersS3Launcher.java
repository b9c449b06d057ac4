package org.repobench.provision;

import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.s3.S3Endpoint;
import org.testcontainers.containers.MinIOContainer;
import org.testcontainers.containers.wait.strategy.Wait;

import java.time.Duration;

/**
 * MinIO, the image docker/compose.yml runs (keep the two the same), or the stand-in the settings name
 * ({@link ContainerImage}), started in the host JVM for the whole run; forks get its endpoint.
 */
public final class TestcontainersS3Launcher implements S3Launcher {
    private static final int S3_PORT = 9000;
    private static final Duration STARTUP = Duration.ofSeconds(90);
    private final Environment environment;

    public TestcontainersS3Launcher(Environment environment) {
        this.environment = environment;
    }

    @Override
    public StartedS3 start(String bucketPrefix) throws ServerStartException {
        ContainerImage.Chosen image = ContainerImage.S3.choose(environment);
        image.ensurePresent(environment);
        // made up for the run, as the password is: nothing that names the run (bucket names, descriptions) contains it
        String user = "rb" + RandomKeys.next().substring(0, 10);
        String password = RandomKeys.next();
        String host = OwnedContainer.host();
        MinIOContainer container = new MinIOContainer(image.name()) {
            @Override
            public String getHost() {
                return host;
            }
        };
        container.withUserName(user)
                .withPassword(password)
                // MinIO's own health path is MinIO's; any S3 server answers an unsigned request (403) once it serves,
                // so the same wait holds for MinIO and for a stand-in such as S3Proxy
                .waitingFor(Wait.forHttp("/").forPort(S3_PORT).forStatusCodeMatching(status -> status < 500)
                        .withStartupTimeout(STARTUP));
        String description = "testcontainers " + image.description();
        OwnedContainer owned = OwnedContainer.start(container, description);
        // ModeShape's S3 client addresses buckets as <bucket>.<host> unless the host is an IPv4 address: 127.0.0.1
        S3Endpoint endpoint = new S3Endpoint("http://" + host + ":" + container.getMappedPort(S3_PORT), bucketPrefix,
                user, password, Provisioning.TESTCONTAINERS);
        return StartedS3.of(endpoint, image.standIn() ? "S3 server" : "MinIO", description, owned::close);
    }
}
