package org.repobench.store.jdbc;

import org.repobench.store.StoreKind;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/**
 * What differs between the relational servers: driver, URL form, identifier folding, the table-copy SQL, schemas and
 * how big a table is.
 */
public enum JdbcDialect {
    POSTGRESQL(StoreKind.POSTGRESQL, "PostgreSQL", "org.postgresql.Driver", "jdbc:postgresql:", 5432,
            new Example("jdbc:postgresql://127.0.0.1:5432/postgres", "postgres"),
            new Example("jdbc:postgresql://127.0.0.1:15432/repobench", "postgres")) {
        @Override
        List<String> copyTable(String from, String to) {
            // INCLUDING ALL brings the primary key and defaults; the copy must look exactly like ModeShape's table
            return List.of("CREATE TABLE " + to + " (LIKE " + from + " INCLUDING ALL)",
                    "INSERT INTO " + to + " SELECT * FROM " + from, "ANALYZE " + to);
        }

        @Override
        Properties connectionProperties() {
            Properties properties = new Properties();
            properties.setProperty("connectTimeout", String.valueOf(CONNECT_TIMEOUT_SECONDS));
            properties.setProperty("loginTimeout", String.valueOf(CONNECT_TIMEOUT_SECONDS));
            properties.setProperty("reWriteBatchedInserts", "true");
            return properties;
        }

        @Override
        String storedName(String unquoted) {
            return unquoted.toLowerCase(Locale.ROOT);
        }

        @Override
        TableScope scope(Connection connection) throws SQLException {
            return new TableScope(null, connection.getSchema());
        }

        @Override
        String schemaWord() {
            return "schema";
        }

        @Override
        String inSchema(String url, String schema) {
            // the driver's currentSchema sets search_path, where unqualified names are created and found
            return url + (url.indexOf('?') >= 0 ? "&" : "?") + "currentSchema=" + schema;
        }

        @Override
        String createSchema(String schema) {
            return "CREATE SCHEMA IF NOT EXISTS " + schema;
        }

        @Override
        public String databaseExists(String database) {
            return "SELECT 1 FROM pg_database WHERE datname = '" + database + "'";
        }

        @Override
        String dropSchema(String schema) {
            return "DROP SCHEMA IF EXISTS " + schema + " CASCADE";
        }

        @Override
        String pageCache(Connection connection) throws SQLException {
            return "shared_buffers " + single(connection, "SHOW shared_buffers");
        }

        /** The table's files with its indexes and TOAST (where large values such as binaries go), as on disk now. */
        @Override
        long relationBytes(Connection connection, String schema, String table) throws SQLException {
            try (PreparedStatement size = connection.prepareStatement(
                    "SELECT COALESCE(pg_total_relation_size(to_regclass(CAST(? AS text))), 0)")) {
                size.setString(1, schema == null ? table : schema + "." + table);
                try (ResultSet result = size.executeQuery()) {
                    result.next();
                    return result.getLong(1);
                }
            }
        }
    },

    /**
     * MySQL, and MariaDB through MySQL Connector/J: ModeShape rejects the product name MariaDB's own driver reports.
     */
    MYSQL(StoreKind.MYSQL, "MySQL", "com.mysql.cj.jdbc.Driver", "jdbc:mysql:", 3306,
            new Example("jdbc:mysql://127.0.0.1:3306/test", "root"),
            new Example("jdbc:mysql://127.0.0.1:13306/repobench", "root")) {
        @Override
        List<String> copyTable(String from, String to) {
            return List.of("CREATE TABLE " + to + " LIKE " + from, "INSERT INTO " + to + " SELECT * FROM " + from,
                    "ANALYZE TABLE " + to);
        }

        @Override
        Properties connectionProperties() {
            Properties properties = new Properties();
            properties.setProperty("connectTimeout", String.valueOf(CONNECT_TIMEOUT_SECONDS * 1000));
            properties.setProperty("rewriteBatchedStatements", "true");
            return properties;
        }

        @Override
        String storedName(String unquoted) {
            // folding depends on lower_case_table_names; metadata lookups follow the same setting, so keep the name
            return unquoted;
        }

        @Override
        TableScope scope(Connection connection) throws SQLException {
            return new TableScope(connection.getCatalog(), null);
        }

        @Override
        String schemaWord() {
            return "database";
        }

        @Override
        String inSchema(String url, String schema) {
            return JdbcUrl.withDatabase(this, url, schema);
        }

        @Override
        String createSchema(String schema) {
            return "CREATE DATABASE IF NOT EXISTS " + schema;
        }

        @Override
        public String databaseExists(String database) {
            return "SELECT 1 FROM information_schema.schemata WHERE schema_name = '" + database + "'";
        }

        @Override
        String dropSchema(String schema) {
            return "DROP DATABASE IF EXISTS " + schema;
        }

        @Override
        String pageCache(Connection connection) throws SQLException {
            long bytes = Long.parseLong(single(connection, "SELECT @@innodb_buffer_pool_size"));
            return "innodb_buffer_pool_size " + (bytes % MIB == 0 ? bytes / MIB + " MiB" : bytes + " bytes");
        }

        /**
         * The pages InnoDB has allocated to the table's indexes, including the clustered index that holds the rows and
         * the off-page BLOB pages, in bytes. InnoDB's figures are statistics refreshed now and then, so ANALYZE TABLE
         * recounts them first (LOCAL: not replicated), and MySQL 8's cache of them is turned off for the session.
         */
        @Override
        long relationBytes(Connection connection, String schema, String table) throws SQLException {
            try (Statement statement = connection.createStatement()) {
                try {
                    statement.execute("SET SESSION information_schema_stats_expiry = 0");
                } catch (SQLException e) {
                    if (e.getErrorCode() != UNKNOWN_SYSTEM_VARIABLE) {
                        throw e;
                    }
                    // MariaDB keeps no such cache
                }
                // a missing table is an error row in the result, not an exception
                statement.execute("ANALYZE LOCAL TABLE " + (schema == null ? table : schema + "." + table));
            }
            try (PreparedStatement size = connection.prepareStatement("SELECT COALESCE(SUM(data_length"
                    + " + index_length), 0) FROM information_schema.tables WHERE table_schema = COALESCE(?, DATABASE())"
                    + " AND LOWER(table_name) = LOWER(?)")) {
                size.setString(1, schema);
                size.setString(2, table);
                try (ResultSet result = size.executeQuery()) {
                    result.next();
                    return result.getLong(1);
                }
            }
        }
    };

    private static final long MIB = 1024 * 1024;
    // ER_UNKNOWN_SYSTEM_VARIABLE
    private static final int UNKNOWN_SYSTEM_VARIABLE = 1193;

    static final int CONNECT_TIMEOUT_SECONDS = 10;

    private final StoreKind kind;
    private final String product;
    private final String driverClass;
    private final String urlPrefix;
    private final int defaultPort;
    private final Example localExample;
    private final Example composeExample;

    JdbcDialect(StoreKind kind, String product, String driverClass, String urlPrefix, int defaultPort,
                Example localExample, Example composeExample) {
        this.kind = kind;
        this.product = product;
        this.driverClass = driverClass;
        this.urlPrefix = urlPrefix;
        this.defaultPort = defaultPort;
        this.localExample = localExample;
        this.composeExample = composeExample;
    }

    /** A URL and user, for how-to messages. */
    public record Example(String url, String user) {
    }

    /** Where metadata lookups find the tables this connection creates without qualifying their names. */
    record TableScope(String catalog, String schema) {
    }

    public static Optional<JdbcDialect> of(StoreKind kind) {
        for (JdbcDialect dialect : values()) {
            if (dialect.kind == kind) {
                return Optional.of(dialect);
            }
        }
        return Optional.empty();
    }

    public StoreKind kind() {
        return kind;
    }

    /** The store's name as users type it: {@code postgresql}, {@code mysql}. */
    public String storeName() {
        return kind.cliName();
    }

    public String product() {
        return product;
    }

    public String driverClass() {
        return driverClass;
    }

    public String urlPrefix() {
        return urlPrefix;
    }

    public int defaultPort() {
        return defaultPort;
    }

    public SettingNames settings() {
        return new SettingNames("REPOBENCH_" + kind.name() + "_");
    }

    /** A server on this machine's default port. */
    public Example localExample() {
        return localExample;
    }

    /** The server {@link org.repobench.store.settings.Compose#UP} brings up. */
    public Example composeExample() {
        return composeExample;
    }

    /**
     * Statements that create table {@code to} like {@code from}, copy every row and gather the copy's statistics.
     * Names stay unquoted, exactly as ModeShape writes them, so the server folds them the same way. Without the
     * statistics a trial ran on a table the planner believed nearly empty, and MariaDB then joined the index rows by
     * block nested loop, many times slower than by index, which a server that has held its data for a while would
     * not do (docs/results/many-members.md#traversal-and-the-membership-index).
     */
    abstract List<String> copyTable(String from, String to);

    /**
     * What every connection of ours is opened with besides the credentials: a connect timeout, and the driver's
     * rewriting of an INSERT batch into multi-row INSERTs. Without it Connector/J sends each row of a batch as a
     * statement of its own, and a large fixture's load is bound by statements sent one row each (most of them the
     * index's), with MariaDB the busier process.
     */
    abstract Properties connectionProperties();

    /** How the server stores an identifier written without quotes. */
    abstract String storedName(String unquoted);

    abstract TableScope scope(Connection connection) throws SQLException;

    /** What this server calls the namespace of tables: "schema" (PostgreSQL), "database" (MySQL). */
    abstract String schemaWord();

    /** A URL for the same server and user whose connections create and find unqualified tables in {@code schema}. */
    abstract String inSchema(String url, String schema);

    abstract String createSchema(String schema);

    /** A query that returns a row when the server holds a database named {@code database} (a schema on MySQL). */
    public abstract String databaseExists(String database);

    /** Drops the schema with everything in it; a schema that does not exist is fine. */
    abstract String dropSchema(String schema);

    /**
     * The server's own page cache, as its setting is named and valued ("innodb_buffer_pool_size 128 MiB"): whether a
     * GET's rows are read from memory or from disk turns on it. MariaDB's default pool is 128 MiB, and InnoDB opens its
     * files with O_DIRECT, so what the pool does not hold is read from disk on every GET: a large collection's GET
     * whose rows outgrow the default pool reads them from disk each time
     * (docs/results/many-members.md#mysql-at-100000-where-the-time-goes).
     */
    abstract String pageCache(Connection connection) throws SQLException;

    private static String single(Connection connection, String query) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet result = statement.executeQuery(query)) {
            result.next();
            return result.getString(1);
        }
    }

    /**
     * Bytes the table occupies now, 0 when it does not exist; {@code schema} null means the connection's own. The
     * numbers are what the server allocated (pages), not the sum of the values stored.
     */
    abstract long relationBytes(Connection connection, String schema, String table) throws SQLException;
}
