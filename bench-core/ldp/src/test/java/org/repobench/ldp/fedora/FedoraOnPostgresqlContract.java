package org.repobench.ldp.fedora;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;
import org.repobench.ldp.LdpClient;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.JdbcConnections;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** A server on a PostgreSQL database of its own: it starts, keeps its resources in that database, and measures it. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class FedoraOnPostgresqlContract {
    TestDatabase database;
    ManagedFedora fedora;

    abstract FedoraBuild build();

    abstract OptionalInt cacheSize();

    /** The server the database is made on: the suite's settings' (e.g. the local service), or the tests' own. */
    TestDatabase database() throws SQLException {
        return TestDatabase.postgresql();
    }

    // why the class cannot run here (no war, no Docker engine), if so: each test then says it skipped, rather than
    // the class counting 0 tests
    private TestAbortedException unavailable;

    @BeforeAll
    void start(@TempDir Path directory) throws SQLException {
        try {
            build();
            database = database();
        } catch (TestAbortedException why) {
            unavailable = why;
            return;
        }
        fedora = ManagedFedora.start(build(), StoreKind.POSTGRESQL, Optional.of(database.target()),
                new ServerTuning(cacheSize(), Optional.empty(), BinaryStoreKind.FILE),
                directory.resolve("home"), TestFedoras.DEADLINE);
        System.out.println(fedora.readyLine());
    }

    @AfterAll
    void stop() throws SQLException {
        try {
            if (fedora != null) {
                fedora.close();
            }
        } finally {
            if (database != null) {
                database.close();
            }
        }
    }

    @Test
    void itKeepsItsResourcesInTheGivenDatabase() throws SQLException, IOException {
        assumeTrue(unavailable == null, () -> unavailable.getMessage());
        assertTrue(fedora.readyLine().startsWith(build().cliName() + " store=postgresql"), fedora.readyLine());
        assertEquals(List.of("127.0.0.1:" + fedora.server().root().getPort()), Listeners.of(fedora.pid()));
        long before = tableBytes();
        try (LdpClient client = new LdpClient(fedora.server())) {
            String path = "pg-" + UUID.randomUUID();
            client.put(path, "<> <http://purl.org/dc/elements/1.1/title> \"in postgresql\" .", Map.of());
            assertTrue(ManagedFedoraContract.text(client.get(path, ManagedFedoraContract.N_TRIPLES, null))
                    .contains("\"in postgresql\""));
        }

        assertTrue(before > 0, "no tables in " + database.name());
        assertTrue(fedora.storage().bytes() >= tableBytes(), fedora.storage().bytes() + " < " + tableBytes());
        assertTrue(fedora.heapPeakBytes() > 0);
    }

    private long tableBytes() throws SQLException {
        try (Connection connection = JdbcConnections.open(database.target());
             Statement statement = connection.createStatement();
             ResultSet size = statement.executeQuery(
                     "SELECT COALESCE(SUM(pg_total_relation_size(relid)), 0) FROM pg_stat_user_tables")) {
            size.next();
            return size.getLong(1);
        }
    }
}
