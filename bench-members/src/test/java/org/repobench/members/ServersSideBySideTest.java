package org.repobench.members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.repobench.api.OptionNames;
import org.repobench.cli.SideBySideMetrics;
import org.repobench.cli.CliRunner;
import org.repobench.fixture.FixtureCache;
import org.repobench.results.EnvironmentFile;
import org.repobench.store.Directories;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.cli.CliRunner.ONE_SERVER;

/**
 * {@code run --side-by-side}: a second Fedora started with the target's at each start, the warm GET sent to each in
 * turn, each server's time, CPU and allocation apart; the injected cost the second's alone. One start of the two
 * ({@code --one-server}: a start that loaded its fixture is otherwise made again, both servers too).
 */
class ServersSideBySideTest {
    private static final String READY = " ready in ";

    private static Path dir;

    @BeforeAll
    static void ownFixtureCache() throws IOException {
        dir = Files.createTempDirectory("repobench-side-by-side-");
        System.setProperty(FixtureCache.DIRECTORY_PROPERTY, dir.resolve("fixtures").toString());
    }

    @AfterAll
    static void removeTheRunsFiles() throws IOException {
        System.clearProperty(FixtureCache.DIRECTORY_PROPERTY);
        Directories.delete(dir);
    }

    @Test
    void bothServersServeTheWarmGetInTurnAndAreMeasuredApart() throws IOException {
        CliRunner run = CliRunner.run("run", "ManyMembersBenchmark.warmGet", "-p", "target=fedora-6.1.0",
                "-p", "store=FILE", "-p", "workload=N_MEMBERS", "-p", "size=10", "-f", "1", "-wi", "0", "-i", "2",
                "-r", "300ms", "--no-report", "--no-bytes-stored", ONE_SERVER, OptionNames.SIDE_BY_SIDE, "fedora-6.1.0",
                OptionNames.SIDE_BY_SIDE_INJECT, "cpu=10%", "--out", dir.resolve("side-by-side").toString());
        assertEquals(0, run.exitCode(), run.whyFailed());
        assertEquals(2, run.out().lines().filter(l -> l.startsWith("# repobench: fedora-6.1.0") && l.contains(READY))
                .count(), "two servers for the one fork (one start for all: the start that loaded the fixture is"
                + " not made again): " + run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.contains("(side by side) injected cpu=10%: ")), run.out());
        assertTrue(run.out().lines().noneMatch(l -> l.startsWith("# repobench: fedora-6.1.0 injected")),
                "the target has no cost: " + run.out());

        JsonNode results = new ObjectMapper().readTree(dir.resolve("side-by-side").resolve("latest.json").toFile());
        assertEquals(1, results.size(), results.toString());
        JsonNode secondary = results.get(0).path("secondaryMetrics");
        SideBySideMetrics.assertEachServerMeasured(secondary);
        JsonNode environment = new ObjectMapper().readTree(dir.resolve("side-by-side").resolve(EnvironmentFile.NAME)
                .toFile());
        assertEquals("FEDORA_6_1_0", environment.path(EnvironmentFile.SIDE_BY_SIDE).path(EnvironmentFile.RECORDED)
                .asText(), environment.toString());
    }

    @Test
    void aBenchmarkThatSendsToTheTargetAloneIsOneLineBeforeAnyServerStarts() {
        CliRunner run = CliRunner.run("run", "ManyMembersBenchmark.coldGet", "-p", "target=fedora-6.1.0", "-p",
                "store=FILE", "-p", "workload=N_MEMBERS", "-p", "size=10", "-f", "1", "--no-report",
                OptionNames.SIDE_BY_SIDE, "fedora-6.1.0", "--out", dir.resolve("cold").toString());
        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains(OptionNames.SIDE_BY_SIDE + " is not applicable to "
                + ManyMembersBenchmark.class.getName() + ".coldGet")
                && run.err().contains("accepted with ManyMembersBenchmark.warmGet"), run.err());
        assertTrue(run.out().lines().noneMatch(l -> l.contains(READY)), "no server started: " + run.out());
    }
}
