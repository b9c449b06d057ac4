package org.repobench.provision;

/** Starts an S3 server: MinIO through Testcontainers, or S3Proxy in this JVM. */
@FunctionalInterface
public interface S3Launcher {

    /**
     * @param bucketPrefix the prefix of the bucket names the store will create there
     * @throws ServerStartException whose message is the precise, one-line reason the server could not start
     */
    StartedS3 start(String bucketPrefix) throws ServerStartException;

    /** A launcher that never starts a server, saying why: where a run or test must take another branch. */
    static S3Launcher refusing(String why) {
        return bucketPrefix -> {
            throw new ServerStartException(why);
        };
    }
}
