package org.repobench.store.jdbc;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.p6spy.engine.spy.P6SpyDriver;
import org.repobench.api.ParamNames;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.Directories;
import org.repobench.store.JsonConfig;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;
import org.repobench.store.StoreUnavailableException;

import java.io.IOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * ModeShape's relational persistence ({@code "type":"db"}, its documents read counted: {@link CountedRelationalDb};
 * its statements too: {@link StatementCounter}) on PostgreSQL or MySQL/MariaDB: one table per store location, named
 * after it, so every run and trial has its own.
 * Binaries stay in the location's directory.
 */
public final class JdbcStoreBackend implements StoreBackend {
    /** ModeShape's default, which Fedora's jdbc configs left as it was. */
    private static final int DEFAULT_POOL_SIZE = 5;
    private static final int FETCH_SIZE = 1000;
    /** ModeShape's key for the persistence's connection pool; the poolSize lever is named after it. */
    @SuppressWarnings("checkstyle:quotedParamName")
    private static final String POOL_SIZE_KEY = "poolSize";

    private static final String JDBC_URL_PREFIX = "jdbc:";
    private static final String P6SPY_URL_PREFIX = "jdbc:p6spy:";

    private final DatabaseServer database;
    private final ServerInfo server;
    private final int poolSize;

    /** {@code server} is what a successful {@link ServerCheck} said about {@code database}. */
    public JdbcStoreBackend(DatabaseServer database, ServerInfo server) {
        this(database, server, DEFAULT_POOL_SIZE);
    }

    private JdbcStoreBackend(DatabaseServer database, ServerInfo server, int poolSize) {
        if (poolSize < 1) {
            throw new IllegalArgumentException("poolSize must be at least 1, was " + poolSize);
        }
        this.database = database;
        this.server = server;
        this.poolSize = poolSize;
    }

    /**
     * With more writers than connections ModeShape can stall: a saving session holds its connection while it waits
     * for a node lock, and the lock's holder waits for a connection, until the pool's 30 s timeout fails the save.
     */
    @Override
    public StoreBackend withPoolSize(int connections) {
        return connections == poolSize ? this : new JdbcStoreBackend(database, server, connections);
    }

    /** The server and credentials: for the database binary store, which runs on the same server. */
    DatabaseServer database() {
        return database;
    }

    @Override
    public StoreKind kind() {
        return database.dialect().kind();
    }

    /** Holds the password: hand it to ModeShape only, never to a report (use {@link #describe()} there). */
    @Override
    public ObjectNode persistence(StoreLocation at) {
        ObjectNode persistence = JsonConfig.object();
        persistence.put("type", CountedRelationalDb.TYPE);
        // through p6spy, whose wrapper counts the statements sent (StatementCounter); the driver under it is the URL's
        persistence.put("connectionUrl", P6SPY_URL_PREFIX + database.url().substring(JDBC_URL_PREFIX.length()));
        persistence.put("driver", P6SpyDriver.class.getName());
        persistence.put("username", database.user());
        persistence.put("password", database.password());
        persistence.put("tableName", at.name());
        persistence.put("createOnStart", true);
        persistence.put("dropOnExit", false);
        persistence.put(POOL_SIZE_KEY, poolSize);
        persistence.put("fetchSize", FETCH_SIZE);
        persistence.put("compress", false);
        return persistence;
    }

    @Override
    public void copy(StoreLocation from, StoreLocation to) throws IOException {
        if (from.name().equals(to.name()) || from.directory().equals(to.directory())) {
            throw new IllegalArgumentException("cannot copy store " + from.name() + " at " + from.directory()
                    + " onto " + to.name() + " at " + to.directory() + ": both the table name and the directory"
                    + " must differ");
        }
        try (Connection connection = JdbcConnections.open(database)) {
            requireTable(connection, from, true, "the source has no table; was a repository ever opened on it?");
            requireTable(connection, to, false, "the target already has a table; delete it first");
            JdbcTables.copy(connection, database.dialect(), from.name(), to.name());
            copyCompanions(connection, from, to);
            copyBinaries(connection, from, to);
        } catch (SQLException e) {
            throw ConnectionFailure.io(database, "cannot copy table " + from.name() + " to " + to.name(), e);
        }
    }

    /** Copies the index tables that exist beside the source; on failure the target's tables are dropped. */
    private void copyCompanions(Connection connection, StoreLocation from, StoreLocation to) throws SQLException {
        List<String> sources = CompanionTables.of(from.name());
        List<String> targets = CompanionTables.of(to.name());
        try {
            for (int i = 0; i < sources.size(); i++) {
                if (JdbcTables.exists(connection, database.dialect(), sources.get(i))) {
                    JdbcTables.copy(connection, database.dialect(), sources.get(i), targets.get(i));
                }
            }
        } catch (SQLException | RuntimeException e) {
            try {
                dropWithCompanions(connection, to.name());
            } catch (SQLException dropFailure) {
                e.addSuppressed(dropFailure);
            }
            throw e;
        }
    }

    private static void dropWithCompanions(Connection connection, String name) throws SQLException {
        for (String companion : CompanionTables.of(name)) {
            JdbcTables.drop(connection, companion);
        }
        JdbcTables.drop(connection, name);
    }

    /**
     * A new connection to the store's database, for what lives beside ModeShape's table (the membership index);
     * the caller closes it. Its failures name the server, never the password.
     */
    public Connection connect() {
        return JdbcConnections.openCounted(database);
    }

    /** Copies the binary store; if that fails the table copy is dropped, so the target holds nothing again. */
    private void copyBinaries(Connection connection, StoreLocation from, StoreLocation to) throws IOException {
        if (!Files.exists(from.directory())) {
            return;
        }
        try {
            Directories.copy(from.directory(), to.directory());
        } catch (IOException | RuntimeException e) {
            try {
                dropWithCompanions(connection, to.name());
            } catch (SQLException dropFailure) {
                e.addSuppressed(dropFailure);
            }
            throw e;
        }
    }

    @Override
    public void delete(StoreLocation at) throws IOException {
        try (Connection connection = JdbcConnections.open(database)) {
            dropWithCompanions(connection, at.name());
        } catch (SQLException e) {
            throw ConnectionFailure.io(database, "cannot drop table " + at.name(), e);
        }
        Directories.delete(at.directory());
    }

    /** The table's size as the server has allocated it (see {@link JdbcDialect#relationBytes}) plus the directory. */
    @Override
    public long bytesStored(StoreLocation at) throws IOException {
        long table;
        try (Connection connection = JdbcConnections.open(database)) {
            table = database.dialect().relationBytes(connection, null, at.name());
        } catch (SQLException e) {
            throw ConnectionFailure.io(database, "cannot measure table " + at.name(), e);
        }
        return table + Directories.size(at.directory());
    }

    @Override
    public List<String> tablesNamed(String prefix) throws IOException {
        try (Connection connection = JdbcConnections.open(database)) {
            return JdbcTables.namesStartingWith(connection, database.dialect(), prefix);
        } catch (SQLException e) {
            throw ConnectionFailure.io(database, "cannot list tables", e);
        }
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>();
        description.put(ParamNames.STORE, database.dialect().storeName());
        description.put("implementation", "ModeShape RelationalDb (\"db\" persistence), pool " + poolSize
                + ", fetch size " + FETCH_SIZE + ", uncompressed");
        description.put("server", server.server());
        if (server.reportsOtherProduct()) {
            description.put("serverReportsItselfAs", server.reportedProduct() + " " + server.reportedVersion());
        }
        description.put("driver", server.driver());
        description.put("serverPageCache", pageCache());
        description.put("address", database.address().toString());
        description.put("provisioning", database.provisioning().label());
        description.put(ParamNames.BINARY_STORE, BinaryStoreKind.FILE.cliName());
        return Collections.unmodifiableMap(description);
    }

    /** The server's page cache setting as it is now, or why it could not be read (the run does not depend on it). */
    private String pageCache() {
        try (Connection connection = JdbcConnections.open(database)) {
            return database.dialect().pageCache(connection);
        } catch (SQLException e) {
            return "unknown: " + ConnectionFailure.message(database, e);
        } catch (StoreUnavailableException e) {
            return "unknown: " + e.getMessage();
        }
    }

    private void requireTable(Connection connection, StoreLocation at, boolean present, String otherwise)
            throws SQLException, IOException {
        if (JdbcTables.exists(connection, database.dialect(), at.name()) != present) {
            throw new IOException(database.subject() + ": cannot copy: table " + at.name() + " (store at "
                    + at.directory() + "): " + otherwise);
        }
    }
}
