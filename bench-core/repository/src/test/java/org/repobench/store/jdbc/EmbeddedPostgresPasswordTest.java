package org.repobench.store.jdbc;

import org.repobench.store.settings.Environment;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.store.StoreLocation;
import org.repobench.store.StoreUnavailableException;

import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A wrong PostgreSQL password, for real: the local server trusts 127.0.0.1, so this test starts an embedded one whose
 * pg_hba.conf demands SCRAM passwords from every role but the superuser, and a role with a password.
 */
class EmbeddedPostgresPasswordTest {
    private static final String ROLE = "rbt_password_role";
    private static final String RIGHT = "Right-Secret-4417";
    private static final String WRONG = "Wrong-Secret-9023";

    @TempDir
    static Path dir;
    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void startServerDemandingPasswords() throws Exception {
        Path hba = dir.resolve("pg_hba.conf");
        Files.writeString(hba, String.join("\n",
                "local all all trust",
                "host all postgres 127.0.0.1/32 trust",
                "host all postgres ::1/128 trust",
                "host all all 127.0.0.1/32 scram-sha-256",
                "host all all ::1/128 scram-sha-256", ""));
        postgres = EmbeddedPostgres.builder()
                .setServerConfig("hba_file", hba.toString())
                .setOutputRedirector(Redirect.DISCARD)
                .setErrorRedirector(Redirect.DISCARD)
                .start();
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE ROLE " + ROLE + " LOGIN PASSWORD '" + RIGHT + "'");
            statement.execute("GRANT CREATE ON SCHEMA public TO " + ROLE);
        }
    }

    @AfterAll
    static void stop() throws Exception {
        postgres.close();
    }

    @Test
    void aWrongPasswordIsOneLineNamingTheUserAndNeverThePassword() {
        try (CapturedOutput output = new CapturedOutput()) {
            StoreUnavailableException e = assertThrows(StoreUnavailableException.class,
                    () -> JdbcStores.backend(JdbcDialect.POSTGRESQL, settings(WRONG), JdbcConnections::check));
            String message = e.getMessage();
            System.out.println("failure message: " + message);
            assertTrue(message.startsWith("store postgresql at 127.0.0.1:" + postgres.getPort()
                    + ": authentication failed for user '" + ROLE + "' (server: FATAL: password authentication"
                    + " failed for user \"" + ROLE + "\") — check REPOBENCH_POSTGRESQL_USER and"
                    + " REPOBENCH_POSTGRESQL_PASSWORD"), message);
            assertFalse(message.contains("\n"), message);
            assertFalse(message.contains(WRONG) || message.contains(RIGHT), message);
            assertFalse(output.text().contains(WRONG), output.text());
        }
    }

    @Test
    void theRightPasswordOpensTheStoreAndIsNeverPrinted() throws Exception {
        StoreLocation at = new StoreLocation(dir.resolve("store"), "rbt_password_store");
        String printed = RoundTrip.printedWhileRoundTripping(
                () -> JdbcStores.backend(JdbcDialect.POSTGRESQL, settings(RIGHT), JdbcConnections::check), at,
                "behind a password");
        assertFalse(printed.contains(RIGHT), "the password was printed");
    }

    private static Environment settings(String password) {
        return Environment.of(Map.of("REPOBENCH_POSTGRESQL_URL", "jdbc:postgresql://127.0.0.1:" + postgres.getPort()
                        + "/postgres", "REPOBENCH_POSTGRESQL_USER", ROLE, "REPOBENCH_POSTGRESQL_PASSWORD", password),
                Map.of());
    }
}
