package org.repobench.store.s3;

import com.amazonaws.SdkClientException;
import com.amazonaws.services.s3.AmazonS3;
import com.amazonaws.services.s3.iterable.S3Objects;
import com.amazonaws.services.s3.model.Bucket;
import com.amazonaws.services.s3.model.DeleteObjectsRequest;
import com.amazonaws.services.s3.model.DeleteObjectsRequest.KeyVersion;
import com.amazonaws.services.s3.model.S3ObjectSummary;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.api.ParamNames;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.ExternalBinaries;
import org.repobench.store.JsonConfig;
import org.repobench.store.StoreLocation;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ModeShape's {@code S3BinaryStore} ({@code "type": "s3"}, as fcrepo 4.7's *-s3 configs had it). It stores every
 * binary of a repository in one bucket under its SHA-1 and lists the whole bucket, so each location gets a bucket of
 * its own ({@link S3Endpoint#bucket}), which {@link #delete} empties and removes.
 */
final class S3Binaries implements ExternalBinaries {
    // the most keys one DeleteObjects request may name
    private static final int DELETE_BATCH = 1000;

    private final S3Endpoint endpoint;
    private AmazonS3 client;

    S3Binaries(S3Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public BinaryStoreKind kind() {
        return BinaryStoreKind.S3;
    }

    /** Holds the secret key: hand it to ModeShape only, never to a report (use {@link #describe()} there). */
    @Override
    public ObjectNode binaryStorage(StoreLocation at) {
        ObjectNode binary = JsonConfig.binaryStorage("s3");
        binary.put("username", endpoint.accessKey());
        binary.put("password", endpoint.secretKey());
        binary.put("bucketName", endpoint.bucket(at));
        binary.put("endPoint", endpoint.url());
        return binary;
    }

    /**
     * Copies every object on the server, metadata included (ModeShape keeps its "unused" flag there).
     *
     * @throws IOException also when the source has no bucket, rather than make a copy without binaries
     */
    @Override
    public void copy(StoreLocation from, StoreLocation to) throws IOException {
        String source = endpoint.bucket(from);
        String copy = endpoint.bucket(to);
        try {
            if (!client().doesBucketExistV2(source)) {
                // ModeShape creates the bucket when a repository opens, so the binaries are gone (another endpoint,
                // an embedded server of an earlier run): a copy without them would fail only when a binary is read
                throw new IOException("s3 endpoint " + endpoint.hostPort() + ": cannot copy the binaries of "
                        + from.name() + ": bucket " + source + " does not exist; was a repository ever opened on it"
                        + " with binaryStore=S3, on this endpoint?");
            }
            client().createBucket(copy);
        } catch (SdkClientException e) {
            throw failure("cannot copy bucket " + source + " to " + copy, e);
        }
        try {
            for (S3ObjectSummary object : S3Objects.inBucket(client(), source)) {
                client().copyObject(source, object.getKey(), copy, object.getKey());
            }
        } catch (SdkClientException e) {
            IOException failure = failure("cannot copy bucket " + source + " to " + copy, e);
            try {
                empty(copy);
            } catch (SdkClientException undo) {
                failure.addSuppressed(undo);
            }
            throw failure;
        }
    }

    @Override
    public void delete(StoreLocation at) throws IOException {
        String bucket = endpoint.bucket(at);
        try {
            if (client().doesBucketExistV2(bucket)) {
                empty(bucket);
            }
        } catch (SdkClientException e) {
            throw failure("cannot delete bucket " + bucket, e);
        }
    }

    /** Buckets are named {@code <prefix>-<location name with - for _>}; location names hold no {@code -}. */
    @Override
    public List<String> locationsNamed(String prefix) throws IOException {
        String start = endpoint.bucketPrefix() + "-";
        List<String> names = new ArrayList<>();
        try {
            for (Bucket bucket : client().listBuckets()) {
                String name = bucket.getName();
                if (name.startsWith(start + prefix.replace('_', '-'))) {
                    names.add(name.substring(start.length()).replace('-', '_'));
                }
            }
        } catch (SdkClientException e) {
            throw failure("cannot list buckets", e);
        }
        return names;
    }

    /** The sum of the sizes of the location's objects, as the server lists them. */
    @Override
    public long bytesStored(StoreLocation at) throws IOException {
        String bucket = endpoint.bucket(at);
        try {
            if (!client().doesBucketExistV2(bucket)) {
                return 0;
            }
            long total = 0;
            for (S3ObjectSummary object : S3Objects.inBucket(client(), bucket)) {
                total += object.getSize();
            }
            return total;
        } catch (SdkClientException e) {
            throw failure("cannot list bucket " + bucket, e);
        }
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put(ParamNames.BINARY_STORE, kind().cliName());
        description.put("binaryStoreImplementation", "ModeShape S3BinaryStore (AWS SDK for Java 1.x), a bucket per"
                + " location (" + endpoint.bucketPrefix() + "-<location>)");
        description.put("s3Endpoint", endpoint.provisioning().settingValue());
        description.put("s3Address", endpoint.hostPort());
        return Collections.unmodifiableMap(description);
    }

    @Override
    public synchronized void close() {
        if (client != null) {
            client.shutdown();
            client = null;
        }
    }

    private synchronized AmazonS3 client() {
        if (client == null) {
            client = S3Clients.open(endpoint);
        }
        return client;
    }

    /** Deletes the bucket's objects, a batch at a time, then the bucket. */
    private void empty(String bucket) {
        List<KeyVersion> batch = new ArrayList<>();
        for (S3ObjectSummary object : S3Objects.inBucket(client(), bucket)) {
            batch.add(new KeyVersion(object.getKey()));
            if (batch.size() == DELETE_BATCH) {
                client().deleteObjects(new DeleteObjectsRequest(bucket).withKeys(batch));
                batch = new ArrayList<>();
            }
        }
        if (!batch.isEmpty()) {
            client().deleteObjects(new DeleteObjectsRequest(bucket).withKeys(batch));
        }
        client().deleteBucket(bucket);
    }

    private IOException failure(String what, SdkClientException e) {
        return new IOException(S3Failures.message(endpoint, what, e), e);
    }
}
