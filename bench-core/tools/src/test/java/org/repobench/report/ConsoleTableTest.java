package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;
import org.repobench.results.SampleKind;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConsoleTableTest {
    @TempDir
    Path dir;

    @Test
    void oneLinePerResultWithVaryingParamsScoreUnitAndPerMemberCost() throws IOException {
        ResultSet results = ResultSet.load(ReportFixtures.warmGet(dir.resolve("r.json"), "FILE"));
        String text = ConsoleTable.render(results);
        String[] lines = text.split("\n");
        assertEquals("all results: store=FILE cacheSize=10000", lines[0], text);
        assertTrue(lines[1].startsWith("benchmark"), text);
        assertEquals(5 + results.size(), lines.length, "header, rule, rows, legend, samples: " + text);
        assertTrue(text.lines().anyMatch(l -> l.matches("ManyMembersBenchmark\\.warmGet\\s+avgt\\s+workload=N_MEMBERS"
                + " size=10000 parallel=true\\s+5\\.00 \\[4\\.95-5\\.05\\] n=9\\s+5\\.00 ± 0\\.07\\s+ms/op"
                + "\\s+0\\.000500")),
                text);
        assertTrue(lines[lines.length - 2].startsWith("median [min-max] n: over all iterations"), text);
        assertEquals("samples: " + SampleKind.FORK.describe(), lines[lines.length - 1], "no target: forks");
        assertFalse(lines[1].contains("threads") || lines[1].contains("p99") || lines[1].contains("alloc"),
                "no column nobody has: " + lines[1]);
    }

    @Test
    void whereAWriteFailedEveryWriteBenchmarkShowsItsFailuresConflictsAndRetries() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        json.result(ReportFixtures.CRUD + ".create", "sample", "ms/op").threads(32).param("resource", "CONTAINER")
                .forkMeans(65.5).secondary(MetricNames.FAILURES, "#", 25).secondary(MetricNames.LOST, "#", 1)
                .secondary(MetricNames.CONFLICTS, "#", 3).secondary(MetricNames.RETRIES, "#", 50);
        json.result(ReportFixtures.CRUD + ".create", "sample", "ms/op").threads(32).param("resource", "CONTENT")
                .forkMeans(20).secondary(MetricNames.FAILURES, "#", 0).secondary(MetricNames.CONFLICTS, "#", 0)
                .secondary(MetricNames.RETRIES, "#", 2);
        json.result(ReportFixtures.CRUD + ".retrieve", "sample", "ms/op").threads(32).param("resource", "CONTENT")
                .forkMeans(2);
        String text = ConsoleTable.render(ResultSet.load(json.write(dir.resolve("failed.json"))));
        String header = text.lines().filter(l -> l.startsWith("benchmark")).findFirst().orElseThrow();
        assertTrue(header.matches(".*failed +conflicts +retries$"), header);
        assertTrue(text.lines().anyMatch(l -> l.matches("ConcurrentCrudBenchmark\\.create .*resource=CONTAINER.* 26"
                + " +3 +50$")), "25 given up and 1 lost, 3 conflicts, 50 retries: " + text);
        assertTrue(text.lines().anyMatch(l -> l.matches("ConcurrentCrudBenchmark\\.create .*resource=CONTENT.* 0"
                + " +0 +2$")), text);
        assertTrue(text.lines().anyMatch(l -> l.matches("ConcurrentCrudBenchmark\\.retrieve .*ms/op *$")),
                "no counts, no cells: " + text);
        assertTrue(text.contains(ConsoleTable.WRITES_LEGEND), text);
        assertFalse(ConsoleTable.render(ResultSet.load(ReportFixtures.crud(dir.resolve("crud.json"))))
                .contains("conflicts"), "no write failed: the table stays narrow");
    }

    @Test
    void theFootnoteSaysWhatASampleIsOnceWhereAllAgreeElsePerTarget() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_6_1_0").param("size", "10")
                .sample(SampleKind.SERVER_START.name()).forkMeans(5, 5.1);
        json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_6_1_0").param("size", "20")
                .sample(SampleKind.SERVER_START.name()).forkMeans(6, 6.1);
        String one = ConsoleTable.render(ResultSet.load(json.write(dir.resolve("one.json"))));
        assertTrue(one.contains("\nsamples: server start (a fresh server and a fresh JVM each)\n"), one);
        json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "MODEL").param("size", "10")
                .forkMeans(1, 1.1);
        String both = ConsoleTable.render(ResultSet.load(json.write(dir.resolve("both.json"))));
        assertTrue(both.contains("\nsamples: server start (a fresh server and a fresh JVM each) for FEDORA_6_1_0;"
                + " fork (a fresh JVM each) for MODEL\n"), both);
    }

    @Test
    void theCpuAndServerCostsAreColumnsWherePresent() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        json.result(ReportFixtures.CRUD + ".retrieve", "avgt", "us/op").param("resource", "CONTENT").forkMeans(2000)
                .secondary(MetricNames.CPU_TIME, "us/op", 800).secondary(MetricNames.SERVER_CPU_TIME, "us/op", 1500)
                .secondary(MetricNames.SERVER_ALLOCATION, "B/op", 250_000);
        json.result(ReportFixtures.CRUD + ".create", "avgt", "us/op").param("resource", "CONTENT").forkMeans(3000)
                .secondary(MetricNames.CPU_TIME, "us/op", 900);
        String text = ConsoleTable.render(ResultSet.load(json.write(dir.resolve("costs.json"))));
        String header = text.lines().filter(l -> l.startsWith("benchmark")).findFirst().orElseThrow();
        assertTrue(header.matches(".*unit +cpu/op +server cpu/op +server alloc/op$"), header);
        assertFalse(header.contains("gc cpu/op"), "no column nobody has: " + header);
        assertTrue(text.lines().anyMatch(l -> l.matches("ConcurrentCrudBenchmark\\.retrieve .* us/op +800 us"
                + " +1500 us +250 kB/op$")), "in the score's unit: " + text);
        assertTrue(text.lines().anyMatch(l -> l.matches("ConcurrentCrudBenchmark\\.create .* 900 us *$")), text);
        assertTrue(text.contains(ConsoleTable.COSTS_LEGEND), text);
    }
}
