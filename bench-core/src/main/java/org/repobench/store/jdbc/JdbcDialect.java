package org.repobench.store.jdbc;

import org.repobench.store.StoreKind;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/** What differs between the relational servers: driver, URL form, identifier folding and the table-copy SQL. */
public enum JdbcDialect {
    POSTGRESQL(StoreKind.POSTGRESQL, "PostgreSQL", "org.postgresql.Driver", "jdbc:postgresql:", 5432,
            new Example("jdbc:postgresql://127.0.0.1:5432/postgres", "postgres"),
            new Example("jdbc:postgresql://127.0.0.1:55432/repobench", "postgres")) {
        @Override
        List<String> copyTable(String from, String to) {
            // INCLUDING ALL brings the primary key and defaults; the copy must look exactly like ModeShape's table
            return List.of("CREATE TABLE " + to + " (LIKE " + from + " INCLUDING ALL)",
                    "INSERT INTO " + to + " SELECT * FROM " + from);
        }

        @Override
        Properties connectTimeouts() {
            Properties timeouts = new Properties();
            timeouts.setProperty("connectTimeout", String.valueOf(CONNECT_TIMEOUT_SECONDS));
            timeouts.setProperty("loginTimeout", String.valueOf(CONNECT_TIMEOUT_SECONDS));
            return timeouts;
        }

        @Override
        String storedName(String unquoted) {
            return unquoted.toLowerCase(Locale.ROOT);
        }

        @Override
        TableScope scope(Connection connection) throws SQLException {
            return new TableScope(null, connection.getSchema());
        }
    },

    /** MySQL, and MariaDB through MySQL Connector/J: ModeShape rejects the product name MariaDB's own driver reports. */
    MYSQL(StoreKind.MYSQL, "MySQL", "com.mysql.cj.jdbc.Driver", "jdbc:mysql:", 3306,
            new Example("jdbc:mysql://127.0.0.1:3306/test", "root"),
            new Example("jdbc:mysql://127.0.0.1:53306/repobench", "root")) {
        @Override
        List<String> copyTable(String from, String to) {
            return List.of("CREATE TABLE " + to + " LIKE " + from, "INSERT INTO " + to + " SELECT * FROM " + from);
        }

        @Override
        Properties connectTimeouts() {
            Properties timeouts = new Properties();
            timeouts.setProperty("connectTimeout", String.valueOf(CONNECT_TIMEOUT_SECONDS * 1000));
            return timeouts;
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
    };

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

    /** The server {@code docker compose -f docker/compose.yml up -d} brings up. */
    public Example composeExample() {
        return composeExample;
    }

    /**
     * Statements that create table {@code to} like {@code from} and copy every row. Names stay unquoted, exactly
     * as ModeShape writes them, so the server folds them the same way.
     */
    abstract List<String> copyTable(String from, String to);

    abstract Properties connectTimeouts();

    /** How the server stores an identifier written without quotes. */
    abstract String storedName(String unquoted);

    abstract TableScope scope(Connection connection) throws SQLException;
}
