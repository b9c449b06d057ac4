package org.repobench.store.jdbc;

import org.repobench.store.settings.Provisioning;

import java.util.Objects;

/**
 * One database server a store runs on, with its credentials. {@link #toString()} leaves the password out, and the
 * URL is validated so that no fork ever sees a {@code jdbc:tc:} URL.
 */
public record DatabaseServer(JdbcDialect dialect, String url, String user, String password, Provisioning provisioning) {

    public DatabaseServer {
        Objects.requireNonNull(dialect, "dialect");
        Objects.requireNonNull(url, "url");
        Objects.requireNonNull(user, "user");
        password = password == null ? "" : password;
        Objects.requireNonNull(provisioning, "provisioning");
        JdbcUrl.requireAccepted(dialect, dialect.settings().url(), url);
    }

    public ServerAddress address() {
        return JdbcUrl.address(dialect, url);
    }

    /** "store postgresql at 127.0.0.1:5432": how every message about this server starts. */
    public String subject() {
        return "store " + dialect.storeName() + " at " + address().hostPort();
    }

    @Override
    public String toString() {
        return "DatabaseServer[" + dialect.storeName() + " " + JdbcUrl.redacted(url) + " user=" + user + " ("
                + provisioning.label() + ")]";
    }
}
