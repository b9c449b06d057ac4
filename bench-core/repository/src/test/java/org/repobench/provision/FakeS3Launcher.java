package org.repobench.provision;

import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.s3.S3Endpoint;

import java.util.ArrayList;
import java.util.List;

/** An S3 launcher that "starts" a server instantly (or fails with a given reason) and remembers what it did. */
final class FakeS3Launcher implements S3Launcher {
    final List<String> requests = new ArrayList<>();
    final List<FakeS3> servers = new ArrayList<>();
    private final Provisioning provisioning;
    private final int port;
    private final String secretKey;
    private final String failure;

    private FakeS3Launcher(Provisioning provisioning, int port, String secretKey, String failure) {
        this.provisioning = provisioning;
        this.port = port;
        this.secretKey = secretKey;
        this.failure = failure;
    }

    static FakeS3Launcher serving(Provisioning provisioning, int port, String secretKey) {
        return new FakeS3Launcher(provisioning, port, secretKey, null);
    }

    static FakeS3Launcher failing(String reason) {
        return new FakeS3Launcher(Provisioning.EMBEDDED, 0, "", reason);
    }

    /** A resolver for provisioners whose tests never ask for S3: it fails the test if it is asked. */
    static S3Resolver neverAsked(Environment environment) {
        S3Launcher none = bucketPrefix -> {
            throw new AssertionError("no S3 server may be started: the run did not ask for binaryStore=S3");
        };
        return new S3Resolver(environment, DockerProbe.answering(false), none, none, endpoint -> {
            throw new AssertionError("no S3 endpoint may be checked: the run did not ask for binaryStore=S3");
        });
    }

    @Override
    public StartedS3 start(String bucketPrefix) throws ServerStartException {
        requests.add(bucketPrefix);
        if (failure != null) {
            throw new ServerStartException(failure);
        }
        FakeS3 server = new FakeS3(new S3Endpoint("http://127.0.0.1:" + port, bucketPrefix, "fake-access",
                secretKey, provisioning));
        servers.add(server);
        return server;
    }

    static final class FakeS3 implements StartedS3 {
        private final S3Endpoint endpoint;
        boolean closed;

        FakeS3(S3Endpoint endpoint) {
            this.endpoint = endpoint;
        }

        @Override
        public S3Endpoint endpoint() {
            return endpoint;
        }

        @Override
        public String server() {
            return "FakeS3 1.0";
        }

        @Override
        public String description() {
            return "fake " + endpoint.provisioning().label();
        }

        @Override
        public void close() {
            closed = true;
        }
    }
}
