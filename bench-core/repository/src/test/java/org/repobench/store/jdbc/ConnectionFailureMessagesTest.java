package org.repobench.store.jdbc;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.provision.EveryStore;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreLocation;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Environment;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad settings against the real servers named by REPOBENCH_&lt;STORE&gt;_URL: each failure is one line naming the
 * store, host:port and cause, and the password appears neither in it nor in anything printed meanwhile.
 */
class ConnectionFailureMessagesTest {
    /** The database servers these tests need: the settings' URLs, else the embedded ones (see EveryStore). */
    @BeforeAll
    static void databases() {
        EveryStore.kinds();
    }

    private static final String PASSWORD = "Sw0rdfish-repobench-7731";
    private static final String MYSQL_USER = "rbt_password_user";

    @TempDir
    Path dir;

    @Test
    void postgresqlWrongPort() throws Exception {
        int port = unusedPort();
        String message = failure(JdbcDialect.POSTGRESQL, "jdbc:postgresql://127.0.0.1:" + port + "/postgres",
                "postgres");
        assertTrue(message.startsWith("store postgresql at 127.0.0.1:" + port + ": connection refused — is the"
                + " server running?"), message);
        assertTrue(message.contains("REPOBENCH_POSTGRESQL_URL"), message);
    }

    @Test
    void postgresqlMissingDatabase() throws Exception {
        ServerAddress server = configured(JdbcDialect.POSTGRESQL).address();
        String message = failure(JdbcDialect.POSTGRESQL, "jdbc:postgresql://" + server.hostPort()
                + "/rbt_no_such_database", configured(JdbcDialect.POSTGRESQL).user());
        assertTrue(message.startsWith("store postgresql at " + server.hostPort() + ": database"
                + " 'rbt_no_such_database' does not exist"), message);
    }

    /** The local server trusts 127.0.0.1, so any password passes there; an unknown role fails authentication. */
    @Test
    void postgresqlUnknownRole() throws Exception {
        DatabaseServer configured = configured(JdbcDialect.POSTGRESQL);
        String message = failure(JdbcDialect.POSTGRESQL, configured.url(), "rbt_no_such_role");
        assertTrue(message.startsWith("store postgresql at " + configured.address().hostPort()
                + ": authentication failed for user 'rbt_no_such_role'"), message);
        assertTrue(message.contains("REPOBENCH_POSTGRESQL_PASSWORD"), message);
    }

    @Test
    void mysqlWrongPort() throws Exception {
        int port = unusedPort();
        String message = failure(JdbcDialect.MYSQL, "jdbc:mysql://127.0.0.1:" + port + "/test", "root");
        assertTrue(message.startsWith("store mysql at 127.0.0.1:" + port + ": connection refused — is the server"
                + " running?"), message);
    }

    @Test
    void mysqlMissingDatabase() throws Exception {
        DatabaseServer configured = configured(JdbcDialect.MYSQL);
        String hostPort = configured.address().hostPort();
        String message = failure(JdbcDialect.MYSQL, "jdbc:mysql://" + hostPort + "/rbt_no_such_database",
                configured.user(), configured.password());
        assertTrue(message.startsWith("store mysql at " + hostPort + ": database 'rbt_no_such_database' does not"
                + " exist"), message);
    }

    @Test
    void mysqlUserThatDoesNotExist() throws Exception {
        DatabaseServer configured = configured(JdbcDialect.MYSQL);
        String message = failure(JdbcDialect.MYSQL, configured.url(), "rbt_no_such_user");
        assertTrue(message.startsWith("store mysql at " + configured.address().hostPort()
                + ": authentication failed for user 'rbt_no_such_user' (server: Access denied"), message);
    }

    @Test
    void mysqlWrongPassword() throws Exception {
        DatabaseServer configured = configured(JdbcDialect.MYSQL);
        withMysqlUser(configured, "Right-password-1", () -> {
            String message = failure(JdbcDialect.MYSQL, configured.url(), MYSQL_USER);
            assertTrue(message.startsWith("store mysql at " + configured.address().hostPort()
                    + ": authentication failed for user '" + MYSQL_USER + "' (server: Access denied"), message);
            assertFalse(message.contains("Right-password-1"), message);
        });
    }

    /** A password that works must not leak either: not through ModeShape, HikariCP or the store's description. */
    @Test
    void mysqlPasswordOfAWorkingServerIsNeverPrinted() throws Exception {
        DatabaseServer configured = configured(JdbcDialect.MYSQL);
        withMysqlUser(configured, PASSWORD, () -> {
            Environment environment = settings(JdbcDialect.MYSQL, configured.url(), MYSQL_USER, PASSWORD);
            StoreLocation at = new StoreLocation(dir.resolve("mysql"), "rbt_password_roundtrip");
            String printed = RoundTrip.printedWhileRoundTripping(
                    () -> JdbcStores.backend(JdbcDialect.MYSQL, environment, JdbcConnections::check), at,
                    "secret-free");
            assertFalse(printed.contains(PASSWORD), "the password was printed");
            assertTrue(printed.contains("store=mysql"), "what the store printed was captured: " + printed);
        });
    }

    /** The password of the store and of its connection pool never reaches the log; the trusting server ignores it. */
    @Test
    void postgresqlPasswordIsNeverPrinted() throws Exception {
        DatabaseServer configured = configured(JdbcDialect.POSTGRESQL);
        Environment environment = settings(JdbcDialect.POSTGRESQL, configured.url(), configured.user(), PASSWORD);
        StoreLocation at = new StoreLocation(dir.resolve("postgresql"), "rbt_password_roundtrip");
        try (CapturedOutput output = new CapturedOutput()) {
            StoreBackend backend = JdbcStores.backend(JdbcDialect.POSTGRESQL, environment, JdbcConnections::check);
            try {
                RoundTrip.writeTitle(backend, at, "/a", "secret-free");
                System.out.println(backend.describe());
            } finally {
                backend.delete(at);
            }
            assertFalse(output.text().contains(PASSWORD), "the password was printed");
        }
    }

    /** The failure message of opening the store with these settings, checked for one line and no password. */
    private static String failure(JdbcDialect dialect, String url, String user) throws Exception {
        return failure(dialect, url, user, PASSWORD);
    }

    private static String failure(JdbcDialect dialect, String url, String user, String password) {
        Environment environment = settings(dialect, url, user, password);
        try (CapturedOutput output = new CapturedOutput()) {
            StoreUnavailableException e = assertThrows(StoreUnavailableException.class,
                    () -> JdbcStores.backend(dialect, environment, JdbcConnections::check));
            String message = e.getMessage();
            assertFalse(message.contains("\n") || message.contains("\r"), "one line: " + message);
            if (!password.isEmpty()) {
                assertFalse(message.contains(password), message);
                assertFalse(output.text().contains(password), "printed: " + output.text());
            }
            System.out.println("failure message: " + message);
            return message;
        }
    }

    private static Environment settings(JdbcDialect dialect, String url, String user, String password) {
        SettingNames names = dialect.settings();
        Map<String, String> properties = new HashMap<>();
        properties.put(names.url(), url);
        properties.put(names.user(), user);
        properties.put(names.password(), password);
        return Environment.of(properties, Map.of());
    }

    private static DatabaseServer configured(JdbcDialect dialect) {
        return ExplicitServer.lookup(dialect, Environment.system()).orElseThrow();
    }

    private static int unusedPort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private interface Body {
        void run() throws Exception;
    }

    /** Runs {@code body} while a MySQL user {@value MYSQL_USER} with {@code password} exists. */
    private static void withMysqlUser(DatabaseServer admin, String password, Body body) throws Exception {
        String database = admin.address().database();
        try (Connection connection = JdbcConnections.open(admin); Statement statement = connection.createStatement()) {
            for (String host : new String[]{"%", "localhost"}) {
                statement.execute("DROP USER IF EXISTS '" + MYSQL_USER + "'@'" + host + "'");
                statement.execute("CREATE USER '" + MYSQL_USER + "'@'" + host + "' IDENTIFIED BY '" + password + "'");
                statement.execute("GRANT ALL ON " + database + ".* TO '" + MYSQL_USER + "'@'" + host + "'");
            }
            try {
                body.run();
            } finally {
                for (String host : new String[]{"%", "localhost"}) {
                    statement.execute("DROP USER IF EXISTS '" + MYSQL_USER + "'@'" + host + "'");
                }
            }
        }
    }
}
