package org.repobench.repository;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.write.BinarySource;
import org.repobench.repository.write.DigestMismatchException;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.repository.RepositoryTestSupport.count;
import static org.repobench.repository.RepositoryTestSupport.get;

/** Binaries: nt:file + jcr:content with bytes in the binary store; client digests checked before anything is stored. */
@ParameterizedClass(name = "{0}")
@MethodSource("org.repobench.repository.RepositoryTestSupport#stores")
class BinaryIngestTest {
    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    @BeforeEach
    void binaryContainer() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/bin", "");
            writer.save();
        }
    }

    @Test
    void largeBinaryIsStoredWithSizeMimetypeAndDigests() throws Exception {
        byte[] bytes = new byte[100_000];
        Arrays.fill(bytes, (byte) 7);
        String md5 = HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(bytes));
        String sha1 = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-1").digest(bytes));
        String path;
        try (ResourceWriter writer = store.repository().writer(1)) {
            path = writer.postBinary("/bin", BinarySource.of(bytes), "application/x-www-form-urlencoded",
                    Map.of("md5", md5));
            writer.save();
        }
        String content = path + "/jcr:content";
        assertEquals(100_000L,
                (long) store.repository().inspect(s -> s.getNode(content).getProperty("premis:hasSize").getLong()));
        assertArrayEquals(bytes, store.repository().inspect(s -> {
            try (var in = s.getNode(content).getProperty("jcr:data").getBinary().getStream()) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }));
        String digests = store.repository().inspect(
                s -> Arrays.toString(s.getNode(content).getProperty("premis:hasMessageDigest").getValues()));
        assertTrue(digests.contains("urn:md5:" + md5) && digests.contains("urn:sha1:" + sha1), digests);
        assertEquals(1, count(get(store.repository(), "/bin", Prefer.DEFAULT), Vocabulary.LDP_CONTAINS));
    }

    @Test
    void digestMismatchIsRejectedWithAClearErrorAndNothingIsStored() throws Exception {
        byte[] bytes = "x".repeat(10_000).getBytes(StandardCharsets.UTF_8);
        try (ResourceWriter writer = store.repository().writer(1)) {
            DigestMismatchException error = assertThrows(DigestMismatchException.class, () ->
                    writer.postBinary("/bin", BinarySource.of(bytes), "text/plain", Map.of("md5", "0".repeat(32))));
            assertTrue(error.getMessage().contains("md5 digest mismatch") && error.getMessage().contains("0".repeat(32))
                    && error.getMessage().contains("nothing was stored"), error.getMessage());
            writer.save();
        }
        assertEquals(0, count(get(store.repository(), "/bin", Prefer.DEFAULT), Vocabulary.LDP_CONTAINS));
        assertEquals(0L, (long) store.repository().inspect(s -> s.getNode("/bin").getNodes().getSize()));
        Path binaries = store.directory().resolve("binaries");
        try (Stream<Path> files = Files.exists(binaries) ? Files.walk(binaries) : Stream.empty()) {
            assertEquals(0, files.filter(Files::isRegularFile)
                            .filter(f -> !f.getFileName().toString().startsWith(".")).count(),
                    "the binary store holds no bytes");
        }
    }

    @Test
    void unsupportedDigestAlgorithmNamesWhatIsAccepted() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () ->
                    writer.postBinary("/bin", BinarySource.of(new byte[10]), "text/plain", Map.of("crc32", "00")));
            assertTrue(error.getMessage().contains("crc32") && error.getMessage().contains("md5"), error.getMessage());
        }
    }
}
