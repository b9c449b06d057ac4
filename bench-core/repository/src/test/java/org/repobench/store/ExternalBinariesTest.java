package org.repobench.store;

import com.amazonaws.services.s3.AmazonS3;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.JdbcStores;
import org.repobench.store.s3.S3Clients;
import org.repobench.store.s3.S3Endpoint;
import org.repobench.store.s3.S3Endpoints;
import org.repobench.store.s3.S3Stores;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * ModeShape's database and S3 binary stores on every configured store: bytes and digests round-trip through the
 * real repository and live outside the location's directory, a copy reads its own binaries, and delete leaves no
 * schema or bucket behind.
 */
@ParameterizedClass(name = "{0} with {1} binaries")
@MethodSource("combinations")
class ExternalBinariesTest {
    @RegisterExtension
    static final BinaryTestSupport.ProvisionedS3 S3 = new BinaryTestSupport.ProvisionedS3();

    @Parameter(0)
    StoreKind store;
    @Parameter(1)
    BinaryStoreKind binaries;
    @TempDir
    Path dir;
    private StoreBackend backend;

    static Stream<Arguments> combinations() {
        return BinaryTestSupport.combinations(List.of(BinaryStoreKind.DATABASE, BinaryStoreKind.S3));
    }

    @BeforeEach
    void backend() {
        backend = store.backend().withBinaries(binaries);
    }

    @AfterEach
    void closeBackend() {
        backend.close();
    }

    @Test
    void bytesAndDigestsRoundTripAndNoBinaryIsInTheDirectory() throws Exception {
        StoreLocation at = BinaryTestSupport.location(dir, "rt");
        byte[] bytes = BinaryTestSupport.randomBytes();
        try {
            String path;
            try (BenchRepository repository = open(at)) {
                path = BinaryTestSupport.postBinary(repository, bytes);
                BinaryTestSupport.assertStored(repository, path, bytes);
            }
            try (BenchRepository reopened = open(at)) {
                BinaryTestSupport.assertStored(reopened, path, bytes);
            }
            assertFalse(Files.exists(at.binaries()), "the file binary store was not used");
            assertTrue(holdsBinaries(at));
        } finally {
            backend.delete(at);
        }
        assertFalse(holdsBinaries(at), "delete removes the " + (binaries == BinaryStoreKind.S3 ? "bucket" : "schema"));
    }

    @Test
    void aCopyReadsItsOwnBinariesAfterTheSourceIsDeleted() throws Exception {
        StoreLocation source = BinaryTestSupport.location(dir, "src");
        StoreLocation copy = BinaryTestSupport.location(dir, "copy");
        byte[] bytes = BinaryTestSupport.randomBytes();
        try {
            String path;
            try (BenchRepository repository = open(source)) {
                path = BinaryTestSupport.postBinary(repository, bytes);
            }
            backend.copy(source, copy);
            backend.delete(source);
            assertFalse(holdsBinaries(source));
            try (BenchRepository repository = open(copy)) {
                BinaryTestSupport.assertStored(repository, path, bytes);
            }
        } finally {
            backend.delete(source);
            backend.delete(copy);
        }
        assertFalse(holdsBinaries(copy));
        assertEquals(0, backend.bytesStored(copy));
    }

    @Test
    void copyingALocationWhoseBinariesAreGoneFailsAndLeavesNoCopy() throws Exception {
        StoreLocation source = BinaryTestSupport.location(dir, "gone");
        StoreLocation copy = BinaryTestSupport.location(dir, "none");
        try {
            try (BenchRepository repository = open(source)) {
                BinaryTestSupport.postBinary(repository, BinaryTestSupport.randomBytes());
            }
            try (ExternalBinaries binariesOnly = binaries == BinaryStoreKind.S3 ? S3Stores.binaries()
                    : JdbcStores.databaseBinaries(store.backend())) {
                binariesOnly.delete(source);
            }

            IOException e = assertThrows(IOException.class, () -> backend.copy(source, copy));

            assertTrue(e.getMessage().contains("cannot copy the binaries of " + source.name()), e.getMessage());
            assertEquals(0, backend.bytesStored(copy), "the data copied before is removed again");
        } finally {
            backend.delete(source);
            backend.delete(copy);
        }
    }

    /** What lets the next run remove a killed run's schema or bucket, even where the store itself has no table. */
    @Test
    void aLocationWithBinariesIsFoundByItsNamePrefixUntilDeleted() throws Exception {
        StoreLocation at = BinaryTestSupport.location(dir, "swept");
        String prefix = at.name().substring(0, at.name().length() - 2);
        try {
            try (BenchRepository repository = open(at)) {
                BinaryTestSupport.postBinary(repository, BinaryTestSupport.randomBytes());
            }
            assertEquals(List.of(at.name()), backend.tablesNamed(prefix));
        } finally {
            backend.delete(at);
        }
        assertEquals(List.of(), backend.tablesNamed(prefix));
    }

    @Test
    void describeAndCacheNameNameTheBinaryStoreAndNeverTheKeys() {
        Map<String, String> description = backend.describe();
        assertEquals(binaries.cliName(), description.get("binaryStore"), description.toString());
        assertEquals(store.cliName(), description.get("store"), description.toString());
        assertEquals(store.cliName() + (binaries == BinaryStoreKind.S3 ? "_s3" : "_db"), backend.cacheName());
        if (binaries == BinaryStoreKind.S3) {
            S3Endpoint endpoint = endpoint();
            assertEquals(endpoint.provisioning().settingValue(), description.get("s3Endpoint"));
            assertEquals(endpoint.hostPort(), description.get("s3Address"));
            assertFalse(description.toString().contains(endpoint.secretKey()), description.toString());
            assertFalse(description.toString().contains(endpoint.accessKey()), description.toString());
        }
    }

    private BenchRepository open(StoreLocation at) {
        return BenchRepository.open(backend, at, RepositoryLevers.DEFAULTS);
    }

    /** Whether the location's bucket (S3) or binary schema (DATABASE, {@code <location>_bin}) exists. */
    private boolean holdsBinaries(StoreLocation at) throws Exception {
        if (binaries == BinaryStoreKind.S3) {
            AmazonS3 client = S3Clients.open(endpoint());
            try {
                return client.doesBucketExistV2(endpoint().bucket(at));
            } finally {
                client.shutdown();
            }
        }
        JdbcDialect dialect = JdbcDialect.of(store).orElseThrow();
        try (Connection connection = JdbcConnections.open(ExplicitServer.lookup(dialect, Environment.system())
                .orElseThrow());
             PreparedStatement query = connection.prepareStatement(
                     "SELECT COUNT(*) FROM information_schema.schemata WHERE LOWER(schema_name) = ?")) {
            query.setString(1, at.name() + "_bin");
            try (ResultSet result = query.executeQuery()) {
                result.next();
                return result.getInt(1) > 0;
            }
        }
    }

    private static S3Endpoint endpoint() {
        return S3Endpoints.lookup(Environment.system()).orElseThrow();
    }
}
