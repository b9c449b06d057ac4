package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.repobench.ldp.Credentials;
import org.repobench.ldp.fedora.jetty12.Jetty12Server;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.s3.S3Settings;
import org.repobench.store.settings.Provisioning;

import java.io.IOException;
import java.io.StringReader;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The files and command lines a start writes, without starting anything. */
class LaunchFilesTest {
    private static final DatabaseServer POSTGRESQL = new DatabaseServer(JdbcDialect.POSTGRESQL,
            "jdbc:postgresql://127.0.0.1:5432/rbldp_x?sslmode=disable", "postgres", "pg-secret", Provisioning.EXPLICIT);
    private static final DatabaseServer MYSQL = new DatabaseServer(JdbcDialect.MYSQL,
            "jdbc:mysql://127.0.0.1:3306/rbldp_y", "root", "my-secret", Provisioning.EXPLICIT);

    @Test
    void fedora4NamesTheGivenDatabaseInItsRepositoryJsonAndNotOnTheCommandLine(@TempDir Path dir)
            throws IOException {
        Path home = dir.resolve("home");
        RunDirectory run = RunDirectory.create(home);
        ServerSpec spec = ServerSpec.of(TestBuilds.FEDORA_4_7_5, StoreKind.POSTGRESQL, Optional.of(POSTGRESQL),
                ServerTuning.cacheSize(777), Duration.ofMinutes(1));

        Fedora4Launch launch = Fedora4Launch.prepare(spec.build(), spec, ServerArtifacts.load(), run, home);

        Path json = run.conf().resolve("repository.json");
        String repository = Files.readString(json);
        assertTrue(repository.contains("\"connectionUrl\" : \"" + POSTGRESQL.url() + "\""), repository);
        assertTrue(repository.contains("\"driver\" : \"org.postgresql.Driver\""), repository);
        assertTrue(repository.contains("\"cacheSize\" : \"${fcrepo.modeshape.cacheSize:10000}\""), repository);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(json)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(run.conf())));
        List<String> command = launch.command(ServerOptions.LOOPBACK, 1234);
        assertTrue(command.contains("-Dfcrepo.modeshape.cacheSize=777"), command.toString());
        assertTrue(command.contains("--add-opens=java.base/java.lang=ALL-UNNAMED"));
        assertTrue(command.contains("-Dfcrepo.log=WARN"));
        assertTrue(command.contains("-Dfcrepo.home=" + home));
        assertTrue(String.join(" ", command).endsWith("--host 127.0.0.1 --port 1234 --path /fcrepo --log "
                + run.requestLog() + " " + TestBuilds.FEDORA_4_7_5.war()), "every request logged: " + command);
        assertFalse(String.join(" ", command).contains("pg-secret"));
        assertEquals(List.of("pg-secret"), launch.secrets());
        assertEquals(Optional.empty(), launch.credentials());
    }

    @Test
    void fedora4OnMysqlUsesTheDriverItsWarBundles() {
        String repository = Fedora4Launch.repositoryJson(Optional.of(MYSQL), Optional.empty());

        assertTrue(repository.contains("\"driver\" : \"com.mysql.jdbc.Driver\""), repository);
        assertTrue(repository.contains("\"connectionUrl\" : \"jdbc:mysql://127.0.0.1:3306/rbldp_y\""), repository);
        assertTrue(Fedora4Launch.repositoryJson(Optional.empty(), Optional.empty()).contains("\"type\" : \"file\""));
    }

    @Test
    void fedora4WithS3BinariesNamesTheRunsEndpointAndABucketOfItsOwnAndKeepsTheSecretKeyOffTheCommandLine(
            @TempDir Path dir) throws IOException {
        Map<String, String> settings = Map.of(S3Settings.ENDPOINT, "http://127.0.0.1:9999",
                S3Settings.ACCESS_KEY, "access-x", S3Settings.SECRET_KEY, "s3-secret");
        settings.forEach(System::setProperty);
        try {
            Path home = dir.resolve("home");
            RunDirectory run = RunDirectory.create(home);
            ServerSpec spec = ServerSpec.of(TestBuilds.FEDORA_4_7_5, StoreKind.FILE, Optional.empty(),
                    ServerTuning.DEFAULTS.binaryStore(BinaryStoreKind.S3), Duration.ofMinutes(1));

            Fedora4Launch launch = Fedora4Launch.prepare(spec.build(), spec, ServerArtifacts.load(), run, home);

            JsonNode binaries = new ObjectMapper().readTree(run.conf().resolve("repository.json").toFile())
                    .path("storage").path("binaryStorage");
            assertEquals("s3", binaries.path("type").asText(), binaries.toString());
            assertEquals("http://127.0.0.1:9999", binaries.path("endPoint").asText());
            assertEquals("repobench-rbldp-fedora-4-7-5-s3-" + ServerStorage.homeId(home) + "-file",
                    binaries.path("bucketName").asText());
            assertEquals("access-x", binaries.path("username").asText());
            assertEquals("s3-secret", binaries.path("password").asText());
            assertFalse(String.join(" ", launch.command(ServerOptions.LOOPBACK, 1234)).contains("s3-secret"));
            assertEquals(List.of("s3-secret"), launch.secrets());
        } finally {
            settings.keySet().forEach(System::clearProperty);
        }
    }

    @Test
    void fedora6MakesUpAPasswordPerStartAndKeepsItOffTheCommandLine(@TempDir Path dir) throws IOException {
        Path home = dir.resolve("home");
        ServerSpec spec = ServerSpec.of(TestBuilds.FEDORA_6_1_0, StoreKind.MYSQL, Optional.of(MYSQL),
                ServerTuning.DEFAULTS, Duration.ofMinutes(1));
        RunDirectory first = RunDirectory.create(home);
        RunDirectory second = RunDirectory.create(home);

        Fedora6Launch launch = Fedora6Launch.prepare(spec.build(), spec, ServerArtifacts.load(), first, home);
        Fedora6Launch again = Fedora6Launch.prepare(spec.build(), spec, ServerArtifacts.load(), second, home);

        Credentials credentials = launch.credentials().orElseThrow();
        assertEquals(Fedora6Launch.USER, credentials.user());
        assertNotEquals("fedoraAdmin", credentials.password());
        assertNotEquals(credentials.password(), again.credentials().orElseThrow().password());
        assertEquals(credentials.user() + ": " + credentials.password() + ",fedoraAdmin\n",
                Files.readString(first.conf().resolve("users.properties")));
        Properties settings = new Properties();
        settings.load(new StringReader(Files.readString(first.conf().resolve("fcrepo.properties"))));
        assertEquals("jdbc:mysql://127.0.0.1:3306/rbldp_y", settings.getProperty("fcrepo.db.url"));
        assertEquals("my-secret", settings.getProperty("fcrepo.db.password"));
        String command = String.join(" ", launch.command(ServerOptions.LOOPBACK, 4321));
        assertFalse(command.contains(credentials.password()));
        assertFalse(command.contains("my-secret"));
        assertTrue(command.contains("-Dfcrepo.jms.enabled=false"));
        assertTrue(command.contains("-Dfcrepo.config.file=" + first.conf().resolve("fcrepo.properties")));
        assertTrue(launch.secrets().containsAll(List.of(credentials.password(), "my-secret")));
    }

    /**
     * Both containers listen on the one address they are given, as {@code serve --bind} names it: jetty-runner's
     * {@code --host} (javax wars), the embedded Jetty 12's first argument (Jakarta ones).
     */
    @Test
    void eachContainerListensOnTheAddressItIsGivenOnly(@TempDir Path dir) throws IOException {
        InetAddress address = InetAddress.getByName("10.213.0.9");
        RunDirectory run = RunDirectory.create(dir.resolve("home"));
        Path war = dir.resolve("fcrepo.war");
        Optional<Path> users = Optional.of(dir.resolve("users.properties"));
        String javax = String.join(" ", ServletApi.JAVAX.serve(ServerArtifacts.load(), run, List.of(), address, 4321,
                war, Optional.empty()));
        assertTrue(javax.contains(" --host 10.213.0.9 --port 4321 --path /fcrepo "), javax);
        List<String> jakarta = ServletApi.JAKARTA.serve(ServerArtifacts.load(), run, List.of(), address, 4321, war,
                users);
        int main = jakarta.indexOf(Jetty12Server.class.getName());
        assertEquals(List.of("10.213.0.9", "4321", "/fcrepo"), jakarta.subList(main + 1, main + 4), jakarta.toString());
    }

    @Test
    void fedora6OnFilesKeepsItsIndexInH2WithAFileLock(@TempDir Path dir) throws IOException {
        Path home = dir.resolve("home");
        ServerSpec spec = ServerSpec.of(TestBuilds.FEDORA_6_1_0, StoreKind.FILE, Optional.empty(),
                ServerTuning.DEFAULTS, Duration.ofMinutes(1));
        Properties settings = new Properties();

        settings.load(new StringReader(Fedora6Launch.databaseSettings(spec, home)));

        assertEquals("jdbc:h2:" + home.resolve("data/fcrepo-h2") + ";FILE_LOCK=FILE;DB_CLOSE_ON_EXIT=FALSE",
                settings.getProperty("fcrepo.db.url"));
        assertEquals(null, settings.getProperty("fcrepo.db.password"));
    }
}
