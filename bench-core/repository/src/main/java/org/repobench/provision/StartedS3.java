package org.repobench.provision;

import org.repobench.store.s3.S3Endpoint;

/** An S3 server this JVM started; it runs until closed. */
public interface StartedS3 extends AutoCloseable {

    /** Its endpoint and keys. */
    S3Endpoint endpoint();

    /** What runs there, e.g. "S3Proxy 2.6.0". */
    String server();

    /** How it was started, e.g. "testcontainers minio/minio:RELEASE.2023-09-04T19-57-37Z". */
    String description();

    /** Stops the server and removes its files. */
    @Override
    void close() throws Exception;

    /** A running server that {@code stop} stops. */
    static StartedS3 of(S3Endpoint endpoint, String server, String description, AutoCloseable stop) {
        return new StartedS3() {
            @Override
            public S3Endpoint endpoint() {
                return endpoint;
            }

            @Override
            public String server() {
                return server;
            }

            @Override
            public String description() {
                return description;
            }

            @Override
            public void close() throws Exception {
                stop.close();
            }
        };
    }
}
