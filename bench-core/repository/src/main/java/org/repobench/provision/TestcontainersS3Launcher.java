package org.repobench.provision;

import org.repobench.store.settings.Provisioning;
import org.repobench.store.s3.S3Endpoint;
import org.testcontainers.containers.MinIOContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * MinIO, the image docker/compose.yml runs (keep the two the same), started in the host JVM for the whole run; forks
 * get its endpoint.
 */
public final class TestcontainersS3Launcher implements S3Launcher {
    static final String IMAGE = "minio/minio:RELEASE.2023-09-04T19-57-37Z";
    private static final int S3_PORT = 9000;

    @Override
    public StartedS3 start(String bucketPrefix) throws ServerStartException {
        String user = "repobench";
        String password = RandomKeys.next();
        MinIOContainer container = new MinIOContainer(DockerImageName.parse(IMAGE))
                .withUserName(user)
                .withPassword(password);
        try {
            container.start();
        } catch (RuntimeException e) {
            container.stop();
            throw new ServerStartException("testcontainers " + IMAGE + " did not start: " + FailureReasons.of(e, null),
                    e);
        }
        // ModeShape's S3 client addresses buckets as <bucket>.<host> unless the host is an IPv4 address
        String host = "localhost".equals(container.getHost()) ? "127.0.0.1" : container.getHost();
        S3Endpoint endpoint = new S3Endpoint("http://" + host + ":" + container.getMappedPort(S3_PORT), bucketPrefix,
                user, password, Provisioning.TESTCONTAINERS);
        return StartedS3.of(endpoint, "MinIO", "testcontainers " + IMAGE, container::stop);
    }
}
