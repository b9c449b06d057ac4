package org.repobench.crud;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.cli.CliRunner;
import org.repobench.cli.OwnFixtureCache;
import org.repobench.jmh.FailedWrites;
import org.repobench.ldp.ServerProbe;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A write given up fails the run: the concurrent create at 2 threads against a server that refuses every create
 * after its 12th write exits 1 with one line saying how many of how many failed and what the server answered, and
 * keeps no result; with {@link FailedWrites#KEEP} it completes, its table showing the failures beside the time.
 */
class FailedWritesRunTest {
    @TempDir
    Path dir;
    @RegisterExtension
    final OwnFixtureCache fixtures = new OwnFixtureCache();

    @AfterEach
    void forgetSettings() {
        System.clearProperty(ServerProbe.URL_SETTING);
        System.clearProperty(FailedWrites.KEEP);
    }

    @Test
    void aCreateGivenUpFailsTheRunWithOneLine() throws Exception {
        try (FailingLdpServer server = new FailingLdpServer(12)) {
            CliRunner run = create(server);
            assertEquals(3, run.exitCode(), run.toString());
            assertEquals(1, run.err().lines().count(), run.err());
            String line = run.err().strip();
            assertTrue(line.matches("repobench run: ConcurrentCrudBenchmark\\.create [^:]*resource=CONTAINER[^:]*:"
                    + " [1-9][0-9]* of [1-9][0-9]* operations failed \\([1-9][0-9]* given up after 3 attempts, 0 lost"
                    + " after their save\\); the first failure: PUT repobench/crud/[-0-9a-f]+: the server answered 500"
                    + " Internal Server Error: " + FailingLdpServer.REFUSAL + " \\(write [0-9]+\\); to keep such"
                    + " runs going, set " + FailedWrites.KEEP + "=true"), line);
            // the fork's stack trace is left out: the line alone says it
            assertFalse(run.out().contains("WritesFailedException"), run.out());
            assertFalse(run.out().contains("\tat org.repobench"), run.out());
            assertFalse(dir.resolve("results/latest.json").toFile().exists(), "no result kept");
            assertFalse(server.has(HttpCrud.PARENT), "the trial removed what it made");
        }
    }

    @Test
    void withTheSettingTheRunCompletesAndItsTableShowsTheFailures() throws Exception {
        System.setProperty(FailedWrites.KEEP, "true");
        try (FailingLdpServer server = new FailingLdpServer(12)) {
            CliRunner run = create(server);
            assertEquals(0, run.exitCode(), run.whyFailed());
            JsonNode result = new ObjectMapper().readTree(dir.resolve("results/latest.json").toFile()).get(0);
            JsonNode secondary = result.path("secondaryMetrics");
            assertTrue(secondary.path(MetricNames.FAILURES).path("score").asDouble() > 0, result.toString());
            assertTrue(secondary.path(MetricNames.RETRIES).path("score").asDouble() > 0, result.toString());
            String table = run.out().substring(run.out().lastIndexOf("\nbenchmark ") + 1);
            String header = table.lines().findFirst().orElseThrow();
            assertTrue(header.matches(".* failed +conflicts +retries"), table);
            String row = table.lines().filter(l -> l.startsWith("ConcurrentCrudBenchmark.create")).findFirst()
                    .orElseThrow();
            assertTrue(row.matches(".* [1-9][0-9]* +[0-9]+ +[1-9][0-9]* *$"), "failures, conflicts, retries: "
                    + table);
        }
    }

    private CliRunner create(FailingLdpServer server) {
        System.setProperty(ServerProbe.URL_SETTING, server.root().toString());
        return CliRunner.run("run", "ConcurrentCrudBenchmark.create$", "-p", "target=url", "-p", "resource=CONTAINER",
                "--threads", "2", "-f", "1", "-wi", "0", "-i", "1", "-r", "300ms", "--no-report",
                "--out", dir.resolve("results").toString());
    }
}
