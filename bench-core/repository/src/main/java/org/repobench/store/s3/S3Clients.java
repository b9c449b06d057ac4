package org.repobench.store.s3;

import com.amazonaws.ClientConfiguration;
import com.amazonaws.SdkClientException;
import com.amazonaws.auth.BasicAWSCredentials;
import com.amazonaws.services.s3.AmazonS3;
import com.amazonaws.services.s3.AmazonS3Client;
import org.repobench.store.StoreUnavailableException;

import java.security.SecureRandom;
import java.util.HexFormat;

/** The suite's own S3 clients: for checking an endpoint and for copying, deleting and measuring buckets. */
public final class S3Clients {
    private static final int CONNECT_TIMEOUT_MS = 10_000;

    private S3Clients() {
    }

    /**
     * A client made as ModeShape's {@code S3BinaryStore} makes its own (the same SDK class, endpoint and credentials),
     * so buckets are addressed and requests signed as for the store that is measured. It fails fast: one retry. Shut
     * it down when done: it keeps a connection pool.
     */
    @SuppressWarnings("deprecation")
    public static AmazonS3 open(S3Endpoint endpoint) {
        ClientConfiguration configuration = new ClientConfiguration()
                .withConnectionTimeout(CONNECT_TIMEOUT_MS)
                .withMaxErrorRetry(1);
        AmazonS3Client client = new AmazonS3Client(
                new BasicAWSCredentials(endpoint.accessKey(), endpoint.secretKey()), configuration);
        client.setEndpoint(endpoint.url());
        return client;
    }

    /**
     * Creates and removes a bucket named like the ones the store will create: that proves the server answers, takes
     * the keys, lets them create buckets and is addressed the way ModeShape addresses it.
     *
     * @throws StoreUnavailableException with one line saying what failed and what to change
     */
    public static void check(S3Endpoint endpoint) {
        AmazonS3 client = open(endpoint);
        byte[] random = new byte[4];
        new SecureRandom().nextBytes(random);
        String probe = endpoint.bucketPrefix() + "-probe-" + HexFormat.of().formatHex(random);
        try {
            client.createBucket(probe);
            client.deleteBucket(probe);
        } catch (SdkClientException e) {
            throw new StoreUnavailableException(S3Failures.message(endpoint, "cannot create and delete bucket "
                    + probe, e));
        } finally {
            client.shutdown();
        }
    }
}
