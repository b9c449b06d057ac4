package org.repobench.store.jdbc;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Server-side operations on the tables ModeShape keeps a store (and perhaps its binaries) in. Names are
 * {@code StoreLocation} names (already safe identifiers) and are written unquoted, as ModeShape writes them, so both
 * fold the same way on every server.
 */
final class JdbcTables {
    private JdbcTables() {
    }

    static boolean exists(Connection connection, JdbcDialect dialect, String name) throws SQLException {
        DatabaseMetaData metaData = connection.getMetaData();
        String stored = dialect.storedName(name);
        JdbcDialect.TableScope scope = dialect.scope(connection);
        // '_' is a LIKE wildcard in metadata patterns: escape it, and compare the names that come back exactly
        String pattern = stored.replace("_", metaData.getSearchStringEscape() + "_");
        try (ResultSet tables = metaData.getTables(scope.catalog(), scope.schema(), pattern, new String[]{"TABLE"})) {
            while (tables.next()) {
                if (stored.equals(tables.getString("TABLE_NAME"))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Tables whose (folded) names start with the prefix, as the server stores them. */
    static List<String> namesStartingWith(Connection connection, JdbcDialect dialect, String prefix)
            throws SQLException {
        DatabaseMetaData metaData = connection.getMetaData();
        String stored = dialect.storedName(prefix);
        JdbcDialect.TableScope scope = dialect.scope(connection);
        String pattern = stored.replace("_", metaData.getSearchStringEscape() + "_") + "%";
        List<String> names = new ArrayList<>();
        try (ResultSet tables = metaData.getTables(scope.catalog(), scope.schema(), pattern, new String[]{"TABLE"})) {
            while (tables.next()) {
                String name = tables.getString("TABLE_NAME");
                if (name.startsWith(stored)) {
                    names.add(name.toLowerCase(Locale.ROOT));
                }
            }
        }
        return names;
    }

    /** Whether {@code schema} holds {@code table}, however the server folded either name. */
    static boolean existsIn(Connection connection, String schema, String table) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("SELECT COUNT(*) FROM information_schema.tables"
                + " WHERE LOWER(table_schema) = LOWER(?) AND LOWER(table_name) = LOWER(?)")) {
            query.setString(1, schema);
            query.setString(2, table);
            try (ResultSet result = query.executeQuery()) {
                result.next();
                return result.getInt(1) > 0;
            }
        }
    }

    /** Runs one statement outside any transaction. */
    static void execute(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    /** Creates {@code to} with {@code from}'s structure and rows, in one transaction where the server allows it. */
    static void copy(Connection connection, JdbcDialect dialect, String from, String to) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try (Statement statement = connection.createStatement()) {
            for (String sql : dialect.copyTable(from, to)) {
                statement.execute(sql);
            }
            connection.commit();
        } catch (SQLException e) {
            rollbackQuietly(connection, e);
            // MySQL commits CREATE TABLE at once, so a failed INSERT would leave a half-made copy behind
            dropQuietly(connection, to, e);
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    static void drop(Connection connection, String name) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("DROP TABLE IF EXISTS " + name);
        }
        if (!connection.getAutoCommit()) {
            connection.commit();
        }
    }

    private static void rollbackQuietly(Connection connection, SQLException failure) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }

    private static void dropQuietly(Connection connection, String name, SQLException failure) {
        try {
            connection.setAutoCommit(true);
            drop(connection, name);
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }
}
