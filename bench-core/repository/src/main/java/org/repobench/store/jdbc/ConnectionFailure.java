package org.repobench.store.jdbc;

import org.repobench.api.Causes;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Turns a failed connection into one line naming the store, host:port and the cause, with what to change. Nothing a
 * driver says is repeated without first removing the password from it.
 */
final class ConnectionFailure {
    // Shorter passwords are not scrubbed: replacing every "ab" in a message would garble it, and a driver that
    // echoed a password would echo a long one as readily
    private static final int MIN_SCRUBBED_LENGTH = 4;
    private static final int FIRST_LINE_LIMIT = 200;

    private ConnectionFailure() {
    }

    static String message(DatabaseServer database, SQLException failure) {
        return database.subject() + ": " + cause(database, failure);
    }

    /** "store postgresql at h:5432: cannot drop table t: <first line>", with the scrubbed failure as its cause. */
    static IOException io(DatabaseServer database, String what, SQLException failure) {
        return new IOException(database.subject() + ": " + what + ": " + firstLine(database, failure),
                scrubbed(database, failure));
    }

    /** The failure with the password removed from every message in its cause chain; stack traces are kept. */
    static Throwable scrubbed(DatabaseServer database, Throwable failure) {
        if (failure == null) {
            return null;
        }
        Scrubbed copy = new Scrubbed(failure.getClass().getName() + ": " + scrub(database, failure.getMessage()),
                scrubbed(database, failure.getCause() == failure ? null : failure.getCause()));
        copy.setStackTrace(failure.getStackTrace());
        return copy;
    }

    private static String cause(DatabaseServer database, SQLException failure) {
        SettingNames names = database.dialect().settings();
        ServerAddress address = database.address();
        for (Throwable t : Causes.of(failure)) {
            if (t instanceof ConnectException) {
                String what = t.getMessage() != null && t.getMessage().toLowerCase(Locale.ROOT).contains("refused")
                        ? "connection refused" : "cannot connect (" + scrub(database, t.getMessage()) + ")";
                return what + " — is the server running? Start it, or set " + names.url() + " to a running server ("
                        + HowTo.exampleUrls(database.dialect()) + ")";
            }
            if (t instanceof UnknownHostException) {
                return "unknown host '" + address.host() + "' — correct the host in " + names.url();
            }
            if (t instanceof NoRouteToHostException) {
                return "no route to host — is " + address.host() + " reachable from this machine? Check "
                        + names.url();
            }
            if (t instanceof SocketTimeoutException) {
                return "no answer within " + JdbcDialect.CONNECT_TIMEOUT_SECONDS
                        + " s — is the host reachable and the port open? Check " + names.url();
            }
        }
        String state = failure.getSQLState() == null ? "" : failure.getSQLState();
        int code = failure.getErrorCode();
        if (state.equals("28P01") || state.equals("28000") || code == 1045 || code == 1698) {
            return "authentication failed for user '" + database.user() + "' (server: " + firstLine(database, failure)
                    + ") — check " + names.user() + " and " + names.password();
        }
        if (state.equals("3D000") || code == 1049) {
            return "database '" + address.database() + "' does not exist — create it, or name an existing one in "
                    + names.url();
        }
        if (code == 1044) {
            return "user '" + database.user() + "' may not use database '" + address.database() + "' (server: "
                    + firstLine(database, failure) + ") — grant access or change " + names.url();
        }
        return firstLine(database, failure) + (state.isEmpty() ? "" : " (SQLState " + state + ")");
    }

    /** The first line of the failure's message, without the password. */
    static String firstLine(DatabaseServer database, Throwable failure) {
        String message = scrub(database, failure.getMessage());
        String line = message.strip().split("\\R", 2)[0];
        return line.length() > FIRST_LINE_LIMIT ? line.substring(0, FIRST_LINE_LIMIT) + "..." : line;
    }

    static String scrub(DatabaseServer database, String message) {
        if (message == null) {
            return "";
        }
        String scrubbed = JdbcUrl.redacted(message);
        String password = database.password();
        if (password.length() >= MIN_SCRUBBED_LENGTH) {
            scrubbed = scrubbed.replace(password, "***");
        }
        return scrubbed;
    }

    /** A cause-chain entry whose message has been scrubbed; it keeps the original class name in the message. */
    private static final class Scrubbed extends Exception {
        Scrubbed(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
