package org.repobench.repository.index;

import org.h2.Driver;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;
import org.repobench.store.jdbc.CompanionTables;
import org.repobench.store.jdbc.JdbcStoreBackend;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Where one store location's membership index lives, and connections to it. On PostgreSQL and MySQL: the store's
 * own database, in tables named after the location ({@link CompanionTables}), copied and dropped with it. On the
 * file and LevelDB stores: an embedded H2 database in the location's {@code index} directory, so copying and
 * deleting the directory copies and deletes the index. That H2 is the 1.4.191 ModeShape's file store needs (the
 * parent pom pins it); the index uses it in its page-store mode with every commit written at once, so a killed
 * process loses no committed row.
 */
final class IndexDatabase implements AutoCloseable {
    private final IndexDialect dialect;
    private final Tables tables;
    private final ConnectionFactory factory;
    private final ConcurrentLinkedQueue<Connection> idle = new ConcurrentLinkedQueue<>();
    private volatile boolean closed;

    /** The index's tables in this database. */
    record Tables(String containment, String membership, String reference, String pending, String state,
                  String inbound) {
    }

    @FunctionalInterface
    interface ConnectionFactory {
        Connection open() throws SQLException, IOException;
    }

    private IndexDatabase(IndexDialect dialect, Tables tables, ConnectionFactory factory) {
        this.dialect = dialect;
        this.tables = tables;
        this.factory = factory;
    }

    static IndexDatabase of(StoreBackend backend, StoreLocation at) {
        if (backend instanceof JdbcStoreBackend jdbc) {
            List<String> names = CompanionTables.of(at.name());
            IndexDialect dialect = backend.kind() == StoreKind.POSTGRESQL ? IndexDialect.POSTGRESQL
                    : IndexDialect.MYSQL;
            return new IndexDatabase(dialect, new Tables(names.get(0), names.get(1), names.get(2), names.get(3),
                    names.get(4), names.get(5)), () -> {
                try {
                    return jdbc.connect();
                } catch (RuntimeException e) {
                    throw new SQLException(e.getMessage(), e);
                }
            });
        }
        Path directory = at.directory().resolve("index");
        String url = "jdbc:h2:file:" + directory.resolve("membership")
                + ";MV_STORE=FALSE;WRITE_DELAY=0;FILE_LOCK=FS;DB_CLOSE_ON_EXIT=FALSE;TRACE_LEVEL_FILE=0";
        return new IndexDatabase(IndexDialect.H2,
                new Tables("containment", "membership", "reference", "index_pending", "index_state", "inbound"),
                () -> {
                    Files.createDirectories(directory);
                    return new Driver().connect(url, new Properties());
                });
    }

    IndexDialect dialect() {
        return dialect;
    }

    Tables tables() {
        return tables;
    }

    /** A connection in auto-commit mode; give it back with {@link #release}. */
    Connection borrow() throws SQLException {
        if (closed) {
            throw new SQLException("the membership index is closed");
        }
        Connection connection = idle.poll();
        while (connection != null && connection.isClosed()) {
            connection = idle.poll();
        }
        if (connection == null) {
            try {
                connection = factory.open();
            } catch (IOException e) {
                throw new SQLException("cannot create the index directory: " + e.getMessage(), e);
            }
        }
        connection.setAutoCommit(true);
        return connection;
    }

    void release(Connection connection) {
        if (connection == null) {
            return;
        }
        try {
            if (!connection.getAutoCommit()) {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            closeQuietly(connection);
            return;
        }
        if (closed) {
            closeQuietly(connection);
        } else {
            idle.offer(connection);
        }
    }

    @FunctionalInterface
    interface Work<T> {
        T apply(Connection connection) throws SQLException;
    }

    <T> T with(Work<T> work) throws SQLException {
        Connection connection = borrow();
        try {
            return work.apply(connection);
        } finally {
            release(connection);
        }
    }

    /** Runs the work in one transaction: all of it is committed, or none. */
    <T> T inTransaction(Work<T> work) throws SQLException {
        return with(connection -> {
            connection.setAutoCommit(false);
            try {
                T result = work.apply(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                try {
                    connection.rollback();
                } catch (SQLException rollback) {
                    e.addSuppressed(rollback);
                }
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        });
    }

    @Override
    public void close() {
        closed = true;
        for (Connection connection = idle.poll(); connection != null; connection = idle.poll()) {
            closeQuietly(connection);
        }
    }

    private static void closeQuietly(Connection connection) {
        try {
            connection.close();
        } catch (SQLException ignored) {
            // nothing left to do with it
        }
    }
}
