package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lines a section opens with, from given results. One fork of three iterations on each side, as the main job
 * runs, reaches a 90 % interval: its ends are the smallest and the largest of the nine pairwise ratios, its estimate
 * their median, so every bracket below can be worked out by hand.
 */
class FindingsTest {
    /** The main job's time at cacheSize=10000 and size 10,000, in ms: median 3800. */
    private static final double[] BIG = {3700, 3800, 3900};
    /** A tenth of it, at size 1,000: every ratio big ÷ small lies in [3700/390, 3900/370] = [9.49, 10.5]. */
    private static final double[] SMALL = {370, 380, 390};

    @TempDir
    Path dir;

    /** warmGet on FILE, N_MEMBERS, sizes 1,000 and 10,000, cacheSize 10000 and 1000000, one fork each. */
    private Findings mainJob(UnaryOperator<double[]> largeCache, int iterations) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String cache : List.of("10000", "1000000")) {
            for (int size : new int[]{1000, 10000}) {
                double[] times = size == 1000 ? SMALL : BIG;
                times = cache.equals("10000") ? times : largeCache.apply(times);
                json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "FILE")
                        .param("workload", "N_MEMBERS").param("parallel", "false").param("size", Integer.toString(size))
                        .param("cacheSize", cache).fork(Arrays.copyOf(times, iterations));
            }
        }
        return only(json);
    }

    private Findings only(JmhJsonBuilder json) throws IOException {
        ResultSet results = ResultSet.load(json.write(dir.resolve("results.json")));
        return PivotFindings.of(PivotTable.of(BenchmarkGroup.of(results).get(0)));
    }

    @Test
    void theMainJobSaysItsTimeHowItGrowsAndWhatTheCacheDoes() throws IOException {
        Findings found = mainJob(t -> new double[]{1000, 1000, 1000}, 3);
        // 1000 ÷ {3700, 3800, 3900}: median 1000/3800 = 1/3.8, ends 1/3.9 and 1/3.7
        assertEquals(List.of("N_MEMBERS, size 10,000, FILE, cacheSize=10000: 3.80 s per warmGet;"
                + " 10\u00d7 size 1,000's time [9.5\u201311\u00d7]; cacheSize=1000000 is 3.8\u00d7 faster"
                + " [3.7\u20133.9\u00d7]"), found.lines());
        assertTrue(found.legend().startsWith("Brackets: 90% intervals (Hodges-Lehmann, as compare and the ratio charts"
                + " compute them) over iterations: with too few forks"), found.legend());
    }

    @Test
    void aSmallChangeIsAShareOfTheTimeAndAnIntervalAcrossOneIsNoClearEffect() throws IOException {
        // × 1.1: ratios 4070/3900 = 1.04 ... 4290/3700 = 1.16, median 1.1
        Findings slower = mainJob(t -> new double[]{t[0] * 1.1, t[1] * 1.1, t[2] * 1.1}, 3);
        assertTrue(slower.lines().get(0).endsWith("; cacheSize=1000000 takes 10% more time [4\u201316%]"),
                slower.lines().toString());
        // the same values in another order: ratios from 3700/3900 to 3900/3700, across 1
        Findings same = mainJob(t -> new double[]{t[2], t[0], t[1]}, 3);
        assertTrue(same.lines().get(0).endsWith("; cacheSize=1000000: no clear effect [0.95\u20131.1\u00d7 the"
                + " time]"), same.lines().toString());
    }

    @Test
    void tooFewIterationsSayTheFigureAndNoRatio() throws IOException {
        // 2 + 2 iterations cover 67 % at most, 1 + 1 nothing: no bracket is said, so no legend either
        for (int iterations : new int[]{1, 2}) {
            Findings found = mainJob(t -> new double[]{1000, 1000, 1000}, iterations);
            String median = iterations == 1 ? "3.70 s" : "3.75 s";
            assertEquals(List.of("N_MEMBERS, size 10,000, FILE, cacheSize=10000: " + median + " per warmGet"),
                    found.lines(), iterations + " iterations");
            assertEquals("", found.legend());
        }
    }

    @Test
    void aSettingThatRanOnlyTheSmallSizeIsSaidThere() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String store : List.of("FILE", "POSTGRESQL")) {
            for (int size : store.equals("FILE") ? new int[]{1000, 10000} : new int[]{1000}) {
                json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", store)
                        .param("workload", "N_MEMBERS").param("size", Integer.toString(size))
                        .fork(size == 1000 ? SMALL : BIG);
            }
        }
        assertEquals(List.of("N_MEMBERS, size 10,000, FILE: 3.80 s per warmGet; 10\u00d7 size 1,000's time"
                + " [9.5\u201311\u00d7]", "N_MEMBERS, size 1,000, POSTGRESQL: 380 ms per warmGet"), only(json).lines());
    }

    @Test
    void aServerStandsAgainstFedora475AndALeverItLacksIsLeftOut() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String cache : List.of("10000", "1000000", "n/a")) {
            // Fedora 4.7.5 at both cacheSizes, Fedora 6.1.0 without the lever at half Fedora 4.7.5's time
            double[] times = cache.equals("10000") ? BIG : cache.equals("n/a")
                    ? new double[]{BIG[0] / 2, BIG[1] / 2, BIG[2] / 2} : new double[]{1000, 1000, 1000};
            json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                    .param("target", cache.equals("n/a") ? "FEDORA_6_1_0" : "FEDORA_4_7_5").param("store", "FILE")
                    .param("workload", "N_CHILDREN").param("size", "10000").param("parallel", "n/a")
                    .param("cacheSize", cache).fork(times);
        }
        // half the time: ratios 1850/3900 ... 1950/3700, median 0.5, against the cacheSize it was set beside
        assertEquals(List.of("N_CHILDREN, size 10,000, FEDORA_4_7_5, FILE, cacheSize=10000: 3.80 s per warmGet;"
                        + " cacheSize=1000000 is 3.8\u00d7 faster [3.7\u20133.9\u00d7]",
                "N_CHILDREN, size 10,000, FEDORA_6_1_0, FILE: 1.90 s per warmGet; 2.0\u00d7 faster than Fedora 4.7.5"
                        + " at cacheSize=10000 [1.9\u20132.1\u00d7]"), only(json).lines());
    }

    @Test
    void aTableOfAnotherUnitSaysItsFigureAsTheTableDoes() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String store : List.of("FILE", "LEVELDB")) {
            json.result("org.repobench.crud.CreateBenchmark.create", "thrpt", "ops/s").param("store", store)
                    .fork(store.equals("FILE") ? 500 : 250);
        }
        assertEquals(List.of("FILE: 500 ops/s", "LEVELDB: 250 ops/s"), only(json).lines());
    }

    @Test
    void operationsSayEachMeanAtTheMostThreads() throws IOException {
        Path crud = ReportFixtures.crud(dir.resolve("crud.json"));
        ReportModel model = ReportModel.of(ResultSet.load(crud));
        Section operations = model.sections().get(0);
        // (operation index + 1) × threads ms on FILE, twice that on LEVELDB, × 1.5 for CONTENT
        assertEquals("store=FILE resource=CONTAINER, 4 threads: create 4.00 ms, update 8.00 ms, retrieve 12.0 ms,"
                + " delete 16.0 ms per operation (mean)", operations.findings().lines().get(0));
        assertEquals(4, operations.findings().lines().size(), operations.findings().lines().toString());
    }

    /** A result a study's figure stands beside, so the folded part has the published figures. */
    @Test
    void theHtmlSectionReadsFindingsThenChartsThenTableThenTheFoldedMethod() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (int size : new int[]{1000, 10000}) {
            RecordedParams.with(json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op"),
                    RecordedParams.modelWarmGet("N_MEMBERS", size, "LEVELDB")).forkMeans(size / 500.0, size / 500.0,
                    size / 500.0);
        }
        Path file = json.write(dir.resolve("members.json"));
        String html = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out")).get(1));
        String section = html.substring(html.indexOf("<h2 id=\"manymembersbenchmark-warmget-avgt\">"),
                html.indexOf("<h2 id=\"environment\">"));
        int findings = section.indexOf("<ul class=\"findings\">");
        int chart = section.indexOf("<figure");
        int table = section.indexOf("<table");
        int details = section.indexOf("<details class=\"method\">");
        assertTrue(findings > 0 && findings < chart && chart < table && table < details,
                "findings " + findings + ", chart " + chart + ", table " + table + ", details " + details);
        assertTrue(section.indexOf("<li>N_MEMBERS, size 10,000, LEVELDB: 20.0 ms per warmGet; 10\u00d7 size"
                + " 1,000&#39;s time") > findings, section);
        // the method and the published figures are folded beneath the table, the flame graphs' note after them
        assertTrue(section.indexOf("same in every cell", details) > details, section);
        assertTrue(section.indexOf("<caption>Published figures (context, not a verdict)</caption>", details) > details,
                section);
        assertTrue(section.contains("<summary>Method, published figures, sources of the published figures,"
                + " secondary metrics</summary>") || section.contains("<summary>Method, published figures, sources of"
                + " the published figures</summary>"), section);
        // how to read the cells is folded at the end of the page, and linked from its top
        assertTrue(html.indexOf("<details id=\"how-to-read\"") > html.indexOf("<h2 id=\"environment\">"), html);
        assertTrue(html.indexOf("<a href=\"#how-to-read\">") < html.indexOf("<h2"), html);
    }

    @Test
    void theReportInMarkdownOpensEachSectionWithItsFindings() throws IOException {
        Path results = ReportFixtures.warmGet(dir.resolve("warm.json"), "FILE");
        String md = Files.readString(ReportWriter.write(List.of(results), dir.resolve("out")).get(0));
        String section = md.substring(md.indexOf("## ManyMembersBenchmark.warmGet"));
        assertTrue(section.indexOf("\n- N_MEMBERS, size 10,000, FILE, parallel=false: 10.0 ms per warmGet;")
                < section.indexOf("| workload |"), section);
    }
}
