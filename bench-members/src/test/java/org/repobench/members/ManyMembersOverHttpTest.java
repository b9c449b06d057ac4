package org.repobench.members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.cli.CliRunner;
import org.repobench.cli.OwnFixtureCache;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.ServerProbe;
import org.repobench.ldp.fedora.TestBuilds;
import org.repobench.ldp.fedora.ManagedFedora;
import org.repobench.ldp.fedora.TestFedoras;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.Workload;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.cli.CliRunner.ONE_SERVER;

/**
 * The warm GET against real servers, through the launcher as a user runs it: the two Fedoras the suite starts, and a
 * server given by URL beside the model; tiny fixtures on the file store, every GET verified (exactly N member
 * triples).
 */
class ManyMembersOverHttpTest {
    @TempDir
    Path dir;

    /** The server the URL tests are given. */
    @RegisterExtension
    static final TestFedoras FEDORAS = new TestFedoras();

    private String out;
    private String err;

    /** The servers' data (and their fixtures) go under the fixture cache: this test's own. */
    @RegisterExtension
    final OwnFixtureCache fixtures = new OwnFixtureCache();

    @AfterEach
    void forgetSettings() {
        System.clearProperty(ServerProbe.URL_SETTING);
    }

    private int run(String... args) {
        List<String> all = new ArrayList<>(List.of("run", ONE_SERVER, "ManyMembersBenchmark.warmGet",
                "-p", "store=FILE", "-p", "size=20", "-p", "parallel=false", "-p", "cacheSize=10000", "-f", "1",
                "-wi", "0", "-i", "1", "-r", "200ms", "--no-report", "--out", dir.resolve("results").toString()));
        all.addAll(List.of(args));
        CliRunner run = CliRunner.run(all.toArray(String[]::new));
        out = run.out();
        err = run.err();
        return run.exitCode();
    }

    /** target and workload of every result in latest.json. */
    private Set<String> results() throws IOException {
        JsonNode json = new ObjectMapper().readTree(dir.resolve("results/latest.json").toFile());
        Set<String> rows = new TreeSet<>();
        for (JsonNode result : json) {
            String target = result.path("params").path("target").asText();
            rows.add(target + " " + result.path("params").path("workload").asText());
            JsonNode secondary = result.path("secondaryMetrics");
            boolean model = "MODEL".equals(target);
            assertEquals(!model, secondary.has(MetricNames.FIRST_BYTE), "time to first byte over HTTP only: " + result);
            assertEquals(model, secondary.has(MetricNames.CACHED_NODES), "ModeShape's cached nodes in process only");
            // a param the target does not have is recorded as such, not as the value its pass ran with
            assertEquals(model ? "false" : "n/a", result.path("params").path("parallel").asText(), result.toString());
            assertEquals(target.equals("FEDORA_4_7_5") || model ? "10000" : "n/a",
                    result.path("params").path("cacheSize").asText(), result.toString());
            boolean managed = target.startsWith("FEDORA");
            for (String stored : List.of(MetricNames.SERVER_BYTES_STORED, MetricNames.SERVER_HOME_BYTES)) {
                assertEquals(managed, secondary.has(stored), "a managed server's own bytes: " + stored);
                if (managed) {
                    assertTrue(secondary.path(stored).path("score").asDouble() > 0, result.toString());
                }
            }
            // counted work of the model only: the documents it asked of its store
            assertEquals(model, secondary.has(MetricNames.STORE_DOCUMENTS_READ), "counted work: " + result);
            // the CPU time of every benchmark; a managed server's own CPU time and allocation, read from outside it
            assertTrue(secondary.path(MetricNames.CPU_TIME).path("score").asDouble() > 0, result.toString());
            // and the machine's speed beside every result: the fixed probe after each iteration
            assertTrue(secondary.path(MetricNames.MACHINE_PROBE_TIME).path("score").asDouble() > 0, result.toString());
            for (String cost : List.of(MetricNames.SERVER_CPU_TIME, MetricNames.SERVER_ALLOCATION)) {
                assertEquals(managed, secondary.has(cost), cost + " of a managed server only: " + result);
                if (managed) {
                    assertTrue(secondary.path(cost).path("score").asDouble() > 0, result.toString());
                }
            }
        }
        return rows;
    }

    /**
     * Every workload, so every fixture's requests meet both servers (their loads differ: PUT, POST, PATCH). The model
     * stands beside a server in the URL test below: its every workload is the smoke test's, in process.
     */
    @Test
    void bothFedorasTheSuiteStartsServeTheWarmGet() throws IOException {
        int exit = run("-p", "target=fedora-4.7.5,fedora-6.1.0");
        assertEquals(0, exit, out + err);
        Set<String> expected = new TreeSet<>();
        for (String target : List.of("FEDORA_4_7_5", "FEDORA_6_1_0")) {
            for (Workload workload : Workload.values()) {
                if (!(target.equals("FEDORA_6_1_0") && workload == Workload.N_MEMBEROF)) {
                    expected.add(target + " " + workload.name());
                }
            }
        }
        assertEquals(expected, results(), out);
        assertTrue(out.contains("fedora-4.7.5") && out.contains("ready in"), out);
        assertTrue(out.contains("not applicable to target fedora-6.1.0: workload n-memberof"), out);
    }

    /** Beside the model, in one run: what each kind of target measures, and what it does not have. */
    @Test
    void aServerGivenByUrlIsMeasuredBesideTheModelAndLeftAsItWasFound() throws Exception {
        ManagedFedora fedora = FEDORAS.of(TestBuilds.FEDORA_4_7_5);
        System.setProperty(ServerProbe.URL_SETTING, fedora.server().root().toString());
        boolean containerWasThere;
        try (LdpClient client = new LdpClient(fedora.server())) {
            containerWasThere = client.exists(LdpFixtures.CONTAINER);
        }
        int exit = run("-p", "target=model,url", "-p", "workload=N_CHILDREN");
        assertEquals(0, exit, out + err);
        assertEquals(Set.of("MODEL N_CHILDREN", "URL N_CHILDREN"), results(), out);
        assertEquals(1, out.lines().filter(l -> l.contains("not applicable to target url: "
                + MetricNames.SERVER_CPU_TIME)).count(), out);
        assertEquals(1, out.lines().filter(l -> l.contains("not applicable to target url: counted work ("
                + MetricNames.STORE_DOCUMENTS_READ)).count(), out);
        try (LdpClient client = new LdpClient(fedora.server())) {
            assertFalse(client.exists("repobench/n_children_20_s42"), "the run's fixture was removed");
            assertEquals(containerWasThere, client.exists(LdpFixtures.CONTAINER), "the run's container goes, with"
                    + " all below it, if the run made it: " + out);
        }
    }

    @Test
    void anUnreachableUrlIsOneLineAndExitCodeTwoBeforeAnyFork() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        System.setProperty(ServerProbe.URL_SETTING, "http://127.0.0.1:" + port + "/fcrepo/rest/");
        assertEquals(2, run("-p", "target=url", "-p", "workload=N_MEMBERS"), out + err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(err.contains("127.0.0.1:" + port), err);
        assertFalse(out.contains("# Fork"), "no fork started: " + out);
    }
}
