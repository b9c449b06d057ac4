package org.repobench.members;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.repobench.api.FlameNames;
import org.repobench.api.LauncherLines;
import org.repobench.api.MetricNames;
import org.repobench.cli.CliRunner;
import org.repobench.fixture.FixtureCache;
import org.repobench.results.SampleKind;
import org.repobench.store.Directories;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.cli.CliRunner.ONE_SERVER;

/**
 * Against a server the suite starts, a sample is a server start: two forks of a tiny warm GET on Fedora 6.1.0 start
 * the server twice (on the same data), and their one result holds both forks, marked so; with --one-server both forks
 * share one start, and their result says the server's own variance is left out. The first run finds no fixture: its
 * first start loads it, is set aside and made again once the server is quiet.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ServerStartPerForkTest {
    private static final String READY = " ready in ";

    private static Path dir;

    @BeforeAll
    static void ownFixtureCacheForBothRuns() throws IOException {
        dir = Files.createTempDirectory("repobench-server-per-fork-");
        // both runs keep the server's data here: the second finds the fixture the first loaded
        System.setProperty(FixtureCache.DIRECTORY_PROPERTY, dir.resolve("fixtures").toString());
    }

    @AfterAll
    static void removeTheRunsFiles() throws IOException {
        System.clearProperty(FixtureCache.DIRECTORY_PROPERTY);
        Directories.delete(dir);
    }

    private static CliRunner run(String name, String... more) {
        List<String> args = new ArrayList<>(List.of("run", "ManyMembersBenchmark.warmGet", "-p", "target=fedora-6.1.0",
                "-p", "store=FILE", "-p", "workload=N_MEMBERS", "-p", "size=10", "-f", "2", "-wi", "0", "-i", "1",
                "-r", "100ms", "--no-report", "--out", dir.resolve(name).toString()));
        args.addAll(List.of(more));
        return CliRunner.run(args.toArray(String[]::new));
    }

    private static List<String> readyLines(CliRunner run) {
        return run.out().lines().filter(l -> l.startsWith("# repobench: fedora-6.1.0") && l.contains(READY)).toList();
    }

    /** The one result of the run, checked to hold two forks and the server's bytes. */
    private static JsonNode onlyResult(String name) throws IOException {
        JsonNode results = new ObjectMapper().readTree(dir.resolve(name).resolve("latest.json").toFile());
        assertEquals(1, results.size(), results.toString());
        JsonNode result = results.get(0);
        assertEquals(2, result.path("forks").asInt(), result.toString());
        assertEquals(2, result.path("primaryMetric").path("rawData").size(), result.toString());
        assertTrue(result.path("secondaryMetrics").path(MetricNames.SERVER_BYTES_STORED).path("score").asDouble() > 0,
                "the server's bytes, as each start left them: " + result);
        return result;
    }

    /**
     * And, with {@code --server-profile}, each start records itself, which {@code ./repobench profile} reads; with
     * {@code --flame}, each fork records the server's measured iterations, and the report draws them. The start that
     * loaded the fixture is set aside, its recording with it: three starts for two forks, the one after the load
     * waiting for a quiet server before its fork runs.
     */
    @Test
    @Order(1)
    void twoForksAreTwoServerStartsAndOneResultOfBoth() throws IOException {
        CliRunner run = run("per-fork", "--server-profile", FlameNames.OPTION);
        assertEquals(0, run.exitCode(), run.whyFailed());
        List<String> ready = readyLines(run);
        assertEquals(3, ready.size(), "a start that loaded, set aside, then one start per fork: " + run.out());
        assertTrue(run.out().contains("server start 1 " + LauncherLines.LOADED_FIXTURES), run.out());
        assertEquals(1, run.out().lines().filter(line -> line.contains("quiet server")).count(), run.out());
        ready = ready.subList(1, 3);
        // a fresh server each time: its own run directory (and log), and most likely another port
        assertNotEquals(ready.get(0).substring(ready.get(0).indexOf(" on ")).replaceAll(READY + "[0-9.]+ s", ""),
                ready.get(1).substring(ready.get(1).indexOf(" on ")).replaceAll(READY + "[0-9.]+ s", ""));
        assertTrue(run.out().contains("server start 1 of 2") && run.out().contains("server start 2 of 2"), run.out());
        assertEquals(SampleKind.SERVER_START.name(), onlyResult("per-fork").path(SampleKind.FIELD).asText());
        assertTrue(run.out().contains("\nsamples: " + SampleKind.SERVER_START.describe() + "\n"), run.out());

        List<String> recordings = new ArrayList<>();
        try (var files = Files.list(dir.resolve("per-fork").resolve("server-profiles"))) {
            files.filter(file -> file.toString().endsWith(".jfr")).forEach(file -> recordings.add(file.toString()));
        }
        assertTrue(recordings.size() >= 2, "a recording per start: " + recordings);
        recordings.add(0, "profile");
        CliRunner profile = CliRunner.run(recordings.toArray(String[]::new));
        assertEquals(0, profile.exitCode(), profile.err());
        assertTrue(profile.out().contains("the innermost frame in org.fcrepo"), profile.out());
        assertTrue(profile.out().contains("fedora-6.1.0-file-"), profile.out());

        List<Path> flames;
        try (var files = Files.list(dir.resolve("per-fork"))) {
            flames = files.filter(file -> file.toString().endsWith(FlameNames.DIRECTORY_SUFFIX)).toList();
        }
        assertEquals(1, flames.size(), "the run's recordings: " + flames);
        try (var files = Files.list(flames.get(0))) {
            List<String> about = files.map(Path::toString).filter(f -> f.endsWith(FlameNames.ABOUT_SUFFIX)).toList();
            assertEquals(2, about.size(), "one recording per fork, the set-aside start's left out: " + about);
            assertTrue(Files.readString(Path.of(about.get(0))).contains(FlameNames.SOURCE + "=" + FlameNames.SERVER),
                    "the server's own");
        }
        CliRunner report = CliRunner.run("report", dir.resolve("per-fork").resolve("latest.json").toString());
        assertEquals(0, report.exitCode(), report.whyFailed());
        Path reportDir = dir.resolve("per-fork").resolve("report");
        String html = Files.readString(reportDir.resolve("report.html"));
        assertTrue(html.contains("<h3>Flame graphs</h3>") && html.contains("in 2 recordings, one per fork"), html);
        try (var files = Files.list(reportDir.resolve("flames"))) {
            assertTrue(files.anyMatch(file -> file.toString().endsWith("-cpu.html")), "the interactive CPU graph");
        }
    }

    /** And, with {@code --warm-server}, each fork warms the one server with its GET before JMH's warm-up. */
    @Test
    void withOneServerBothForksShareOneStartAndSaySo() throws IOException {
        CliRunner run = run("one-server", ONE_SERVER, "--warm-server", "1");
        assertEquals(0, run.exitCode(), run.whyFailed());
        assertEquals(1, readyLines(run).size(), "one start for both forks: " + run.out());
        assertTrue(run.out().contains("one server for all 2 fork(s)"), run.out());
        JsonNode result = onlyResult("one-server");
        assertTrue(result.path("secondaryMetrics").path(MetricNames.SERVER_WARMUP_TIME).path("score").asDouble() > 0,
                result.toString());
        assertEquals(SampleKind.FORK_OF_ONE_SERVER.name(), result.path(SampleKind.FIELD).asText());
        assertTrue(run.out().contains("\nsamples: " + SampleKind.FORK_OF_ONE_SERVER.describe() + "\n"), run.out());
    }

    @Test
    void noForkAgainstAManagedServerIsOneLineBeforeAnythingStarts() {
        CliRunner run = CliRunner.run("run", "ManyMembersBenchmark.warmGet", "-p", "target=fedora-6.1.0", "-p",
                "store=FILE", "-p", "workload=N_MEMBERS", "-p", "size=10", "-f", "0", "-wi", "0", "-i", "1", "-r",
                "100ms", "--no-report", "--out", dir.resolve("no-fork").toString());
        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("-f 0: ") && run.err().contains("accepted: -f 1 or more"), run.err());
        assertTrue(readyLines(run).isEmpty(), "no server started: " + run.out());
    }
}
