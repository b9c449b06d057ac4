package org.repobench.jmeter;

import org.junit.jupiter.api.Test;
import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.load.LoadOperation;
import org.repobench.report.ConsoleTable;
import org.repobench.results.JmhJsonWriter;
import org.repobench.results.JmhResult;
import org.repobench.results.ResultSet;
import org.repobench.results.SampleKind;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A load's tally in repobench's own shape: what report and compare read, written and read back. */
class LoadResultsTest {
    @Test
    void percentilesAreNearestRankOverEveryMeasuredRequest() {
        long[] sorted = new long[100];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = i + 1;
        }
        assertEquals(50, LoadResults.nearestRank(sorted, 50));
        assertEquals(90, LoadResults.nearestRank(sorted, 90));
        assertEquals(99, LoadResults.nearestRank(sorted, 99));
        assertEquals(100, LoadResults.nearestRank(sorted, 100));
        assertEquals(1, LoadResults.nearestRank(sorted, 0));
        assertEquals(7, LoadResults.nearestRank(new long[] {7}, 99.9));
    }

    @Test
    void oneResultPerOperationReadsBackWithItsWindowsPercentilesAndCounts() throws Exception {
        List<JtlSample> samples = new ArrayList<>();
        long t0 = 5_000_000;
        samples.add(new JtlSample(t0, 1_000, "create", "201", true, "t", "ramp", "a")); // the ramp-up's: not measured
        for (int i = 0; i < 100; i++) {
            long start = t0 + 2_000 + i * 100L;
            samples.add(new JtlSample(start, i + 1, "create", "201", true, "t", "n" + i, i % 4 == 0 ? "b" : "a"));
            samples.add(new JtlSample(start + 1, 2, "delete", i < 99 ? "204" : "409", i < 99, "t", "n" + i, "b"));
        }
        LoadTally tally = LoadTally.of(samples, LoadTallyTest.SETTINGS);
        ResultSet results = LoadResults.of(tally, LoadTallyTest.SETTINGS, "FEDORA_6_1_0",
                Map.of(LoadOperation.CREATE, 2L));
        Path file = Files.createTempFile("load", ".json");
        try {
            JmhJsonWriter.write(file, results);
            ResultSet read = ResultSet.load(file);
            assertEquals(2, read.results().size());
            JmhResult create = read.results().stream().filter(r -> r.benchmark().endsWith(".create")).findFirst()
                    .orElseThrow();
            assertEquals("JMeterLoad.create", create.key().shortName());
            assertEquals(Map.of(ParamNames.TARGET, "FEDORA_6_1_0", LoadResults.CYCLE, "test", LoadResults.ENGINES, "1"),
                    create.params());
            assertEquals(SampleKind.LOAD_WINDOW, create.settings().sample());
            assertEquals(2, create.primary().fork(0).length, "the hold's two windows");
            assertEquals(50.5, create.primary().score(), 1e-9);
            assertEquals(99.0, create.primary().percentile(99.0), 1e-9);
            assertEquals(100.0, create.primary().percentile(100.0), 1e-9);
            assertEquals(10.0, create.secondary(MetricNames.THROUGHPUT).score(), 1e-9, "100 in the 10 s hold");
            assertEquals(2.0, create.secondary(MetricNames.LOST).score());
            assertEquals(100.0 * 76 / 101, create.secondary(MetricNames.ENGINE_SHARE_PREFIX + "a").score(), 1e-9,
                    "the ramp-up's sample and 75 measured of 101");
            assertEquals(100.0 * 25 / 101, create.secondary(MetricNames.ENGINE_SHARE_PREFIX + "b").score(), 1e-9);
            JmhResult delete = read.results().stream().filter(r -> r.benchmark().endsWith(".delete")).findFirst()
                    .orElseThrow();
            assertEquals(1.0, delete.secondary(MetricNames.FAILURES).score());
            assertEquals(1.0, delete.secondary(MetricNames.CONFLICTS).score());
            assertEquals(0.0, delete.secondary(MetricNames.RETRIES).score());
            String table = ConsoleTable.render(read);
            assertTrue(table.contains("JMeterLoad.create") && table.contains("window of one load"), table);
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
