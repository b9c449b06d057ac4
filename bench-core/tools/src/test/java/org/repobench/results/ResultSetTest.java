package org.repobench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ResultSetTest {
    @TempDir
    Path dir;

    private Path file(String name, String store, double... forkMeans) throws IOException {
        return new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .param("store", store).param("size", "1000").forkMeans(forkMeans).and()
                .write(dir.resolve(name));
    }

    @Test
    void sameBenchmarkAndParamsInTwoFilesKeepsAllForks() throws IOException {
        Path a = file("a.json", "FILE", 10, 11, 12);
        Path b = file("b.json", "FILE", 20, 21);
        ResultSet set = ResultSet.load(List.of(a, b));
        assertEquals(1, set.size());
        JmhResult merged = set.results().get(0);
        assertArrayEquals(new double[]{10, 11, 12, 20, 21}, merged.primary().forkMeans(), 1e-9);
        assertEquals(5, merged.settings().forks());
        assertEquals(List.of(a, b), merged.sources());
        // JMH's score: the mean of all pooled iterations; with equal iterations per fork, the mean of fork means
        assertEquals(14.8, merged.primary().score(), 1e-9);
        assertTrue(merged.primary().scoreError() > 0);
        assertEquals(List.of(a, b), set.files());
    }

    /**
     * A metric one step lacks keeps every other step's fork at its place: appended as it was, fork 3 held step 4's
     * value and every later fork another step's.
     */
    @Test
    void aSecondaryMetricAStepLacksKeepsItsForksAtTheirSteps() throws IOException {
        List<Path> steps = new ArrayList<>();
        for (int k = 0; k < 4; k++) {
            JmhJsonBuilder.Result step = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                    .forkMeans(10 + k);
            if (k != 1) {
                step.secondary(MetricNames.CPU_TIME, "ms/op", 5 + k);
            }
            if (k != 0) {
                step.secondary(MetricNames.ALLOCATION, "B/op", 100 + k);
            }
            steps.add(step.and().write(dir.resolve("step" + k + ".json")));
        }
        JmhResult merged = ResultSet.load(steps).results().get(0);
        double[] cpu = merged.secondary(MetricNames.CPU_TIME).forkMeans();
        assertEquals(4, cpu.length);
        assertArrayEquals(new double[]{5, 7, 8}, new double[]{cpu[0], cpu[2], cpu[3]}, 1e-9);
        assertTrue(Double.isNaN(cpu[1]), "the step without it: an empty fork, " + Arrays.toString(cpu));
        double[] bytes = merged.secondary(MetricNames.ALLOCATION).forkMeans();
        assertTrue(Double.isNaN(bytes[0]), "missing from the first step: " + Arrays.toString(bytes));
        assertArrayEquals(new double[]{101, 102, 103}, Arrays.copyOfRange(bytes, 1, 4), 1e-9);

        // written and read back, the same places
        Path file = JmhJsonWriter.write(dir.resolve("merged.json"), ResultSet.load(steps));
        double[] read = ResultSet.load(file).results().get(0).secondary(MetricNames.CPU_TIME)
                .forkMeans();
        assertEquals(4, read.length);
        assertEquals(8, read[3], 1e-9);
    }

    @Test
    void differentParamsStaySeparate() throws IOException {
        ResultSet set = ResultSet.load(List.of(file("a.json", "FILE", 10, 11, 12),
                file("b.json", "LEVELDB", 20, 21, 22)));
        assertEquals(2, set.size());
        assertEquals("FILE", set.results().get(0).params().get("store"));
        assertEquals("LEVELDB", set.results().get(1).params().get("store"));
    }

    @Test
    void keyIsTheSameWhateverOrderParamsWereWrittenIn() throws IOException {
        String first = "[{\"benchmark\":\"a.B.c\",\"mode\":\"avgt\",\"params\":{\"size\":\"1\",\"store\":\"FILE\"},"
                + "\"primaryMetric\":{\"score\":1,\"scoreUnit\":\"ms/op\",\"rawData\":[[1]]}}]";
        String second = first.replace("{\"size\":\"1\",\"store\":\"FILE\"}", "{\"store\":\"FILE\",\"size\":\"1\"}");
        ResultKey k1 = JmhJsonReader.read(Files.writeString(dir.resolve("1.json"), first)).get(0).key();
        ResultKey k2 = JmhJsonReader.read(Files.writeString(dir.resolve("2.json"), second)).get(0).key();
        assertEquals(k1, k2);
        assertEquals("a.B.c [avgt] {size=1, store=FILE}", k1.toString());
        assertEquals("B.c store=FILE size=1", k1.label());
    }

    @Test
    void modeIsPartOfTheKey() throws IOException {
        Path file = new JmhJsonBuilder()
                .result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").forkMeans(1, 2, 3).and()
                .result(JmhJsonBuilder.WARM_GET, "ss", "ms/op").forkMeans(4, 5, 6).and()
                .write(dir.resolve("modes.json"));
        assertEquals(2, ResultSet.load(file).size());
    }

    @Test
    void threadsArePartOfTheKeyAndOfTheLabel() throws IOException {
        Path file = new JmhJsonBuilder()
                .result(JmhJsonBuilder.WARM_GET, "sample", "ms/op").threads(1).forkMeans(1, 2, 3).and()
                .result(JmhJsonBuilder.WARM_GET, "sample", "ms/op").threads(8).param("store", "FILE")
                .forkMeans(4, 5, 6).and()
                .write(dir.resolve("threads.json"));
        ResultSet set = ResultSet.load(file);
        assertEquals(2, set.size(), "one result per thread count, not one merged result");
        assertEquals(List.of(1, 8), set.results().stream().map(r -> r.key().threads()).toList());
        assertEquals("ManyMembersBenchmark.warmGet threads=8 store=FILE", set.results().get(1).key().label());
        assertEquals("ManyMembersBenchmark.warmGet", set.results().get(0).key().label(), "1 thread is not shown");
    }

    @Test
    void percentilesAreReadAndDroppedWhenMerged() throws IOException {
        Path a = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "sample", "ms/op").forkMeans(1, 1, 1)
                .percentile(50.0, 0.9).percentile(99.0, 3.5).and().write(dir.resolve("a.json"));
        Path b = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "sample", "ms/op").forkMeans(1, 1, 1)
                .percentile(99.0, 4.5).and().write(dir.resolve("b.json"));
        Metric one = ResultSet.load(a).results().get(0).primary();
        assertEquals(3.5, one.percentile(99.0));
        assertEquals(3500, one.convertTo(ScoreUnit.parse("us/op")).percentile(99.0), 1e-9);
        assertTrue(Double.isNaN(one.percentile(90.0)), "not written: NaN, not a guess");
        assertTrue(ResultSet.load(List.of(a, b)).results().get(0).primary().percentiles().isEmpty(),
                "percentiles of two runs do not combine");
        Path avgt = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").forkMeans(1, 1, 1)
                .percentile(99.0, 1.01).and().write(dir.resolve("avgt.json"));
        assertTrue(ResultSet.load(avgt).results().get(0).primary().percentiles().isEmpty(),
                "avgt's percentiles are over 3 iteration scores, not operations: not kept");
    }

    @Test
    void mergeConvertsTheSecondFileToTheFirstFilesUnit() throws IOException {
        Path ms = file("ms.json", "FILE", 1, 2, 3);
        Path us = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "us/op")
                .param("store", "FILE").param("size", "1000").forkMeans(4000).and().write(dir.resolve("us.json"));
        JmhResult merged = ResultSet.load(List.of(ms, us)).results().get(0);
        assertEquals("ms/op", merged.primary().unit().text());
        assertArrayEquals(new double[]{1, 2, 3, 4}, merged.primary().forkMeans(), 1e-9);
    }

    @Test
    void mergeWithoutRawDataIsRefusedNamingTheFile() throws IOException {
        Path with = file("with.json", "FILE", 1, 2, 3);
        Path without = Files.writeString(dir.resolve("without.json"), "[{\"benchmark\":\""
                + JmhJsonBuilder.WARM_GET + "\",\"mode\":\"avgt\",\"params\":{\"store\":\"FILE\",\"size\":\"1000\"},"
                + "\"primaryMetric\":{\"score\":1,\"scoreUnit\":\"ms/op\"}}]");
        ResultFileException e = assertThrows(ResultFileException.class,
                () -> ResultSet.load(List.of(with, without)));
        assertTrue(e.getMessage().startsWith(without.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("no rawData"), e.getMessage());
    }
}
