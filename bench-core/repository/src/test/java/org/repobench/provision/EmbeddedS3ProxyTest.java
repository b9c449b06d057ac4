package org.repobench.provision;

import org.junit.jupiter.api.Test;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.CapturedOutput;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.JdbcConnections;
import org.repobench.store.settings.Provisioning;
import org.repobench.store.s3.S3Clients;
import org.repobench.store.s3.S3Endpoint;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * S3Proxy for real: it starts in this JVM on 127.0.0.1, serves what the S3 binary store needs, reaches a fork JVM
 * through the host's arguments (the secret key through the credentials file only), and leaves no thread and no file.
 */
class EmbeddedS3ProxyTest {
    private static final Environment NOTHING_CONFIGURED = Environment.of(Map.of(), Map.of());

    @Test
    void itStartsOnLoopbackAnswersAndLeavesNothingBehind() throws Exception {
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        Path files;
        try (StartedS3 server = new EmbeddedS3Proxy().start("repobench")) {
            S3Endpoint endpoint = server.endpoint();
            assertTrue(endpoint.url().startsWith("http://127.0.0.1:"), endpoint.url());
            assertEquals(Provisioning.EMBEDDED, endpoint.provisioning());
            assertTrue(server.server().matches("S3Proxy \\d+\\.\\d+\\.\\d+"), server.server());
            S3Clients.check(endpoint);
            files = ((EmbeddedS3Proxy.Running) server).root();
            assertTrue(Files.isDirectory(files));
        }
        assertFalse(Files.exists(files), "its files are removed on close");
        List<Thread> survivors = Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> !before.contains(thread)).toList();
        for (Thread thread : survivors) {
            thread.join(10_000);
        }
        assertEquals(List.of(), survivors.stream().filter(Thread::isAlive).map(Thread::getName).toList(),
                "threads the server started");
    }

    @Test
    void aForkFindsTheEndpointAndReadsTheSecretKeyFromTheCredentialsFileOnly() throws Exception {
        try (ProvisionedStores stores = withoutDocker().provision(EnumSet.of(StoreKind.FILE), true,
                EnumSet.of(BinaryStoreKind.S3))) {
            S3Endpoint endpoint = stores.s3Endpoint().orElseThrow();
            List<String> args = stores.forkJvmArgs();
            assertFalse(String.join(" ", args).contains(endpoint.secretKey()), args.toString());

            String fork = ForkJvm.run(args, "s3");

            assertTrue(fork.contains("binaryStore=s3"), fork);
            assertTrue(fork.contains("s3Endpoint=embedded"), fork);
            assertTrue(fork.contains("s3Address=" + endpoint.hostPort()), fork);
            assertTrue(fork.contains("FORK s3 secret-sha256=" + ForkProbeMain.sha256(endpoint.secretKey())), fork);
            assertFalse(fork.contains(endpoint.secretKey()), fork);
        }
    }

    /** What a user without Docker sees: one line for S3, and nothing from Testcontainers. */
    @Test
    void withoutDockerTheRunPrintsOneQuietLinePerServer() throws Exception {
        String printed;
        Map<String, String> sources;
        try (CapturedOutput output = new CapturedOutput();
             ProvisionedStores stores = withoutDocker().provision(EnumSet.of(StoreKind.FILE), true,
                     EnumSet.of(BinaryStoreKind.FILE, BinaryStoreKind.S3))) {
            sources = stores.sources();
            printed = output.text();
        }
        assertEquals(Set.of("s3"), sources.keySet());
        assertTrue(sources.get("s3").matches("embedded S3Proxy \\S+ on 127\\.0\\.0\\.1:\\d+ \\(no Docker engine; set"
                + " REPOBENCH_S3_ENDPOINT to use your own\\)"), sources.get("s3"));
        assertEquals("", printed, "provisioning itself prints nothing; the launcher prints the lines");
    }

    private static StoreProvisioner withoutDocker() {
        return new StoreProvisioner(new DatabaseResolver(NOTHING_CONFIGURED, DockerProbe.answering(false),
                FakeLauncher.failing("unused"), new EmbeddedServers(), JdbcConnections::check),
                new S3Resolver(NOTHING_CONFIGURED, DockerProbe.answering(false), bucketPrefix -> {
                    throw new AssertionError("no Docker, so no container may be started");
                }, new EmbeddedS3Proxy(), S3Clients::check), NOTHING_CONFIGURED);
    }
}
