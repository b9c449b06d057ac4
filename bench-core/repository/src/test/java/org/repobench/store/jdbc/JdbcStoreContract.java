package org.repobench.store.jdbc;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.provision.EveryStore;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every relational store must do, against a real server (REPOBENCH_&lt;STORE&gt;_URL, else embedded; subclasses
 * are enabled only when it is set). Each test works in tables of its own and drops them afterwards.
 */
abstract class JdbcStoreContract {
    /** The database servers these tests need: the settings' URLs, else the embedded ones (see EveryStore). */
    @BeforeAll
    static void databases() {
        EveryStore.kinds();
    }

    @TempDir
    Path dir;

    private StoreBackend backend;
    private final List<StoreLocation> locations = new ArrayList<>();

    abstract StoreKind kind();

    @BeforeEach
    void openBackend() {
        backend = kind().backend();
    }

    @AfterEach
    void dropTables() throws IOException {
        for (StoreLocation at : locations) {
            backend.delete(at);
        }
    }

    /** A run's environment names the server's page cache, which decides whether a large GET reads from disk. */
    @Test
    void theDescriptionNamesTheServersPageCacheAndItsSize() {
        String setting = kind() == StoreKind.POSTGRESQL ? "shared_buffers" : "innodb_buffer_pool_size";
        String described = backend.describe().get("serverPageCache");
        assertTrue(described.matches(setting + " [0-9]+ ?(kB|MB|GB|TB|MiB|bytes)"), described);
    }

    @Test
    void writtenResourcesSurviveARestart() throws Exception {
        StoreLocation at = newLocation("restart");
        RoundTrip.writeTitle(backend, at, "/a", "persisted title");
        String body = RoundTrip.read(backend, at, "/a");
        assertTrue(body.contains("\"persisted title"), body);
    }

    @Test
    void modeShapeCreatesTheTableUnderTheLocationName() throws Exception {
        StoreLocation at = newLocation("name");
        RoundTrip.writeTitle(backend, at, "/a", "x");
        assertTrue(tableExists(at), "table " + at.name() + " as the server stores it ("
                + dialect().storedName(at.name()) + ")");
        assertEquals(at.name(), dialect().storedName(at.name()), "StoreLocation names are already folded");
    }

    @Test
    void eachLocationHasItsOwnTable() throws Exception {
        StoreLocation first = newLocation("first");
        StoreLocation second = newLocation("second");
        assertNotEquals(first.name(), second.name());
        RoundTrip.writeTitle(backend, first, "/only-in-first", "one");
        RoundTrip.writeTitle(backend, second, "/only-in-second", "two");
        assertTrue(tableExists(first));
        assertTrue(tableExists(second));
        assertFalse(RoundTrip.exists(backend, first, "/only-in-second"));
        assertFalse(RoundTrip.exists(backend, second, "/only-in-first"));
    }

    @Test
    void copyIsAnIndependentTableWithTheBinaries() throws Exception {
        StoreLocation source = newLocation("source");
        StoreLocation copy = newLocation("copy");
        RoundTrip.writeTitle(backend, source, "/shared", "before the copy");
        RoundTrip.writeBinary(backend, source, "/files");
        assertTrue(countFiles(source.binaries()) > 0, "the binary went to the file binary store");

        backend.copy(source, copy);

        assertEquals(countFiles(source.binaries()), countFiles(copy.binaries()));
        RoundTrip.writeTitle(backend, copy, "/only-in-copy", "after the copy");
        assertTrue(RoundTrip.read(backend, copy, "/shared").contains("before the copy"));
        assertTrue(RoundTrip.exists(backend, copy, "/only-in-copy"));
        assertFalse(RoundTrip.exists(backend, source, "/only-in-copy"), "writing the copy changed the source");
    }

    @Test
    void copyRefusesAMissingSourceAndAnExistingTarget() throws Exception {
        StoreLocation never = newLocation("never");
        StoreLocation existing = newLocation("existing");
        StoreLocation occupied = newLocation("occupied");
        RoundTrip.writeTitle(backend, existing, "/a", "x");
        RoundTrip.writeTitle(backend, occupied, "/a", "y");

        IOException missing = assertThrows(IOException.class, () -> backend.copy(never, newLocation("target")));
        assertTrue(missing.getMessage().contains(never.name()) && missing.getMessage().contains("no table"),
                missing.getMessage());
        IOException taken = assertThrows(IOException.class,
                () -> backend.copy(existing, sameNameElsewhere(occupied)));
        assertTrue(taken.getMessage().contains("already has a table"), taken.getMessage());
        assertTrue(RoundTrip.read(backend, occupied, "/a").contains("\"y"), "the occupied table is untouched");
    }

    @Test
    void deleteDropsTheTableAndTheDirectory() throws Exception {
        StoreLocation at = newLocation("delete");
        RoundTrip.writeBinary(backend, at, "/files");
        assertTrue(tableExists(at));

        backend.delete(at);

        assertFalse(tableExists(at));
        assertFalse(Files.exists(at.directory()));
        backend.delete(at);   // deleting nothing is fine
    }

    @Test
    void describeNamesServerDriverAndProvisioning() {
        Map<String, String> description = backend.describe();
        assertEquals(kind().cliName(), description.get("store"));
        assertTrue(description.get("driver").startsWith(
                        kind() == StoreKind.POSTGRESQL ? "PostgreSQL JDBC Driver" : "MySQL Connector/J"),
                description.toString());
        assertEquals(ExplicitServer.lookup(JdbcDialect.of(kind()).orElseThrow(), Environment.system()).orElseThrow()
                .provisioning().label(), description.get("provisioning"), "where this JVM's settings say it came from");
        String server = description.get("server");
        if (kind() == StoreKind.MYSQL && description.containsKey("serverReportsItselfAs")) {
            assertTrue(server.startsWith("MariaDB "), server);
            assertTrue(description.get("serverReportsItselfAs").startsWith("MySQL 5.5.5-"), description.toString());
        } else {
            assertTrue(server.startsWith(kind() == StoreKind.POSTGRESQL ? "PostgreSQL " : "MySQL "), server);
        }
        String password = Environment.system().get(dialect().settings().password()).orElse("");
        if (!password.isEmpty()) {
            assertFalse(description.toString().contains(password));
        }
    }

    private JdbcDialect dialect() {
        return JdbcDialect.of(kind()).orElseThrow();
    }

    /** A location with a table name no other test or run uses. */
    private StoreLocation newLocation(String label) {
        byte[] random = new byte[4];
        ThreadLocalRandom.current().nextBytes(random);
        String name = "rbt_" + label + "_" + HexFormat.of().formatHex(random);
        StoreLocation at = new StoreLocation(dir.resolve(name), name);
        locations.add(at);
        return at;
    }

    /** The same table name as {@code at}, in another directory. */
    private StoreLocation sameNameElsewhere(StoreLocation at) {
        return new StoreLocation(dir.resolve("other-" + at.name()), at.name());
    }

    private boolean tableExists(StoreLocation at) throws Exception {
        DatabaseServer database = ExplicitServer.lookup(dialect(), Environment.system()).orElseThrow();
        try (Connection connection = JdbcConnections.open(database)) {
            return JdbcTables.exists(connection, dialect(), at.name());
        }
    }

    private static long countFiles(Path root) throws IOException {
        if (!Files.exists(root)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).count();
        }
    }
}
