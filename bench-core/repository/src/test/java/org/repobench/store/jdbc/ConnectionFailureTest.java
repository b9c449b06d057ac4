package org.repobench.store.jdbc;

import org.junit.jupiter.api.Test;
import org.repobench.store.settings.Provisioning;

import java.net.ConnectException;
import java.net.UnknownHostException;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Messages for failures that need no server to produce; the real servers' failures are in
 * ConnectionFailureMessagesTest.
 */
class ConnectionFailureTest {
    private static final String PASSWORD = "Sw0rdfish-42";
    private static final DatabaseServer TARGET = new DatabaseServer(JdbcDialect.POSTGRESQL,
            "jdbc:postgresql://db.example.org:5499/bench", "bench", PASSWORD, Provisioning.EXPLICIT);

    @Test
    void refusedConnectionNamesStoreHostPortAndHowTo() {
        SQLException failure = new SQLException("Connection to db.example.org:5499 refused.", "08001",
                new ConnectException("Connection refused"));
        String message = ConnectionFailure.message(TARGET, failure);
        assertTrue(message.startsWith("store postgresql at db.example.org:5499: connection refused — is the server"
                + " running?"), message);
        assertTrue(message.contains("REPOBENCH_POSTGRESQL_URL"), message);
        assertOneLineWithoutPassword(message);
    }

    @Test
    void unknownHostIsNamed() {
        SQLException failure = new SQLException("The connection attempt failed.", "08001",
                new UnknownHostException("db.example.org"));
        assertTrue(ConnectionFailure.message(TARGET, failure).contains("unknown host 'db.example.org'"));
    }

    @Test
    void aPasswordEchoedByTheDriverIsScrubbedFromMessageAndCauses() {
        SQLException failure = new SQLException("FATAL: no such thing\nas password " + PASSWORD, "XX000",
                new IllegalStateException("nested " + PASSWORD));
        String message = ConnectionFailure.message(TARGET, failure);
        assertOneLineWithoutPassword(message);
        for (Throwable t = ConnectionFailure.scrubbed(TARGET, failure); t != null; t = t.getCause()) {
            assertFalse(t.getMessage().contains(PASSWORD), t.getMessage());
        }
    }

    @Test
    void authenticationFailureNamesUserAndSettings() {
        SQLException failure = new SQLException("FATAL: password authentication failed for user \"bench\"", "28P01");
        String message = ConnectionFailure.message(TARGET, failure);
        assertEquals("store postgresql at db.example.org:5499: authentication failed for user 'bench' (server: FATAL:"
                + " password authentication failed for user \"bench\") — check REPOBENCH_POSTGRESQL_USER and"
                + " REPOBENCH_POSTGRESQL_PASSWORD", message);
    }

    static void assertOneLineWithoutPassword(String message) {
        assertFalse(message.contains("\n") || message.contains("\r"), "one line: " + message);
        assertFalse(message.contains(PASSWORD), message);
    }
}
