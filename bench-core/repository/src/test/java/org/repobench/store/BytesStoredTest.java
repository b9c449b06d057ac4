package org.repobench.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a location occupies, measured while its repository is open, on every configured store and binary store. */
@ParameterizedClass(name = "{0} with {1} binaries")
@MethodSource("combinations")
class BytesStoredTest {
    @RegisterExtension
    static final BinaryTestSupport.ProvisionedS3 S3 = new BinaryTestSupport.ProvisionedS3();

    @Parameter(0)
    StoreKind store;
    @Parameter(1)
    BinaryStoreKind binaries;
    @TempDir
    Path dir;

    static Stream<Arguments> combinations() {
        return BinaryTestSupport.combinations(List.of(BinaryStoreKind.values()));
    }

    @Test
    void aBinaryGrowsTheStoreByAtLeastItsBytes() throws Exception {
        StoreLocation at = BinaryTestSupport.location(dir, "size");
        try (StoreBackend backend = store.backend().withBinaries(binaries)) {
            try {
                assertEquals(0, backend.bytesStored(at), "nothing stored yet");
                try (BenchRepository repository = BenchRepository.open(backend, at, RepositoryLevers.DEFAULTS)) {
                    BinaryTestSupport.postBinary(repository, BinaryTestSupport.randomBytes());
                    long before = backend.bytesStored(at);
                    BinaryTestSupport.postBinary(repository, BinaryTestSupport.randomBytes());
                    long after = backend.bytesStored(at);
                    assertTrue(before > 0, "the store holds the first binary: " + before);
                    assertTrue(after - before >= BinaryTestSupport.BINARY_SIZE, "a binary of "
                            + BinaryTestSupport.BINARY_SIZE + " incompressible bytes grew the store by "
                            + (after - before) + " bytes (" + before + " -> " + after + ")");
                }
            } finally {
                backend.delete(at);
            }
        }
    }
}
