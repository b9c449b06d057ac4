package org.repobench.store;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.repobench.provision.EveryStore;
import org.repobench.provision.ProvisionedStores;
import org.repobench.provision.StoreProvisioner;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.write.BinarySource;
import org.repobench.repository.write.ResourceWriter;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Binaries written and read through the real repository, on every configured store and applicable binary store. */
final class BinaryTestSupport {
    static final int BINARY_SIZE = 100_000;
    private static final SecureRandom RANDOM = new SecureRandom();

    private BinaryTestSupport() {
    }

    /** Every configured store with each of {@code binaryStores} that applies to it. */
    static Stream<Arguments> combinations(List<BinaryStoreKind> binaryStores) {
        return EveryStore.kinds().stream().flatMap(store -> binaryStores.stream()
                .filter(binaries -> binaries.notApplicableTo(store).isEmpty())
                .map(binaries -> Arguments.of(store, binaries)));
    }

    /**
     * The S3 endpoint as a run gets it (REPOBENCH_S3_ENDPOINT if set, else MinIO when Docker runs, else S3Proxy in
     * this JVM), for the whole test class: {@code @RegisterExtension static final ProvisionedS3 S3 = new
     * ProvisionedS3();}. Meanwhile this JVM's properties name it, so {@code withBinaries(S3)} finds it.
     */
    static final class ProvisionedS3 implements BeforeAllCallback, AfterAllCallback {
        private ProvisionedStores provisioned;

        @Override
        public void beforeAll(ExtensionContext context) {
            provisioned = StoreProvisioner.forHost().provision(Set.of(StoreKind.FILE), true,
                    Set.of(BinaryStoreKind.S3));
        }

        @Override
        public void afterAll(ExtensionContext context) {
            provisioned.close();
        }
    }

    static StoreLocation location(Path dir, String label) {
        return new StoreLocation(dir.resolve(label),
                "t_" + label + "_" + HexFormat.of().formatHex(RANDOM.generateSeed(4)));
    }

    /** Incompressible bytes, so every store must keep all of them. */
    static byte[] randomBytes() {
        byte[] bytes = new byte[BINARY_SIZE];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    /** PUTs /bin if needed and POSTs the bytes with their md5 under it; returns the binary's path. */
    static String postBinary(BenchRepository repository, byte[] bytes) throws Exception {
        try (ResourceWriter writer = repository.writer(RANDOM.nextLong())) {
            if (!repository.<Boolean>inspect(s -> s.nodeExists("/bin"))) {
                writer.put("/bin", "");
            }
            String path = writer.postBinary("/bin", BinarySource.of(bytes), "application/octet-stream",
                    Map.of("md5", hex("MD5", bytes)));
            writer.save();
            return path;
        }
    }

    /** The stored bytes equal {@code bytes}, and so do the md5 and sha1 digests the repository recorded. */
    static void assertStored(BenchRepository repository, String path, byte[] bytes) throws Exception {
        String content = path + "/jcr:content";
        assertArrayEquals(bytes, repository.inspect(s -> {
            try (InputStream in = s.getNode(content).getProperty("jcr:data").getBinary().getStream()) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
        String digests = repository.inspect(s -> Arrays.toString(
                s.getNode(content).getProperty("premis:hasMessageDigest").getValues()));
        assertTrue(digests.contains("urn:md5:" + hex("MD5", bytes)) && digests.contains("urn:sha1:"
                + hex("SHA-1", bytes)), digests);
    }

    private static String hex(String algorithm, byte[] bytes) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(bytes));
    }
}
