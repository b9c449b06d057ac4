package org.repobench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JmhJsonReaderTest {
    @TempDir
    Path dir;

    static Path sample() throws URISyntaxException {
        return Path.of(JmhJsonReaderTest.class.getResource("jmh-1.37-sample.json").toURI());
    }

    @Test
    void readsEveryFieldOfARealJmhEntry() throws Exception {
        List<JmhResult> results = JmhJsonReader.read(sample());
        assertEquals(3, results.size());
        JmhResult warm = results.get(0);
        assertEquals("org.repobench.members.ManyMembersBenchmark.warmGet", warm.benchmark());
        assertEquals("ManyMembersBenchmark.warmGet", warm.key().shortName());
        assertEquals("avgt", warm.mode());
        assertEquals(List.of("cacheSize", "parallel", "size", "store", "workload"),
                List.copyOf(warm.params().keySet()), "params are held sorted");
        assertEquals("N_MEMBERS", warm.params().get("workload"));
        assertEquals(12.0, warm.primary().score());
        assertEquals(1.5, warm.primary().scoreError());
        assertEquals(10.5, warm.primary().confidenceLow());
        assertEquals(ScoreUnit.Direction.LOWER_IS_BETTER, warm.primary().unit().direction());
        assertArrayEquals(new double[]{11.5, 12.5, 12.0}, warm.primary().forkMeans(), 1e-12);
        assertEquals(3, warm.settings().forks());
        assertEquals("2 s", warm.settings().warmupTime());
        assertEquals(2, warm.settings().measurementIterations());
        assertEquals("17.0.15", warm.jvm().jdkVersion());
        assertEquals(List.of("-Xmx4g"), warm.jvm().jvmArgs());
        assertEquals(List.of(sample()), warm.sources());
    }

    @Test
    void nonFiniteNumbersWrittenAsStringsParse() throws Exception {
        JmhResult cold = JmhJsonReader.read(sample()).get(1);
        assertTrue(Double.isNaN(cold.primary().scoreError()), "\"NaN\" string");
        assertEquals(Double.NEGATIVE_INFINITY, cold.primary().confidenceLow(), "\"-INF\" string");
        assertEquals(Double.POSITIVE_INFINITY, cold.primary().confidenceHigh(), "\"+INF\" string");
        assertEquals("single-shot", cold.settings().measurementTime());
    }

    @Test
    void secondaryMetricIsFoundWithOrWithoutTheMiddleDotPrefix() throws Exception {
        JmhResult warm = JmhJsonReader.read(sample()).get(0);
        assertNotNull(warm.secondary("gc.alloc.rate.norm"));
        assertNotNull(warm.secondary("·gc.alloc.rate.norm"));
        assertEquals("B/op", warm.secondary("gc.alloc.rate.norm").unit().text());
        assertTrue(Double.isNaN(warm.secondary("gc.alloc.rate.norm").scoreError()));
    }

    @Test
    void sampleModeHistogramGivesExactForkMeans() throws Exception {
        JmhResult sampled = JmhJsonReader.read(sample()).get(2);
        assertEquals("sample", sampled.mode());
        assertTrue(sampled.params().isEmpty());
        // fork 1: three samples of 1.0 and one of 3.0; fork 2: two of 4.0
        assertArrayEquals(new double[]{1.5, 4.0}, sampled.primary().forkMeans(), 1e-12);
    }

    @Test
    void missingFileIsNamed() {
        Path missing = dir.resolve("nope.json");
        ResultFileException e = assertThrows(ResultFileException.class, () -> JmhJsonReader.read(missing));
        assertTrue(e.getMessage().startsWith(missing.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("no such file"), e.getMessage());
    }

    @Test
    void invalidJsonSaysWhere() throws IOException {
        Path file = Files.writeString(dir.resolve("broken.json"), "[ { \"benchmark\": ");
        ResultFileException e = assertThrows(ResultFileException.class, () -> JmhJsonReader.read(file));
        assertTrue(e.getMessage().contains("broken.json: not valid JSON at line 1"), e.getMessage());
    }

    @Test
    void objectInsteadOfArrayIsNotAJmhFile() throws IOException {
        Path file = Files.writeString(dir.resolve("env.json"), "{\"os\": \"linux\"}");
        ResultFileException e = assertThrows(ResultFileException.class, () -> JmhJsonReader.read(file));
        assertTrue(e.getMessage().contains("not a JMH result file: expected a JSON array"), e.getMessage());
        assertTrue(e.getMessage().contains("found an object"), e.getMessage());
    }

    @Test
    void emptyArrayAndEmptyFileAreRejected() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.json"), "[]");
        assertTrue(assertThrows(ResultFileException.class, () -> JmhJsonReader.read(empty)).getMessage()
                .contains("no benchmark results"));
        Path nothing = Files.writeString(dir.resolve("nothing.json"), "");
        assertTrue(assertThrows(ResultFileException.class, () -> JmhJsonReader.read(nothing)).getMessage()
                .contains("nothing.json"));
    }

    @Test
    void entryWithoutPrimaryMetricNamesEntryAndBenchmark() throws IOException {
        Path file = Files.writeString(dir.resolve("partial.json"),
                "[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\"}]");
        ResultFileException e = assertThrows(ResultFileException.class, () -> JmhJsonReader.read(file));
        assertEquals(file + ": result #1 (a.B.c): missing \"primaryMetric\" object (every JMH result has one)",
                e.getMessage());
    }

    @Test
    void badNumberNamesFieldValueAndAcceptedSpellings() throws IOException {
        Path file = Files.writeString(dir.resolve("bad.json"), "[{\"benchmark\": \"a.B.c\", \"mode\": \"avgt\","
                + " \"primaryMetric\": {\"score\": \"fast\", \"scoreUnit\": \"ms/op\"}}]");
        ResultFileException e = assertThrows(ResultFileException.class, () -> JmhJsonReader.read(file));
        assertTrue(e.getMessage().contains("primaryMetric.score is 'fast'"), e.getMessage());
        assertTrue(e.getMessage().contains("\"NaN\", \"+INF\", \"-INF\""), e.getMessage());
    }

    @Test
    void rawDataWithNonFiniteStringsParses() throws IOException {
        Path file = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .fork(1.0, Double.NaN).fork(2.0, 2.0).scoreError(Double.NaN).and()
                .write(dir.resolve("nan.json"));
        JmhResult r = JmhJsonReader.read(file).get(0);
        assertTrue(Double.isNaN(r.primary().forkMeans()[0]));
        assertEquals(2.0, r.primary().forkMeans()[1]);
    }
}
