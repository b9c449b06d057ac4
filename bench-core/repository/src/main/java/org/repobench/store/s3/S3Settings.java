package org.repobench.store.s3;

import org.repobench.store.settings.Compose;

/**
 * The names the S3 endpoint is configured by, as environment variables or system properties of the same name. The
 * host hands a provisioned endpoint to its forks under these names too (the secret key through the credentials file).
 */
public final class S3Settings {
    public static final String ENDPOINT = "REPOBENCH_S3_ENDPOINT";
    /** The prefix of the bucket names: ModeShape's S3 binary store fills a whole bucket, so each location has one. */
    public static final String BUCKET = "REPOBENCH_S3_BUCKET";
    public static final String ACCESS_KEY = "REPOBENCH_S3_ACCESS_KEY";
    public static final String SECRET_KEY = "REPOBENCH_S3_SECRET_KEY";
    /** How the endpoint was provisioned (explicit, testcontainers, embedded), for describing results. */
    public static final String PROVISIONING = "REPOBENCH_S3_PROVISIONING";

    public static final String DEFAULT_BUCKET_PREFIX = "repobench";
    static final String COMPOSE_ENDPOINT = "http://127.0.0.1:19000";

    private S3Settings() {
    }

    /** The one-line advice on how to give the suite an S3 endpoint. */
    public static String howToProvide() {
        return "set " + ENDPOINT + " (e.g. http://127.0.0.1:9000), " + ACCESS_KEY + " and " + SECRET_KEY
                + " (environment variables or -D system properties; " + BUCKET + " optionally sets the prefix of the"
                + " bucket names, default " + DEFAULT_BUCKET_PREFIX + "), or run `" + Compose.UP
                + " minio` and set " + ENDPOINT + "=" + COMPOSE_ENDPOINT + " " + ACCESS_KEY + "=repobench "
                + SECRET_KEY + "=repobench-local-only";
    }

    /** The message of a fork (or any JVM) asked for binaryStore=S3 when no endpoint was configured. */
    public static String notConfigured() {
        return "binaryStore=S3 has no endpoint: " + ENDPOINT + " is not set (the launcher provisions one for runs"
                + " that ask for binaryStore=S3); " + howToProvide();
    }
}
