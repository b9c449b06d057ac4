package org.repobench.provision;

import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.jdbc.ServerInfo;

import java.util.Optional;

/**
 * Where one database comes from for this run: a server that answered (perhaps one this JVM started and must stop),
 * or the reason there is none, saying how to provide it.
 */
public final class Resolution implements AutoCloseable {
    private final JdbcDialect dialect;
    private final DatabaseServer database;
    private final ServerInfo server;
    private final StartedServer started;
    private final String note;
    private final String reason;

    private Resolution(JdbcDialect dialect, DatabaseServer database, ServerInfo server, StartedServer started,
                       String note, String reason) {
        this.dialect = dialect;
        this.database = database;
        this.server = server;
        this.started = started;
        this.note = note;
        this.reason = reason;
    }

    /** {@code started} is null for a server this JVM did not start; {@code note} says what was tried first, or "". */
    static Resolution available(DatabaseServer database, ServerInfo server, StartedServer started, String note) {
        return new Resolution(database.dialect(), database, server, started, note, null);
    }

    static Resolution unavailable(JdbcDialect dialect, String reason) {
        return new Resolution(dialect, null, null, null, "", reason);
    }

    public JdbcDialect dialect() {
        return dialect;
    }

    public boolean isAvailable() {
        return database != null;
    }

    public Optional<DatabaseServer> database() {
        return Optional.ofNullable(database);
    }

    /** One line: why the database cannot be used and how to provide it; empty when it is available. */
    public Optional<String> reason() {
        return Optional.ofNullable(reason);
    }

    /**
     * One line for the launcher's log, e.g. "PostgreSQL 15.20 at 127.0.0.1:5432/postgres (from
     * REPOBENCH_POSTGRESQL_URL)" or "embedded PostgreSQL 14.15 on 127.0.0.1:41234 (no Docker engine; set
     * REPOBENCH_POSTGRESQL_URL to use your own)"; see {@link SourceLine}.
     */
    public String source() {
        if (database == null) {
            return "unavailable: " + reason;
        }
        String address = started == null ? database.address().toString() : database.address().hostPort();
        return SourceLine.of(server.server(), address, database.provisioning(),
                started == null ? null : started.description(), note, dialect.settings().url());
    }

    /** Stops the server if this JVM started it. */
    @Override
    public void close() throws Exception {
        if (started != null) {
            started.close();
        }
    }
}
