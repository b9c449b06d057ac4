package org.repobench.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.results.JmhJsonBuilder.COLD_GET;
import static org.repobench.results.JmhJsonBuilder.WARM_GET;

/** Single-fork files merged and written back as one JMH file: what the gate does with each arm. */
class JmhJsonWriterTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private Path singleFork(String name, String workload, double... iterations) throws Exception {
        return new JmhJsonBuilder().result(WARM_GET, "avgt", "ms/op").param("store", "FILE")
                .param("workload", workload).param("size", "1000").fork(iterations)
                .and().result(COLD_GET, "ss", "ms/op").param("store", "FILE").param("workload", workload)
                .param("size", "1000").fork(iterations[0] * 10)
                .and().write(dir.resolve(name));
    }

    private Path mergedAndWritten(List<Path> forks) throws Exception {
        return JmhJsonWriter.write(dir.resolve("merged.json"), ResultSet.load(forks));
    }

    @Test
    void forksAreKeptInRunOrderAndReadBackUnchanged() throws Exception {
        Path merged = mergedAndWritten(List.of(singleFork("1.json", "N_MEMBERS", 30, 32),
                singleFork("2.json", "N_MEMBERS", 34, 36), singleFork("3.json", "N_MEMBERS", 31, 33)));

        ResultSet back = ResultSet.load(merged);
        assertEquals(2, back.size(), "warm and cold GET stay apart (different method and mode)");
        JmhResult warm = back.results().get(0);
        assertEquals(WARM_GET, warm.benchmark());
        assertEquals("N_MEMBERS", warm.params().get("workload"));
        assertEquals(3, warm.primary().forkCount());
        assertEquals(3, warm.settings().forks());
        assertArrayEquals(new double[]{31, 35, 32}, warm.primary().forkMeans(), 1e-12);
        assertEquals("ms/op", warm.primary().unit().text());
        assertEquals(List.of("-Xmx4g", "-Dbench.db.password=hunter2"), warm.jvm().jvmArgs(),
                "what JMH recorded about the JVM is kept as it was");
        JmhResult cold = back.results().get(1);
        assertEquals("ss", cold.mode());
        assertArrayEquals(new double[]{300, 340, 310}, cold.primary().forkMeans(), 1e-12);

        JsonNode raw = MAPPER.readTree(merged.toFile()).get(0);
        assertEquals("[[30.0,32.0],[34.0,36.0],[31.0,33.0]]", raw.path("primaryMetric").path("rawData").toString());
        assertEquals(3, raw.path("forks").asInt());
    }

    @Test
    void scoreErrorAndConfidenceArePooledOverAllIterationsAsJmhDoes() throws Exception {
        Metric primary = ResultSet.load(mergedAndWritten(List.of(singleFork("1.json", "N_MEMBERS", 30, 32),
                singleFork("2.json", "N_MEMBERS", 34, 36)))).results().get(0).primary();
        double mean = 33;
        double sd = Math.sqrt((9 + 1 + 1 + 9) / 3.0);
        double error = new TDistribution(3).inverseCumulativeProbability(0.9995) * sd / 2;
        assertEquals(mean, primary.score(), 1e-9);
        assertEquals(error, primary.scoreError(), 1e-9);
        assertEquals(mean - error, primary.confidenceLow(), 1e-9);
        assertEquals(mean + error, primary.confidenceHigh(), 1e-9);
    }

    @Test
    void tooFewIterationsAreWrittenAsJmhsNaNString() throws Exception {
        Path merged = mergedAndWritten(List.of(singleFork("1.json", "N_MEMBERS", 30),
                singleFork("2.json", "N_MEMBERS", 34)));
        String written = Files.readString(merged);
        assertTrue(written.contains("\"scoreError\" : \"NaN\""), written);
        assertTrue(Double.isNaN(ResultSet.load(merged).results().get(0).primary().scoreError()));
    }

    @Test
    void differentParamsStayApart() throws Exception {
        ResultSet back = ResultSet.load(mergedAndWritten(List.of(singleFork("1.json", "N_MEMBERS", 30),
                singleFork("2.json", "N_MEMBEROF", 90), singleFork("3.json", "N_MEMBERS", 32))));
        assertEquals(4, back.size());
        assertEquals("N_MEMBERS", back.results().get(0).params().get("workload"));
        assertEquals(2, back.results().get(0).primary().forkCount());
        assertEquals("N_MEMBEROF", back.results().get(2).params().get("workload"));
        assertEquals(1, back.results().get(2).primary().forkCount());
    }

    @Test
    void secondaryMetricsArePooledToo() throws Exception {
        Path first = singleFork("1.json", "N_MEMBERS", 30);
        Path second = singleFork("2.json", "N_MEMBERS", 32);
        withAllocation(first, 5);
        withAllocation(second, 7);
        Metric allocation = ResultSet.load(mergedAndWritten(List.of(first, second))).results().get(0)
                .secondary("gc.alloc.rate.norm");
        assertArrayEquals(new double[]{5, 7}, allocation.forkMeans(), 1e-12);
        assertEquals(6, allocation.score(), 1e-9);
        assertEquals("B/op", allocation.unit().text());
    }

    @Test
    void percentilesAndThreadsOfAnUnmergedResultAreWrittenBack() throws Exception {
        Path file = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "sample", "ms/op").threads(8)
                .forkMeans(2, 2, 2).percentile(50.0, 1.8).percentile(99.0, 6.5).and().write(dir.resolve("s.json"));
        Path written = JmhJsonWriter.write(dir.resolve("w.json"), ResultSet.load(file));
        JmhResult back = ResultSet.load(written).results().get(0);
        assertEquals(8, back.key().threads());
        assertEquals(6.5, back.primary().percentile(99.0));
        assertEquals(1.8, back.primary().percentile(50.0));
    }

    private static void withAllocation(Path file, double bytes) throws Exception {
        String json = Files.readString(file).replaceFirst("\"secondaryMetrics\" : \\{ }",
                "\"secondaryMetrics\" : {\"·gc.alloc.rate.norm\":{\"score\":" + bytes
                        + ",\"scoreUnit\":\"B/op\",\"rawData\":[[" + bytes + "]]}}");
        assertTrue(json.contains("gc.alloc.rate.norm"), "the hand-made file should now carry an allocation metric");
        Files.writeString(file, json);
    }
}
