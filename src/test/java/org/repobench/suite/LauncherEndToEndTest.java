package org.repobench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.repobench.cli.CliRunner;
import org.repobench.fixture.FixtureCache;
import org.repobench.fixture.TrialLocations;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ./repobench run: results written atomically, earlier results kept, failures fail the run but lose nothing. */
class LauncherEndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path out;

    private CliRunner tinyRun(String sizes, String... launcherOptions) {
        List<String> args = new ArrayList<>(List.of("run", "--out", out.toString()));
        args.addAll(List.of(launcherOptions));
        args.addAll(List.of("ManyMembersBenchmark.warmGet",
                "-p", "store=FILE", "-p", "workload=N_MEMBERS", "-p", "size=" + sizes, "-p", "parallel=false",
                "-p", "cacheSize=10000", "-f", "1", "-wi", "0", "-i", "1", "-r", "200ms"));
        return CliRunner.run(args.toArray(String[]::new));
    }

    @Test
    void aRunPublishesLatestKeepsATimestampedCopyWithItsEnvironmentAndWritesTheReport() throws Exception {
        CliRunner run = tinyRun("3");
        assertEquals(0, run.exitCode(), run.toString());
        JsonNode latest = JSON.readTree(out.resolve("latest.json").toFile());
        assertEquals(1, latest.size());
        assertEquals("3", latest.get(0).path("params").path("size").asText());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(1, files.filter(f -> f.getFileName().toString().matches("run-\\d{8}-\\d{6}\\.json")).count());
        }
        JsonNode environment = JSON.readTree(out.resolve("environment.json").toFile());
        assertTrue(environment.path("stores").has("FILE"), environment.toString());
        assertTrue(run.out().contains("ms/member"), "prints the summary table");
        String html = Files.readString(out.resolve("report").resolve("report.html"));
        // one result still gets a chart: a bar with whiskers (ReportWriterTest and UncertaintyReportTest cover the
        // rest)
        assertTrue(html.contains("<table") && html.contains("N_MEMBERS"), "the HTML report has the results table");
        assertTrue(html.contains("<svg"), "and a chart");
        assertTrue(Files.readString(out.resolve("report").resolve("report.md")).contains("N_MEMBERS"));
    }

    @Test
    void aFailingBenchmarkFailsTheRunKeepsWhatCompletedAndLeavesLatestAlone(@TempDir Path cache) throws Exception {
        assertEquals(0, tinyRun("2", "--no-report").exitCode());
        byte[] before = Files.readAllBytes(out.resolve("latest.json"));
        Thread.sleep(1100);   // a new timestamp for the second run's files

        // a cached template for size 4 whose timed resource is missing: the fork's GET fails after the checkout
        Path broken = cache.resolve("rbfx" + FixtureCache.FORMAT + "_file_n_members_4_s42");
        Files.createDirectories(broken);
        Files.writeString(broken.resolve("fixture.json"), "{\"root\": \"/nowhere\"}");
        Set<String> trialsBefore = trialDirectories();
        CliRunner failing = tinyRun("3,4", "--no-report", "--extra", "-jvmArgsAppend -D"
                + FixtureCache.DIRECTORY_PROPERTY + "=" + cache);
        assertEquals(3, failing.exitCode(), failing.toString());
        assertTrue(failing.err().contains("a benchmark failed"), failing.toString());
        assertEquals(new String(before), new String(Files.readAllBytes(out.resolve("latest.json"))));
        try (Stream<Path> files = Files.list(out)) {
            Path partial = files.filter(f -> f.getFileName().toString().endsWith("-partial.json")).findFirst()
                    .orElseThrow();
            JsonNode kept = JSON.readTree(partial.toFile());
            assertEquals(1, kept.size());
            assertEquals("3", kept.get(0).path("params").path("size").asText());
        }
        Set<String> leftByTheRun = trialDirectories();
        leftByTheRun.removeAll(trialsBefore);
        leftByTheRun.removeIf(name -> !TrialLocations.leftBehind(name));   // other processes' live trials
        assertEquals(Set.of(), leftByTheRun, "the failed fork removed its trial copy when it exited");
    }

    /** -foe false lets JMH go on past a failed benchmark; the run still fails, naming what gave no result. */
    @Test
    void aRunThatGoesOnPastAFailureStillFailsNamingWhatIsMissing(@TempDir Path cache) throws Exception {
        Path broken = cache.resolve("rbfx" + FixtureCache.FORMAT + "_file_n_members_4_s42");
        Files.createDirectories(broken);
        Files.writeString(broken.resolve("fixture.json"), "{\"root\": \"/nowhere\"}");
        CliRunner run = tinyRun("4,3", "--no-report", "--extra", "-foe false -jvmArgsAppend -D"
                + FixtureCache.DIRECTORY_PROPERTY + "=" + cache);
        assertEquals(3, run.exitCode(), run.toString());
        assertTrue(run.err().contains("1 benchmark(s) asked for gave no result") && run.err().contains("size=4"),
                run.toString());
        assertFalse(Files.exists(out.resolve("latest.json")), "a run that lacks a result publishes no latest.json");
        try (Stream<Path> files = Files.list(out)) {
            Path partial = files.filter(f -> f.getFileName().toString().endsWith("-partial.json")).findFirst()
                    .orElseThrow(() -> new AssertionError("no partial results in " + out + "\n" + run));
            JsonNode kept = JSON.readTree(partial.toFile());
            assertEquals(1, kept.size());
            assertEquals("3", kept.get(0).path("params").path("size").asText(), "the one after the failure ran");
        }
    }

    @Test
    void aRunKilledAfterItsFirstResultKeepsItAsPartial() throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                // it measures nothing, so it may run beside a benchmark run that holds JMH's lock, as every test may
                .toString(), "-Djmh.ignoreLock=true", "-cp", System.getProperty("java.class.path"),
                "org.repobench.cli.Repobench", "run",
                "--no-report", "--out", out.toString(), "ManyMembersBenchmark.warmGet", "-p", "store=FILE", "-p",
                "workload=N_MEMBERS", "-p", "size=3,4", "-p", "parallel=false", "-p", "cacheSize=10000", "-f", "1",
                "-wi", "0", "-i", "1", "-r", "200ms"));
        Process run = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(out.resolve("run.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
            while (!Files.readString(out.resolve("run.log")).contains("Result \"") && run.isAlive()
                    && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertTrue(run.isAlive(), "the run was still going after its first result: "
                    + Files.readString(out.resolve("run.log")));
            Thread.sleep(500);
        } finally {
            run.destroy();   // SIGTERM, as Ctrl-C or a CI's timeout sends
            assertTrue(run.waitFor(60, TimeUnit.SECONDS), "the run stopped");
        }
        assertFalse(Files.exists(out.resolve("latest.json")), "a killed run publishes no latest.json");
        try (Stream<Path> files = Files.list(out)) {
            Path partial = files.filter(f -> f.getFileName().toString().endsWith("-partial.json")).findFirst()
                    .orElseThrow(() -> new AssertionError("no partial results in " + out));
            JsonNode kept = JSON.readTree(partial.toFile());
            assertEquals(1, kept.size(), kept.toString());
            assertEquals("3", kept.get(0).path("params").path("size").asText());
            assertTrue(Files.exists(partial.resolveSibling(partial.getFileName().toString()
                    .replace(".json", ".environment.json"))), "its environment beside it");
        }
    }

    private static Set<String> trialDirectories() throws IOException {
        try (Stream<Path> entries = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return entries.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("repobench-trial-"))
                    .collect(Collectors.toCollection(HashSet::new));
        }
    }

    @ParameterizedTest(name = "-p {0}")
    @ValueSource(strings = {"size=abc", "workload=N_NOPE", "cacheSize=-1", "parallel=maybe", "seed=-3",
            "referenceLookup=SOMETIMES", "traversal=WALK", "layout=DEEP", "prefer=NONE", "nosuch=1"})
    void aBadParamIsOneLineWithExitTwoBeforeAnyFork(String param) {
        CliRunner run = CliRunner.run("run", "--out", out.toString(), "ManyMembersBenchmark", "-p", param);
        assertEquals(2, run.exitCode(), run.toString());
        String name = param.substring(0, param.indexOf('='));
        String value = param.substring(param.indexOf('=') + 1);
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("-p " + name) && run.err().contains(value) && run.err().contains("accepted"),
                run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
        assertFalse(run.out().contains("# Fork"), "no fork started: " + run.out());
    }

    @Test
    void aLayoutForAWorkloadWithoutMembersIsOneLineWithExitTwoBeforeAnyFork() {
        CliRunner run = CliRunner.run("run", "--out", out.toString(), "ManyMembersBenchmark.warmGet",
                "-p", "workload=N_URIS", "-p", "layout=FLAT", "-p", "store=FILE");
        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("-p layout=FLAT is not applicable to -p workload=N_URIS")
                && run.err().contains("accepted with it: PAIRTREE"), run.err());
        assertFalse(run.out().contains("# Fork"), "no fork started: " + run.out());
    }

    @Test
    void noBytesStoredOnTheModelIsOneLineWithExitTwoBeforeAnyFork() {
        CliRunner run = CliRunner.run("run", "--out", out.toString(), "--no-bytes-stored",
                "ManyMembersBenchmark.warmGet", "-p", "store=FILE", "-p", "size=10");
        assertEquals(2, run.exitCode(), run.toString());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("--no-bytes-stored is not applicable") && run.err().contains("accepted with a"
                + " target fedora-VERSION or war:PATH"), run.err());
        assertFalse(run.out().contains("# Fork"), "no fork started: " + run.out());
    }

    @Test
    void binaryStoresRunWhereTheyApplyAndTheS3EndpointIsProvisioned() throws Exception {
        CliRunner database = CliRunner.run("run", "--out", out.toString(), "BinaryIngestBenchmark",
                "-p", "store=FILE", "-p", "binaryStore=DATABASE");
        assertEquals(2, database.exitCode(), database.toString());
        assertTrue(database.err().contains("binaryStore=DATABASE is not applicable"), database.err());

        CliRunner run = CliRunner.run("run", "--out", out.toString(), "--no-report", "BinaryIngestBenchmark",
                "-p", "store=FILE", "-p", "binaryStore=FILE,S3", "-p", "binaries=2", "-p", "binaryKb=5",
                "-f", "1", "-wi", "0", "-i", "1");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().contains("# repobench: s3: "), "one line says where the S3 endpoint came from");
        JsonNode latest = JSON.readTree(out.resolve("latest.json").toFile());
        assertEquals(2, latest.size());
        for (JsonNode result : latest) {
            assertTrue(result.path("secondaryMetrics").path("binary.MBps").path("score").asDouble() > 0,
                    result.toString());
        }
    }

    @Test
    void anIngestRunsInTheOneThreadPassOnlyAndAloneRefusesMoreThreads() throws Exception {
        CliRunner run = CliRunner.run("run", "--out", out.toString(), "--no-report", "BinaryIngestBenchmark",
                "-p", "store=FILE", "-p", "binaries=2", "-p", "binaryKb=5", "-f", "1", "-wi", "0", "-i", "1",
                "--threads", "1,2");
        assertEquals(0, run.exitCode(), run.toString());
        assertTrue(run.out().contains("not run at 2 threads: ")
                && run.out().contains("BinaryIngestBenchmark.ingest (one client by design"), run.out());
        JsonNode latest = JSON.readTree(out.resolve("latest.json").toFile());
        assertEquals(1, latest.size());
        assertEquals(1, latest.get(0).path("threads").asInt());

        CliRunner refused = CliRunner.run("run", "--out", out.toString(), "BinaryIngestBenchmark", "--threads", "2");
        assertEquals(2, refused.exitCode(), refused.toString());
        assertTrue(refused.err().contains("--threads 2") && refused.err().contains("accepted: --threads 1"),
                refused.err());
        assertFalse(refused.out().contains("# Fork"), refused.out());
    }

    /** The warm GET shares one repository and one verified GET per trial: one client, as the scripts were. */
    @Test
    void theManyMembersGetsRefuseMoreThreadsBeforeAnyFork() {
        CliRunner refused = CliRunner.run("run", "--out", out.toString(), "ManyMembersBenchmark|IndexWriteCost",
                "--threads", "2");
        assertEquals(2, refused.exitCode(), refused.toString());
        assertTrue(refused.err().contains("--threads 2") && refused.err().contains("accepted: --threads 1"),
                refused.err());
        assertFalse(refused.out().contains("# Fork"), refused.out());
    }

    @Test
    void anIngestRefusesWarmupIterationsBeforeAnyFork() {
        CliRunner run = CliRunner.run("run", "--out", out.toString(), "GraphIngestBenchmark", "-wi", "1");
        assertEquals(2, run.exitCode(), run.toString());
        assertTrue(run.err().contains("-wi 1") && run.err().contains("accepted: -wi 0"), run.err());
        assertFalse(run.out().contains("# Fork"), run.out());
    }

    @Test
    void unknownStoreAndUnknownOptionAreUsageErrors() {
        CliRunner store = CliRunner.run("run", "--out", out.toString(), "ManyMembersBenchmark", "-p", "store=ORACLE");
        assertEquals(2, store.exitCode(), store.toString());
        assertTrue(store.err().contains("'ORACLE'") && store.err().contains("file, leveldb, postgresql, mysql"),
                store.err());

        CliRunner option = CliRunner.run("run", "--outdir", "x");
        assertEquals(2, option.exitCode(), option.toString());
        assertTrue(option.err().contains("'--outdir'") && option.err().contains("--out DIR"), option.err());
    }
}
