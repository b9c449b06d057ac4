package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.ServerInfo;
import org.repobench.store.s3.S3Endpoint;
import org.repobench.store.settings.Environment;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.settings.Compose;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.repobench.provision.DockerProbe.answering;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where the S3 endpoint comes from, with fakes for Docker, MinIO, S3Proxy and the endpoint check. */
class S3ResolverTest {
    private static final S3Check WORKS = endpoint -> {
    };

    private final FakeS3Launcher containers =
            FakeS3Launcher.serving(Provisioning.TESTCONTAINERS, 32770, "minio-secret");
    private final FakeS3Launcher embedded = FakeS3Launcher.serving(Provisioning.EMBEDDED, 41235, "proxy-secret");
    private final AtomicInteger dockerProbes = new AtomicInteger();
    private final List<S3Endpoint> checked = new ArrayList<>();

    @Test
    void anExplicitEndpointComesFirstAndIsChecked() {
        Environment environment = Environment.of(Map.of(), Map.of("REPOBENCH_S3_ENDPOINT", "http://10.1.2.3:9000",
                "REPOBENCH_S3_ACCESS_KEY", "bench", "REPOBENCH_S3_SECRET_KEY", "explicit-Secret-1",
                "REPOBENCH_S3_BUCKET", "team-a"));

        S3Resolution resolution = resolver(environment, true, WORKS).resolve();

        S3Endpoint endpoint = resolution.endpoint().orElseThrow();
        assertEquals("http://10.1.2.3:9000", endpoint.url());
        assertEquals("team-a", endpoint.bucketPrefix());
        assertEquals("explicit-Secret-1", endpoint.secretKey());
        assertEquals(Provisioning.EXPLICIT, endpoint.provisioning());
        assertEquals(List.of(endpoint), checked);
        assertEquals(0, dockerProbes.get(), "Docker is not even asked");
        assertTrue(containers.requests.isEmpty() && embedded.requests.isEmpty());
        assertEquals("S3 endpoint at 10.1.2.3:9000 (from REPOBENCH_S3_ENDPOINT)", resolution.source());
    }

    @Test
    void withDockerMinioStartsInAContainer() {
        S3Resolution resolution = resolver(Environment.of(Map.of(), Map.of()), true, WORKS).resolve();

        assertEquals(Provisioning.TESTCONTAINERS, resolution.endpoint().orElseThrow().provisioning());
        assertEquals(List.of("repobench"), containers.requests, "the default bucket prefix");
        assertTrue(embedded.requests.isEmpty());
        assertEquals("FakeS3 1.0 in fake testcontainers on 127.0.0.1:32770 (set REPOBENCH_S3_ENDPOINT to use your"
                + " own)", resolution.source());
    }

    @Test
    void withoutDockerTheEmbeddedServerStartsAndOneQuietLineSaysSo() {
        S3Resolution resolution = resolver(Environment.of(Map.of(), Map.of()), false, WORKS).resolve();

        assertEquals(Provisioning.EMBEDDED, resolution.endpoint().orElseThrow().provisioning());
        assertTrue(containers.requests.isEmpty());
        assertEquals(1, embedded.requests.size());
        assertEquals("embedded FakeS3 1.0 on 127.0.0.1:41235 (no Docker engine; set REPOBENCH_S3_ENDPOINT to use"
                + " your own)", resolution.source());
    }

    @Test
    void aContainerThatFailsFallsBackToTheEmbeddedServerAndSaysWhy() {
        FakeS3Launcher broken = FakeS3Launcher.failing("testcontainers minio/minio did not start: pull access denied");
        S3Resolution resolution = new S3Resolver(Environment.of(Map.of(), Map.of()), answering(true), broken, embedded,
                WORKS).resolve();

        assertEquals(Provisioning.EMBEDDED, resolution.endpoint().orElseThrow().provisioning());
        assertEquals("embedded FakeS3 1.0 on 127.0.0.1:41235 (testcontainers minio/minio did not start: pull access"
                + " denied; set REPOBENCH_S3_ENDPOINT to use your own)", resolution.source());
    }

    @Test
    void aStartedServerThatDoesNotAnswerIsStoppedAndTheNextPathTried() {
        S3Check refusesContainers = endpoint -> {
            if (endpoint.provisioning() == Provisioning.TESTCONTAINERS) {
                throw new StoreUnavailableException("s3 endpoint " + endpoint.hostPort() + ": connection refused");
            }
        };
        S3Resolution resolution = resolver(Environment.of(Map.of(), Map.of()), true, refusesContainers).resolve();

        assertEquals(Provisioning.EMBEDDED, resolution.endpoint().orElseThrow().provisioning());
        assertTrue(containers.servers.get(0).closed, "the container that did not answer is stopped");
        assertTrue(resolution.source().contains("testcontainers server started but did not answer: s3 endpoint"
                + " 127.0.0.1:32770: connection refused"), resolution.source());
    }

    @Test
    void withNothingAvailableTheReasonIsOneLineSayingHowToProvideAnEndpoint() {
        FakeS3Launcher noEmbedded = FakeS3Launcher.failing("embedded S3Proxy 2.6.0 did not start: Address already in"
                + " use");
        S3Resolution resolution = new S3Resolver(Environment.of(Map.of(), Map.of()), answering(false), containers,
                noEmbedded, WORKS).resolve();

        assertFalse(resolution.isAvailable());
        String reason = resolution.reason().orElseThrow();
        assertTrue(reason.startsWith("binaryStore=S3 is unavailable: REPOBENCH_S3_ENDPOINT is not set; no Docker"
                + " engine; embedded S3Proxy 2.6.0 did not start: Address already in use. To provide it, set"
                + " REPOBENCH_S3_ENDPOINT"), reason);
        assertTrue(reason.contains(Compose.UP + " minio"), reason);
        assertFalse(reason.contains("\n"), reason);
        assertTrue(containers.requests.isEmpty());
    }

    @Test
    void anExplicitEndpointThatFailsTheCheckIsReportedNotReplaced() {
        Environment environment = Environment.of(Map.of(), Map.of("REPOBENCH_S3_ENDPOINT", "http://127.0.0.1:9999",
                "REPOBENCH_S3_ACCESS_KEY", "a", "REPOBENCH_S3_SECRET_KEY", "s"));
        S3Check refused = endpoint -> {
            throw new StoreUnavailableException("s3 endpoint 127.0.0.1:9999: connection refused");
        };

        S3Resolution resolution = resolver(environment, true, refused).resolve();

        assertEquals("s3 endpoint 127.0.0.1:9999: connection refused", resolution.reason().orElseThrow());
        assertTrue(containers.requests.isEmpty() && embedded.requests.isEmpty());
    }

    @Test
    void anEndpointWithoutItsSecretKeyNamesTheMissingSetting() {
        Environment environment = Environment.of(Map.of("REPOBENCH_S3_ENDPOINT", "http://127.0.0.1:9000",
                "REPOBENCH_S3_ACCESS_KEY", "a"), Map.of());

        S3Resolution resolution = resolver(environment, true, WORKS).resolve();

        assertEquals("binaryStore=S3: REPOBENCH_S3_ENDPOINT is set but REPOBENCH_S3_SECRET_KEY is not; set it"
                + " (environment variable or -D system property)", resolution.reason().orElseThrow());
    }

    @Test
    void badSettingsAreOneLineNamingTheSettingTheValueAndWhatIsAccepted() {
        assertEquals("REPOBENCH_S3_ENDPOINT 's3.example.org:9000' is not accepted: accepted: http://host:port or"
                        + " https://host[:port], nothing after the port (buckets are named by the suite)",
                reasonFor(Map.of("REPOBENCH_S3_ENDPOINT", "s3.example.org:9000")));
        assertEquals("REPOBENCH_S3_ENDPOINT 'http://***@s3.example.org' is not accepted: give the keys in"
                        + " REPOBENCH_S3_ACCESS_KEY and REPOBENCH_S3_SECRET_KEY, not in the URL",
                reasonFor(Map.of("REPOBENCH_S3_ENDPOINT", "http://key:url-Secret-2@s3.example.org:9000")));
        assertEquals("REPOBENCH_S3_BUCKET 'My_Bucket' is not accepted: accepted: 1-30 characters of a-z, 0-9 and -,"
                        + " starting with a letter or digit (each store location gets a bucket named"
                        + " <prefix>-<location>)",
                reasonFor(Map.of("REPOBENCH_S3_BUCKET", "My_Bucket")));
    }

    @Test
    void dockerIsProbedOnceForDatabasesAndS3Together() {
        DockerProbe shared = DockerProbe.once(() -> {
            dockerProbes.incrementAndGet();
            return DockerProbe.answering(false).unavailable();
        });
        Environment nothing = Environment.of(Map.of(), Map.of());
        new S3Resolver(nothing, shared, containers, embedded, WORKS).resolve();
        new DatabaseResolver(nothing, shared, FakeLauncher.failing("no"), FakeLauncher.serving(Provisioning.EMBEDDED,
                1, ""), database -> ServerInfo.of("P", "1", "d", "1")).resolve(JdbcDialect.POSTGRESQL);
        assertEquals(1, dockerProbes.get());
    }

    private String reasonFor(Map<String, String> settings) {
        Map<String, String> all = new HashMap<>(Map.of("REPOBENCH_S3_ENDPOINT", "http://127.0.0.1:9000",
                "REPOBENCH_S3_ACCESS_KEY", "a", "REPOBENCH_S3_SECRET_KEY", "s"));
        all.putAll(settings);
        String reason = resolver(Environment.of(Map.of(), all), false, WORKS).resolve().reason().orElseThrow();
        assertFalse(reason.contains("url-Secret-2"), reason);
        return reason;
    }

    private S3Resolver resolver(Environment environment, boolean docker, S3Check check) {
        DockerProbe probe = () -> {
            dockerProbes.incrementAndGet();
            return DockerProbe.answering(docker).unavailable();
        };
        S3Check recording = endpoint -> {
            checked.add(endpoint);
            check.check(endpoint);
        };
        return new S3Resolver(environment, probe, containers, embedded, recording);
    }
}
