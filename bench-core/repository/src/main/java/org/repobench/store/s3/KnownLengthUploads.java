package org.repobench.store.s3;

import com.amazonaws.AmazonWebServiceRequest;
import com.amazonaws.Request;
import com.amazonaws.SdkClientException;
import com.amazonaws.handlers.RequestHandler2;
import com.amazonaws.services.s3.Headers;
import com.amazonaws.services.s3.model.ObjectMetadata;
import com.amazonaws.services.s3.model.PutObjectRequest;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Gives an S3 upload of unknown length its length, so that ModeShape 5.4.1's {@code S3BinaryStore} can store binaries
 * at all. It uploads each binary as a stream without a length. S3 servers require one, so the SDK reads the stream to
 * its end to learn it and then resets the stream to its mark; ModeShape's stream ({@code SharedLockingInputStream})
 * closes itself at the end and forgets the mark, and every upload fails with "Failed to reset the input stream".
 *
 * <p>The SDK applies this handler to every S3 client, ModeShape's included, because it is named in the SDK's classpath
 * resource {@code com/amazonaws/services/s3/request.handler2s}. It reads such a stream into memory once and uploads
 * the bytes with their length, which is what the SDK says it does for streams of unknown length ("Stream contents
 * will be buffered in memory"). Uploads that have a length pass untouched.
 *
 * <p>Two hooks for two SDKs: the suite's SDK calls {@link #beforeExecution} before it looks at the length; the SDK
 * 1.11.95 in Fedora 4.7.5's war (whose S3 binaries the suite configures with this class on the web app's class path)
 * has no such hook, and {@link #beforeRequest} gives the marshalled request its length before it is signed and sent.
 * The suite's SDK reaches that hook with the length already set, and it does nothing.
 */
public final class KnownLengthUploads extends RequestHandler2 {

    @Override
    public AmazonWebServiceRequest beforeExecution(AmazonWebServiceRequest request) {
        if (!(request instanceof PutObjectRequest put) || put.getInputStream() == null || put.getFile() != null) {
            return request;
        }
        ObjectMetadata metadata = put.getMetadata() == null ? new ObjectMetadata() : put.getMetadata();
        if (metadata.getRawMetadataValue(Headers.CONTENT_LENGTH) != null) {
            return request;
        }
        byte[] bytes;
        try (InputStream in = put.getInputStream()) {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new SdkClientException("cannot read the binary to upload as " + put.getBucketName() + "/"
                    + put.getKey() + ": " + e.getMessage(), e);
        }
        metadata.setContentLength(bytes.length);
        put.setMetadata(metadata);
        put.setInputStream(new ByteArrayInputStream(bytes));
        return request;
    }

    @Override
    public void beforeRequest(Request<?> request) {
        if (!(request.getOriginalRequest() instanceof PutObjectRequest) || request.getContent() == null
                || request.getHeaders().containsKey(Headers.CONTENT_LENGTH)) {
            return;
        }
        byte[] bytes;
        try {
            // through the SDK's own wrappers, so its MD5 check of the upload sees every byte
            bytes = request.getContent().readAllBytes();
        } catch (IOException e) {
            throw new SdkClientException("cannot read the binary to upload as " + request.getResourcePath() + ": "
                    + e.getMessage(), e);
        }
        request.addHeader(Headers.CONTENT_LENGTH, Integer.toString(bytes.length));
        request.setContent(new ByteArrayInputStream(bytes));
    }
}
