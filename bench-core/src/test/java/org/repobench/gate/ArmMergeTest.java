package org.repobench.gate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArmMergeTest {
    private static final String BENCH = "org.repobench.members.ManyMembersBenchmark.warmGet";

    @TempDir
    Path dir;

    /** One benchmark result of a single-fork JMH run, shaped as JMH writes it. */
    private static String result(String workload, String mode, double... iterations) {
        StringBuilder raw = new StringBuilder();
        double sum = 0;
        for (double v : iterations) {
            raw.append(raw.length() == 0 ? "" : ",").append(v);
            sum += v;
        }
        return """
                {"jmhVersion":"1.37","benchmark":"%s","mode":"%s","threads":1,"forks":1,
                 "jvm":"/usr/bin/java","jvmArgs":["-Xmx1g"],"warmupIterations":3,"measurementIterations":%d,
                 "params":{"cacheSize":"1000000","size":"1000","store":"FILE","workload":"%s"},
                 "primaryMetric":{"score":%s,"scoreError":"NaN","scoreConfidence":[0,0],
                   "scorePercentiles":{"0.0":0,"50.0":0,"100.0":0},"scoreUnit":"ms/op","rawData":[[%s]]},
                 "secondaryMetrics":{}}
                """.formatted(BENCH, mode, iterations.length, workload, sum / iterations.length, raw);
    }

    private static JsonNode run(String... results) throws Exception {
        return ArmMerge.MAPPER.readTree("[" + String.join(",", results) + "]");
    }

    @Test
    void forksAreConcatenatedInRunOrderAndParamsKept() throws Exception {
        ArrayNode merged = ArmMerge.merge(List.of(
                run(result("N_MEMBERS", "avgt", 30, 32), result("N_MEMBEROF", "avgt", 90, 94)),
                run(result("N_MEMBERS", "avgt", 34, 36), result("N_MEMBEROF", "avgt", 98, 100)),
                run(result("N_MEMBERS", "avgt", 31, 33), result("N_MEMBEROF", "avgt", 92, 96))));

        assertEquals(2, merged.size());
        JsonNode members = merged.get(0);
        assertEquals("N_MEMBERS", members.path("params").path("workload").asText());
        assertEquals("1000000", members.path("params").path("cacheSize").asText());
        assertEquals(3, members.path("forks").asInt());
        assertEquals("[[30.0,32.0],[34.0,36.0],[31.0,33.0]]", members.path("primaryMetric").path("rawData").toString());
        assertEquals("N_MEMBEROF", merged.get(1).path("params").path("workload").asText());
        assertEquals("[[90.0,94.0],[98.0,100.0],[92.0,96.0]]",
                merged.get(1).path("primaryMetric").path("rawData").toString());
        // what the first fork carried beyond the data is kept
        assertEquals("[\"-Xmx1g\"]", members.path("jvmArgs").toString());
        assertEquals("ms/op", members.path("primaryMetric").path("scoreUnit").asText());
    }

    @Test
    void scoreErrorAndConfidenceArePooledOverAllIterationsAsJmhDoes() throws Exception {
        JsonNode primary = ArmMerge.merge(List.of(run(result("N_MEMBERS", "avgt", 30, 32)),
                run(result("N_MEMBERS", "avgt", 34, 36)))).get(0).path("primaryMetric");
        double mean = 33;
        double sd = Math.sqrt(((9 + 1 + 1 + 9)) / 3.0);
        double error = new TDistribution(3).inverseCumulativeProbability(0.9995) * sd / 2;
        assertEquals(mean, primary.path("score").asDouble(), 1e-9);
        assertEquals(error, primary.path("scoreError").asDouble(), 1e-9);
        assertEquals(mean - error, primary.path("scoreConfidence").get(0).asDouble(), 1e-9);
        assertEquals(mean + error, primary.path("scoreConfidence").get(1).asDouble(), 1e-9);
        assertEquals(30, primary.path("scorePercentiles").path("0.0").asDouble(), 1e-9);
        assertEquals(36, primary.path("scorePercentiles").path("100.0").asDouble(), 1e-9);
    }

    @Test
    void tooFewIterationsGiveJmhsNaNString() throws Exception {
        ArrayNode merged = ArmMerge.merge(List.of(run(result("N_MEMBERS", "avgt", 30)),
                run(result("N_MEMBERS", "avgt", 34))));
        String written = ArmMerge.MAPPER.writeValueAsString(merged);
        assertTrue(written.contains("\"scoreError\":\"NaN\""), written);
    }

    @Test
    void modesAreKeptApart() throws Exception {
        ArrayNode merged = ArmMerge.merge(List.of(run(result("N_MEMBERS", "avgt", 30), result("N_MEMBERS", "ss", 900)),
                run(result("N_MEMBERS", "avgt", 31), result("N_MEMBERS", "ss", 950))));
        assertEquals(2, merged.size());
        assertEquals(2, merged.get(1).path("forks").asInt());
        assertEquals("[[900.0],[950.0]]", merged.get(1).path("primaryMetric").path("rawData").toString());
    }

    @Test
    void secondaryMetricsArePooledOrDropped() throws Exception {
        String withGc = result("N_MEMBERS", "avgt", 30).replace("\"secondaryMetrics\":{}",
                "\"secondaryMetrics\":{\"gc.alloc.rate.norm\":{\"score\":5,\"scoreUnit\":\"B/op\",\"rawData\":[[5]]},"
                        + "\"·stack\":{\"score\":1,\"scoreUnit\":\"\"}}");
        JsonNode secondary = ArmMerge.merge(List.of(run(withGc), run(withGc.replace("[[5]]", "[[7]]"))))
                .get(0).path("secondaryMetrics");
        assertEquals("[[5],[7]]", secondary.path("gc.alloc.rate.norm").path("rawData").toString());
        assertEquals(6, secondary.path("gc.alloc.rate.norm").path("score").asDouble(), 1e-9);
        assertFalse(secondary.has("·stack"));
    }

    @Test
    void sampleModeIsRefusedByName() throws Exception {
        GateException e = assertThrows(GateException.class,
                () -> ArmMerge.merge(List.of(run(result("N_MEMBERS", "sample", 30)))));
        assertTrue(e.getMessage().contains("sample mode") && e.getMessage().contains(BENCH), e.getMessage());
    }

    @Test
    void readsFilesWithJmhsNonNumericValues() throws Exception {
        Path first = Files.writeString(dir.resolve("a.json"), "[" + result("N_MEMBERS", "avgt", 30) + "]");
        Path second = Files.writeString(dir.resolve("b.json"), "[" + result("N_MEMBERS", "avgt", 32) + "]");
        assertEquals(2, ArmMerge.mergeFiles(List.of(first, second)).get(0).path("forks").asInt());
        Path notJmh = Files.writeString(dir.resolve("c.json"), "{}");
        GateException e = assertThrows(GateException.class, () -> ArmMerge.mergeFiles(List.of(notJmh)));
        assertTrue(e.getMessage().contains(notJmh.toString()), e.getMessage());
    }
}
