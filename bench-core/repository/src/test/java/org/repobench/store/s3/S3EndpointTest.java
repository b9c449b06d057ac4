package org.repobench.store.s3;

import com.amazonaws.DefaultRequest;
import com.amazonaws.services.s3.Headers;
import com.amazonaws.services.s3.model.ObjectMetadata;
import com.amazonaws.services.s3.model.PutObjectRequest;
import org.junit.jupiter.api.Test;
import org.repobench.store.StoreLocation;
import org.repobench.store.settings.Provisioning;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bucket names, addresses and what an endpoint shows of itself; uploads of unknown length get their length. */
class S3EndpointTest {
    private static final S3Endpoint ENDPOINT = new S3Endpoint("HTTP://127.0.0.1:9000/", null, "access",
            "endpoint-Secret-3", Provisioning.EXPLICIT);

    @Test
    void theUrlIsPlainAndTheAddressHasAPort() {
        assertEquals("http://127.0.0.1:9000", ENDPOINT.url());
        assertEquals("127.0.0.1:9000", ENDPOINT.hostPort());
        assertEquals("s3.example.org:443", new S3Endpoint("https://s3.example.org", "p", "a", "s",
                Provisioning.EXPLICIT).hostPort());
        assertFalse(ENDPOINT.toString().contains("endpoint-Secret-3"), ENDPOINT.toString());
    }

    @Test
    void eachLocationGetsAValidBucketOfItsOwn() {
        assertEquals("repobench-rbtrial-0a1b2c", ENDPOINT.bucket(location("rbtrial_0a1b2c")));
        assertEquals("repobench-t-0", ENDPOINT.bucket(location("t_")), "a bucket name ends in a letter or digit");
        String longest = ENDPOINT.bucket(location("t".repeat(51) + "_"));
        assertTrue(longest.length() <= 63 && longest.endsWith("-0"), longest);
        String longName = "rbfx3_postgresql_s3_n_memberof_1000000_s1234567890_abcdef_aaaaa";
        String bucket = ENDPOINT.bucket(location(longName));
        assertTrue(bucket.length() <= 63 && bucket.matches("[a-z0-9][a-z0-9-]*[a-z0-9]"), bucket);
        assertNotEquals(bucket, ENDPOINT.bucket(location(longName.replace('a', 'b'))));
    }

    @Test
    void anUploadOfUnknownLengthIsGivenItsLengthAndAResettableStream() throws Exception {
        byte[] bytes = {1, 2, 3, 4, 5};
        PutObjectRequest put = new PutObjectRequest("b", "k", new ByteArrayInputStream(bytes), new ObjectMetadata());

        new KnownLengthUploads().beforeExecution(put);

        assertEquals(5, put.getMetadata().getContentLength());
        assertTrue(put.getInputStream().markSupported());
        assertArrayEquals(bytes, put.getInputStream().readAllBytes());
    }

    @Test
    void aMarshalledUploadOfUnknownLengthIsGivenItsLengthForAnSdkWithoutTheEarlierHook() throws Exception {
        byte[] bytes = {1, 2, 3, 4, 5, 6};
        PutObjectRequest put = new PutObjectRequest("b", "k", new ByteArrayInputStream(bytes), new ObjectMetadata());
        DefaultRequest<PutObjectRequest> request = new DefaultRequest<>(put, "Amazon S3");
        request.setContent(new ByteArrayInputStream(bytes));

        new KnownLengthUploads().beforeRequest(request);

        assertEquals("6", request.getHeaders().get(Headers.CONTENT_LENGTH));
        assertArrayEquals(bytes, request.getContent().readAllBytes());
    }

    @Test
    void anUploadWithALengthPassesUntouched() {
        ObjectMetadata metadata = new ObjectMetadata();
        metadata.setContentLength(3);
        ByteArrayInputStream stream = new ByteArrayInputStream(new byte[3]);
        PutObjectRequest put = new PutObjectRequest("b", "k", stream, metadata);

        new KnownLengthUploads().beforeExecution(put);

        assertSame(stream, put.getInputStream());
    }

    private static StoreLocation location(String name) {
        return new StoreLocation(Path.of("x"), name);
    }
}
