package org.repobench.ldp.fedora;

import org.repobench.ldp.LdpException;
import org.repobench.store.Directories;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * What a server keeps, in bytes (RECIPE §4.2): the files under its home (apparent sizes, like {@code du -sb}) and,
 * on a database store, its tables in the database it was given, which holds nothing else.
 */
final class StoredBytes {
    // MySQL's ER_UNKNOWN_SYSTEM_VARIABLE (MariaDB has no such setting) and ER_NO_SUCH_TABLE
    private static final int UNKNOWN_SYSTEM_VARIABLE = 1193;
    private static final int NO_SUCH_TABLE = 1146;

    private StoredBytes() {
    }

    static long files(Path home) {
        try {
            return Directories.size(home);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot measure the files under " + home, e);
        }
    }

    static long database(FedoraLine line, String build, DatabaseServer database) {
        try (Connection connection = JdbcConnections.open(database);
             Statement statement = connection.createStatement()) {
            if (database.dialect() == JdbcDialect.POSTGRESQL) {
                // both versions: ModeShape's one table (4.7.5) or the index tables (6.1.0), with indexes and TOAST
                return single(statement, "SELECT COALESCE(SUM(pg_total_relation_size(relid)), 0)"
                        + " FROM pg_stat_user_tables");
            }
            return line.mysqlBytes(statement);
        } catch (SQLException e) {
            throw new LdpException(database.subject() + ": cannot measure the bytes " + build
                    + " stored: " + e.getMessage(), e);
        } catch (StoreUnavailableException e) {
            throw new LdpException(e.getMessage(), e);
        }
    }

    /** information_schema's sizes of ModeShape's one table stayed stale on MariaDB; the values' lengths do not. */
    static long modeShapeContent(Statement statement) throws SQLException {
        try {
            return single(statement, "SELECT COALESCE(SUM(LENGTH(CONTENT)), 0) FROM MODESHAPE_REPOSITORY");
        } catch (SQLException e) {
            if (e.getErrorCode() == NO_SUCH_TABLE) {
                return 0;
            }
            throw e;
        }
    }

    /** The pages of 6.1.0's index tables; InnoDB's figures are statistics, so they are recounted first. */
    static long mysqlTables(Statement statement) throws SQLException {
        try {
            statement.execute("SET SESSION information_schema_stats_expiry = 0");
        } catch (SQLException e) {
            if (e.getErrorCode() != UNKNOWN_SYSTEM_VARIABLE) {
                throw e;
            }
        }
        List<String> tables = new ArrayList<>();
        try (ResultSet names = statement.executeQuery("SELECT table_name FROM information_schema.tables"
                + " WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'")) {
            while (names.next()) {
                tables.add("`" + names.getString(1).replace("`", "``") + "`");
            }
        }
        if (tables.isEmpty()) {
            return 0;
        }
        statement.execute("ANALYZE LOCAL TABLE " + String.join(", ", tables));
        return single(statement, "SELECT COALESCE(SUM(data_length + index_length), 0) FROM information_schema.tables"
                + " WHERE table_schema = DATABASE()");
    }

    private static long single(Statement statement, String sql) throws SQLException {
        try (ResultSet result = statement.executeQuery(sql)) {
            result.next();
            return result.getLong(1);
        }
    }
}
