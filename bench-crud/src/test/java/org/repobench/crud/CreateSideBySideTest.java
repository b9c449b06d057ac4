package org.repobench.crud;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.api.OptionNames;
import org.repobench.cli.SideBySideMetrics;
import org.repobench.cli.CliRunner;
import org.repobench.cli.OwnFixtureCache;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.cli.CliRunner.ONE_SERVER;

/**
 * {@code run --side-by-side} with the create: two Fedoras started together, each thread's creates sent to one and then
 * the other, each server's time, CPU and allocation per create apart, every write checked and removed on the server
 * that holds it, no write failed. One start of the two ({@code --one-server}).
 */
class CreateSideBySideTest {
    private static final String READY = " ready in ";

    @TempDir
    Path dir;
    @RegisterExtension
    final OwnFixtureCache fixtures = new OwnFixtureCache();

    @Test
    void bothServersServeTheCreatesInTurnAndAreMeasuredApart() throws Exception {
        CliRunner run = CliRunner.run("run", "ConcurrentCrudBenchmark.create$", "-p", "target=fedora-6.1.0",
                "-p", "store=FILE", "-p", "resource=CONTAINER", "-p", "existing=2", "--threads", "2", "-f", "1",
                "-wi", "1", "-w", "300ms", "-i", "2", "-r", "300ms", "--no-report", "--no-bytes-stored", ONE_SERVER,
                OptionNames.SIDE_BY_SIDE, "fedora-6.1.0", "--out", dir.resolve("side-by-side").toString());
        assertEquals(0, run.exitCode(), run.whyFailed());
        assertEquals(2, run.out().lines().filter(l -> l.startsWith("# repobench: fedora-6.1.0") && l.contains(READY))
                .count(), "two servers for the one fork: " + run.out());

        JsonNode results = new ObjectMapper().readTree(dir.resolve("side-by-side").resolve("latest.json").toFile());
        assertEquals(1, results.size(), results.toString());
        JsonNode secondary = results.get(0).path("secondaryMetrics");
        SideBySideMetrics.assertEachServerMeasured(secondary);
        assertTrue(secondary.path(MetricNames.OPS).path("score").asDouble() > 0, secondary.toString());
        assertEquals(0.0, secondary.path(MetricNames.FAILURES).path("score").asDouble(), secondary.toString());
    }

    @Test
    void theOtherCrudBenchmarksSendToTheTargetAloneAndSaySoBeforeAnyServerStarts() {
        CliRunner run = CliRunner.run("run", "ConcurrentCrudBenchmark.update$", "-p", "target=fedora-6.1.0",
                "-p", "store=FILE", "-p", "resource=CONTAINER", "-f", "1", "--no-report", OptionNames.SIDE_BY_SIDE,
                "fedora-6.1.0", "--out", dir.resolve("update").toString());
        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains(OptionNames.SIDE_BY_SIDE + " is not applicable to "
                + ConcurrentCrudBenchmark.class.getName() + ".update") && run.err().contains("accepted with"
                + " ManyMembersBenchmark.warmGet and ConcurrentCrudBenchmark.create"), run.err());
        assertTrue(run.out().lines().noneMatch(l -> l.contains(READY)), "no server started: " + run.out());
    }
}
