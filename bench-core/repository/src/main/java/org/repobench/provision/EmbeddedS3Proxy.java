package org.repobench.provision;

import org.gaul.s3proxy.AuthenticationType;
import org.gaul.s3proxy.S3Proxy;
import org.jclouds.ContextBuilder;
import org.jclouds.blobstore.BlobStoreContext;
import org.jclouds.filesystem.reference.FilesystemConstants;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.s3.S3Endpoint;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Path;
import java.util.Properties;

/**
 * S3Proxy in this JVM on a free port of 127.0.0.1, keeping objects as files (jclouds' filesystem back end, which
 * writes them to disk as a real server would) in a private directory removed on close. Its keys are made up per run.
 */
public final class EmbeddedS3Proxy implements S3Launcher {
    static final String SERVER = "S3Proxy " + version();
    private static final String STARTED = "STARTED";

    @Override
    public StartedS3 start(String bucketPrefix) throws ServerStartException {
        Path root = ServerDirectories.create("repobench-s3proxy-");
        BlobStoreContext context = null;
        S3Proxy proxy = null;
        try {
            Properties overrides = new Properties();
            overrides.setProperty(FilesystemConstants.PROPERTY_BASEDIR, root.toString());
            context = ContextBuilder.newBuilder("filesystem").overrides(overrides).build(BlobStoreContext.class);
            String accessKey = RandomKeys.next();
            String secretKey = RandomKeys.next();
            proxy = S3Proxy.builder()
                    .blobStore(context.getBlobStore())
                    .awsAuthentication(AuthenticationType.AWS_V2_OR_V4, accessKey, secretKey)
                    .endpoint(URI.create("http://127.0.0.1:0"))
                    .build();
            proxy.start();
            if (!STARTED.equals(proxy.getState())) {
                throw new IllegalStateException("its web server is " + proxy.getState() + " after starting");
            }
            S3Endpoint endpoint = new S3Endpoint("http://127.0.0.1:" + proxy.getPort(), bucketPrefix, accessKey,
                    secretKey, Provisioning.EMBEDDED);
            return new Running(endpoint, proxy, context, root);
        } catch (Exception | LinkageError e) {
            ServerStartException failure = new ServerStartException(
                    "embedded " + SERVER + " did not start: " + FailureReasons.of(e, null), e);
            new Running(null, proxy, context, root).closeQuietly(failure);
            throw failure;
        }
    }

    /** "2.6.0", from the pom.properties Maven puts in S3Proxy's jar (it survives shading, unlike the manifest). */
    private static String version() {
        try (InputStream in = S3Proxy.class.getResourceAsStream("/META-INF/maven/org.gaul/s3proxy/pom.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            return properties.getProperty("version", "(version unknown)");
        } catch (IOException e) {
            return "(version unknown)";
        }
    }

    /** The server, its blob store and its directory; closing stops them in that order, each even if one fails. */
    record Running(S3Endpoint endpoint, S3Proxy proxy, BlobStoreContext context, Path root)
            implements StartedS3 {

        @Override
        public String server() {
            return SERVER;
        }

        @Override
        public String description() {
            return "embedded " + SERVER;
        }

        @Override
        public void close() throws IOException {
            IOException failure = new IOException("embedded " + SERVER + " did not stop cleanly");
            closeQuietly(failure);
            if (failure.getSuppressed().length > 0) {
                throw failure;
            }
        }

        void closeQuietly(Throwable failure) {
            try {
                if (proxy != null) {
                    proxy.stop();
                }
            } catch (Exception e) {
                failure.addSuppressed(e);
            }
            if (context != null) {
                context.close();
            }
            ServerDirectories.deleteQuietly(root, failure);
        }
    }
}
