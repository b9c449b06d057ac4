package org.repobench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.cli.CliRunner;
import org.repobench.jmeter.LoadResults;
import org.repobench.ldp.Credentials;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.ServerProbe;
import org.repobench.ldp.fedora.ManagedFedora;
import org.repobench.ldp.fedora.TestBuilds;
import org.repobench.ldp.fedora.TestFedoras;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ./repobench load}: a study's requests as a JMeter load on a managed Fedora 6.1.0 (one start for the class,
 * given as a URL), from the engine embedded in this JVM and from two JMeter servers, each a process of its own on
 * 127.0.0.1; what the server holds verified after each; an engine killed mid-run fails the load in one line; bad
 * input is one line and exit 2 before any load. The engines listen on fixed ports (the registry's and the next for
 * their objects) and call the controller back on the one port it names. No timing is asserted.
 */
class LoadEndToEndTest {
    @RegisterExtension
    static final TestFedoras FEDORAS = new TestFedoras();
    private static final List<Process> ENGINES = new ArrayList<>();
    private static final List<Integer> PORTS = new ArrayList<>();
    /** The controller's call-back port for every load here: JMeter takes it once per JVM. */
    private static int callbackPort;
    private static ManagedFedora fedora;

    @TempDir
    Path dir;

    @BeforeAll
    static void serverByUrl() throws IOException {
        callbackPort = freePorts(1);
        fedora = FEDORAS.of(TestBuilds.FEDORA_6_1_0);
        System.setProperty(ServerProbe.URL_SETTING, fedora.server().root().toString());
        fedora.server().credentials().ifPresent(c -> {
            System.setProperty(ServerProbe.USER_SETTING, c.user());
            System.setProperty(ServerProbe.PASSWORD_SETTING, c.password());
        });
    }

    @AfterAll
    static void forgetTheServerAndStopTheEngines() throws InterruptedException {
        System.clearProperty(ServerProbe.URL_SETTING);
        System.clearProperty(ServerProbe.USER_SETTING);
        System.clearProperty(ServerProbe.PASSWORD_SETTING);
        for (Process engine : ENGINES) {
            engine.destroy();
            assertTrue(engine.waitFor(30, TimeUnit.SECONDS), "an engine did not stop");
        }
        for (int port : PORTS) {
            assertFalse(listens(port), "nothing listens on an engine's port once it stopped: " + port);
            assertFalse(listens(port + 1), "nothing listens on an engine's objects' port once it stopped: " + port);
        }
    }

    @AfterEach
    void noLoadParentIsLeft() throws IOException {
        try (LdpClient client = new LdpClient(fedora.server())) {
            String listing = new String(client.get("repobench", LdpClient.N_TRIPLES, null).body(),
                    StandardCharsets.UTF_8);
            assertFalse(listing.contains("/repobench/load-"), listing);
        }
    }

    @Test
    void theEmbeddedEngineRunsTheCrudCycleAndWhatTheServerHoldsIsVerified() throws IOException {
        CliRunner run = CliRunner.run("load", "--target", "url", "--cycle", "crud-content", "--threads", "2",
                "--ramp-up", "1", "--duration", "5", "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().contains("engine embedded joined"), run.out());
        JsonNode results = new ObjectMapper().readTree(dir.resolve("latest.json").toFile());
        Set<String> operations = new TreeSet<>();
        for (JsonNode result : results) {
            operations.add(result.path("benchmark").asText());
            assertEquals("crud-content", result.path("params").path(LoadResults.CYCLE).asText());
            assertEquals("1", result.path("params").path(LoadResults.ENGINES).asText());
            assertEquals("LOAD_WINDOW", result.path("sample").asText());
        }
        assertEquals(Set.of("org.repobench.jmeter.JMeterLoad.create", "org.repobench.jmeter.JMeterLoad.delete",
                "org.repobench.jmeter.JMeterLoad.retrieve", "org.repobench.jmeter.JMeterLoad.update"), operations);
        JsonNode verified = environment().path("verified");
        assertTrue(verified.path("created").asLong() > 0, verified.toString());
        assertEquals(verified.path("expectedChildren").asLong(), verified.path("parentChildren").asLong());
        assertEquals(verified.path("created").asLong() - verified.path("deleted").asLong(),
                verified.path("parentChildren").asLong(), verified.toString());
        assertEquals(0, verified.path("lost").asLong());
        assertEquals(environment().path("engineSamples").path("embedded").asLong(),
                requestsTheServerAnswered(environment().path("parent").asText()));
        assertFalse(run.out().contains(fedora.server().credentials().map(Credentials::password).orElse("none")));
        assertTrue(new String(Files.readAllBytes(dir.resolve("latest.json")), StandardCharsets.UTF_8)
                .lines().noneMatch(l -> l.contains(fedora.server().credentials().map(Credentials::password)
                        .orElse("none"))));
    }

    @Test
    void twoEnginesOnLoopbackSendTheLoadAndTheirSamplesAddUp() throws Exception {
        int first = startEngine();
        int second = startEngine();
        CliRunner run = CliRunner.run("load", "--target", "url", "--threads", "2", "--ramp-up", "1", "--duration",
                "6", "--engines", "127.0.0.1:" + first + ",127.0.0.1:" + second, "--callback-port",
                String.valueOf(callbackPort), "--out", dir.toString());
        assertEquals(0, run.exitCode(), run.toString());
        for (int port : List.of(first, second)) {
            assertTrue(run.out().contains("engine 127.0.0.1:" + port + " joined"), run.out());
        }
        assertTrue(run.out().contains("results come back to 127.0.0.1 port " + callbackPort), run.out());
        JsonNode env = environment();
        JsonNode samples = env.path("engineSamples");
        assertEquals(Set.of("127.0.0.1:" + first, "127.0.0.1:" + second), fieldNames(samples));
        long total = 0;
        for (JsonNode count : samples) {
            assertTrue(count.asLong() > 0, samples.toString());
            total += count.asLong();
        }
        JsonNode verified = env.path("verified");
        // every pass starts with a create: the engines' samples are at most four per create, at least one
        assertTrue(total >= verified.path("created").asLong() && total <= 4 * verified.path("created").asLong() + 8,
                env.toString());
        assertEquals(0, verified.path("lost").asLong());
        assertEquals(verified.path("expectedChildren").asLong(), verified.path("parentChildren").asLong());
        assertEquals(total, requestsTheServerAnswered(env.path("parent").asText()),
                "the engines' samples are the requests the server logged for the load, one for one");
        JsonNode results = new ObjectMapper().readTree(dir.resolve("latest.json").toFile());
        assertEquals("2", results.get(0).path("params").path(LoadResults.ENGINES).asText());
        assertEquals(4, results.get(0).path("threads").asInt(), "2 threads on each of 2 engines");
        for (JsonNode result : results) {
            double shares = 0;
            for (int port : List.of(first, second)) {
                shares += result.path("secondaryMetrics").path(MetricNames.ENGINE_SHARE_PREFIX + "127.0.0.1:" + port)
                        .path("score").asDouble();
            }
            assertEquals(100.0, shares, 1e-6, "the engines' shares of " + result.path("benchmark").asText());
        }
    }

    /**
     * The load's requests in the server's own request log: the creates (POST to the load's parent) and every request
     * on a resource below it, but not the load's own (its parent's PUT, GET and DELETE, the tombstone's DELETE) nor
     * the verification's HEADs.
     */
    private static long requestsTheServerAnswered(String parent) throws IOException {
        Pattern request = Pattern.compile("\"(\\S+) \\S*/rest/" + Pattern.quote(parent) + "(/[^ ?]*)? HTTP/[0-9.]+\" ");
        try (var lines = Files.lines(fedora.requestLog(), StandardCharsets.UTF_8)) {
            return lines.map(request::matcher).filter(Matcher::find).filter(m -> {
                String method = m.group(1);
                String below = m.group(2);
                return below == null ? method.equals("POST")
                        : !method.equals("HEAD") && !below.startsWith("/fcr:");
            }).count();
        }
    }

    @Test
    void anEngineThatDiesMidRunFailsTheLoadInOneLine() throws Exception {
        int staying = startEngine();
        int dying = startEngine();
        Process victim = ENGINES.get(ENGINES.size() - 1);
        AtomicBoolean calledBackOnItsPort = new AtomicBoolean();
        CompletableFuture<Void> kill = CompletableFuture.runAsync(() -> {
            try {
                Thread.sleep(9_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            calledBackOnItsPort.set(listens(callbackPort));
            victim.destroyForcibly();
        });
        CliRunner run = CliRunner.run("load", "--target", "url", "--threads", "1", "--ramp-up", "1", "--duration",
                "30", "--engines", "127.0.0.1:" + staying + ",127.0.0.1:" + dying, "--callback-port",
                String.valueOf(callbackPort), "--out", dir.toString());
        kill.join();
        assertTrue(calledBackOnItsPort.get(), "mid-load, the controller listens on --callback-port " + callbackPort);
        assertEquals(3, run.exitCode(), run.toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("engine 127.0.0.1:" + dying + " stopped answering"), run.err());
        assertFalse(Files.exists(dir.resolve("latest.json")), "a failed load publishes no latest.json");
        assertFalse(listens(dying), "the dead engine's port is closed");
        assertFalse(listens(dying + 1), "the dead engine's objects' port is closed");
    }

    @Test
    void badInputIsOneLineAndExitTwoBeforeAnyLoad() throws IOException {
        int nothing;
        try (ServerSocket free = new ServerSocket(0)) {
            nothing = free.getLocalPort();
        }
        for (String[] args : new String[][]{
                {"load", "--target", "url", "--engines", "127.0.0.1:" + nothing},
                {"load", "--target", "url", "--engines", "localhost"},
                {"load", "--target", "url", "--cycle", "crud-everything"},
                {"load", "--target", "url", "--threads", "0"},
                {"load", "--target", "url", "--duration", "0"},
                {"load", "--target", "url", "--store", "postgresql"},
                {"load", "--target", "url", "--bind", "127.0.0.1"},
                {"load", "--target", "url", "--callback-port", "20100"},
                {"load", "--target", "url", "--engines", "127.0.0.1:" + nothing, "--callback-port", "2"},
                {"load", "--target", "url", "--engines", "127.0.0.1:" + nothing, "--bind", "0.0.0.0"},
                {"load-engine", "--port", String.valueOf(nothing), "--bind", "0.0.0.0"},
                // beyond loopback without a keystore; 198.51.100.0/24 is documentation space: nothing is sent there
                {"load", "--target", "url", "--engines", "198.51.100.7:41001"},
                {"load", "--target", "url", "--engines", "127.0.0.1:" + nothing, "--bind", "198.51.100.8"},
                {"load", "--target", "url", "--keystore", "repobench-load.p12"},
                {"load", "--target", "url", "--engines", "127.0.0.1:" + nothing, "--keystore", "no-such.p12"},
                {"load-engine", "--port", String.valueOf(nothing), "--bind", "198.51.100.7"},
                {"load-engine", "--port", String.valueOf(nothing), "--bind-all"},
                {"load-engine", "--port", "65535"},
                {"load", "--target", "model"},
                {"load"},
                {"load-engine", "--port", "70000"},
                {"load-engine"}}) {
            CliRunner run = CliRunner.run(args);
            assertEquals(2, run.exitCode(), run.toString());
            assertEquals(1, run.err().lines().count(), run.toString());
            assertFalse(run.out().contains("# repobench: load "), run.toString());
        }
    }

    /** A JMeter server in a process of its own on 127.0.0.1; its registry's port, once it listens. */
    private static int startEngine() throws IOException {
        int port = freePorts(2);
        Process engine = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.repobench.cli.Repobench", "load-engine", "--port",
                String.valueOf(port), "--for", "600").redirectErrorStream(true).start();
        ENGINES.add(engine);
        PORTS.add(port);
        BufferedReader out = new BufferedReader(new InputStreamReader(engine.getInputStream(),
                StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.contains("listening on 127.0.0.1: registry " + port + ", objects " + (port + 1) + ";")) {
                assertTrue(listens(port + 1), "the engine's objects listen on the port after its registry's");
                CompletableFuture.runAsync(() -> out.lines().forEach(l -> { }));
                return port;
            }
        }
        throw new IllegalStateException("the engine on port " + port + " ended before it listened: exit "
                + engine.exitValue());
    }

    /** The first of {@code count} consecutive ports nothing listens on, from an ephemeral one. */
    private static int freePorts(int count) throws IOException {
        for (int tries = 0; tries < 100; tries++) {
            int first;
            try (ServerSocket free = new ServerSocket(0)) {
                first = free.getLocalPort();
            }
            boolean all = first + count - 1 <= 65_535;
            for (int port = first + 1; all && port < first + count; port++) {
                try (ServerSocket ignored = new ServerSocket(port)) {
                    all = true;
                } catch (IOException e) {
                    all = false;
                }
            }
            if (all) {
                return first;
            }
        }
        throw new IllegalStateException("no " + count + " consecutive free ports");
    }

    private static boolean listens(int port) {
        try (Socket ignored = new Socket("127.0.0.1", port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private JsonNode environment() throws IOException {
        try (var files = Files.list(dir)) {
            Path env = files.filter(p -> p.getFileName().toString().endsWith(".environment.json")).findFirst()
                    .orElseThrow();
            return new ObjectMapper().readTree(env.toFile());
        }
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
