package org.repobench.store.jdbc;

import org.repobench.store.settings.Compose;

/** The one-line advice on how to give the suite a database server, shared by every message that needs it. */
public final class HowTo {
    private HowTo() {
    }

    /** "set REPOBENCH_POSTGRESQL_URL=... or start the compose servers". */
    public static String provide(JdbcDialect dialect) {
        SettingNames names = dialect.settings();
        JdbcDialect.Example local = dialect.localExample();
        JdbcDialect.Example compose = dialect.composeExample();
        return "set " + names.url() + " (e.g. " + local.url() + "), " + names.user() + " (e.g. " + local.user()
                + ") and, if the server needs one, " + names.password()
                + " (environment variables or -D system properties), or run `" + Compose.UP + "` and set "
                + names.url() + "=" + compose.url() + " " + names.user() + "=" + compose.user();
    }

    /** "e.g. jdbc:postgresql://127.0.0.1:5432/postgres, or ... after `docker compose ... up -d`". */
    public static String exampleUrls(JdbcDialect dialect) {
        return "e.g. " + dialect.localExample().url() + ", or " + dialect.composeExample().url()
                + " after `" + Compose.UP + "`";
    }

    /** The message of a fork (or any JVM) asked for a store no server was configured for. */
    public static String notConfigured(JdbcDialect dialect) {
        return "store " + dialect.storeName() + " has no server: " + dialect.settings().url()
                + " is not set; " + provide(dialect);
    }
}
