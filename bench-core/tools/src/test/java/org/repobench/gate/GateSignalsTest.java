package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.compare.CompareOptions;
import org.repobench.compare.Comparison;
import org.repobench.compare.ComparisonException;
import org.repobench.compare.ComparisonMarkdown;
import org.repobench.compare.ComparisonReport;
import org.repobench.compare.Signal;
import org.repobench.compare.Verdict;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GateSignalsTest {
    private static final double[] FAST = {10.0, 10.2, 9.9, 10.1, 9.8};
    private static final double[] SLOW = {12.0, 12.24, 11.88, 12.12, 11.76};
    private static final double[] SMALL = {1000, 1001, 999, 1000, 1000};
    private static final double[] LARGE = {1200, 1201, 1199, 1200, 1200};
    /** Counted work: the same count in every fork, as a store's documents read are. */
    private static final double[] DOCS = {1000, 1000, 1000, 1000, 1000};
    private static final double[] MORE_DOCS = {1080, 1080, 1080, 1080, 1080};

    @TempDir
    Path dir;

    /**
     * Two benchmarks: a warm GET slower in time only, with the same counted work on both sides; a cold GET larger in
     * allocation, CPU time and counted work only.
     */
    private Path arm(String name, double[] warmTime, double[] coldBytes) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("size", "1000").forkMeans(warmTime)
                .secondary(MetricNames.ALLOCATION, "B/op", SMALL).secondary(MetricNames.CPU_TIME, "ms/op", FAST)
                .secondary(MetricNames.STORE_DOCUMENTS_READ, "docs/op", DOCS);
        json.result(JmhJsonBuilder.COLD_GET, "ss", "ms/op").param("size", "1000").forkMeans(FAST)
                .secondary(MetricNames.ALLOCATION, "B/op", coldBytes)
                .secondary(MetricNames.CPU_TIME, "ms/op", coldBytes == SMALL ? FAST : SLOW)
                .secondary(MetricNames.STORE_DOCUMENTS_READ, "docs/op", coldBytes == SMALL ? DOCS : MORE_DOCS);
        return json.write(dir.resolve(name));
    }

    @Test
    void countsRegressionsOfEachSignalApart() throws IOException {
        Path base = arm("base.json", FAST, SMALL);
        Path head = arm("head.json", SLOW, LARGE);
        ComparisonReport report = new Comparison(CompareOptions.defaults())
                .compare(base, ResultSet.load(base), head, ResultSet.load(head));
        assertEquals("signals: time 1 regression(s) of 2, allocation 1 regression(s) of 2, cpu 1 regression(s) of 2,"
                + " work 1 regression(s) of 2, statements 0 regression(s) of 0, all 2 as one: time pass allocation pass"
                + " cpu pass",
                GateRun.signals(report), "the warm GET's 20 % alone is its own row's: as one it weighs 2 %");
        assertEquals(Verdict.PASS, report.benchmarks().get(0).signal(Signal.WORK).orElseThrow().verdict(),
                "the same count in every fork of both sides");
    }

    /**
     * A GET that asks nothing of its store (every node cached) on both sides: judged, and passes; its bytes read, none
     * on either side, are not shown as a cost without a ratio.
     */
    @Test
    void noCountedWorkOnEitherSidePasses() throws IOException {
        double[] none = {0, 0, 0, 0, 0};
        Path base = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").forkMeans(FAST)
                .secondary(MetricNames.STORE_DOCUMENTS_READ, "docs/op", none)
                .secondary(MetricNames.STORE_BYTES_READ, "B/op", none).and().write(dir.resolve("b.json"));
        Path head = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").forkMeans(FAST)
                .secondary(MetricNames.STORE_DOCUMENTS_READ, "docs/op", none)
                .secondary(MetricNames.STORE_BYTES_READ, "B/op", none).and().write(dir.resolve("h.json"));
        ComparisonReport report = new Comparison(CompareOptions.defaults())
                .compare(base, ResultSet.load(base), head, ResultSet.load(head));
        assertEquals(Verdict.PASS, report.benchmarks().get(0).signal(Signal.WORK).orElseThrow().verdict());
        assertTrue(report.benchmarks().get(0).costs().isEmpty(), report.benchmarks().get(0).costs().toString());
        assertTrue(GateRun.signals(report).endsWith("work 0 regression(s) of 1, statements 0 regression(s) of 0"),
                GateRun.signals(report));
        assertTrue(ComparisonMarkdown.lines(report).stream().anyMatch(l -> l.contains("| work | n/a |")),
                String.join("\n", ComparisonMarkdown.lines(report)));
    }

    @Test
    void theJobSummaryTableHasARowPerBenchmarkAndSignal() throws IOException {
        Path base = arm("base.json", FAST, SMALL);
        Path head = arm("head.json", SLOW, LARGE);
        ComparisonReport report = new Comparison(CompareOptions.defaults())
                .compare(base, ResultSet.load(base), head, ResultSet.load(head));
        List<String> lines = ComparisonMarkdown.lines(report);
        assertTrue(lines.get(0).startsWith("| benchmark | signal | head ÷ base [95% CI]"), lines.get(0));
        List<String> rows = lines.stream().filter(line -> line.startsWith("| ") && !line.startsWith("| benchmark"))
                .toList();
        assertEquals(11, rows.size(), "8 and time, allocation and CPU of both as one: " + String.join("\n", lines));
        assertEquals(4, rows.stream().filter(row -> row.contains("**regression")).count(),
                "the warm GET's time, the cold GET's allocation, CPU time and counted work: " + rows);
        assertTrue(lines.get(lines.size() - 1).startsWith("2 compared"), lines.get(lines.size() - 1));
        assertTrue(rows.get(0).startsWith("| ManyMembersBenchmark.warmGet [avgt] | time |"),
                "the size both benchmarks share is said once, not in each row: " + rows.get(0));
        assertTrue(lines.get(lines.size() - 1).endsWith("Same for every benchmark that has it: size=1000 (a param a"
                + " benchmark does not have, n/a, is left out of its name)."), lines.get(lines.size() - 1));
    }

    @Test
    void twoBuildsAreMatchedWithoutTheTargetThatNamesEachArm() throws IOException {
        Path base = build("base.json", "FEDORA_6_0_0");
        Path head = build("head.json", "FEDORA_6_1_0");
        assertThrows(ComparisonException.class, () -> new Comparison(CompareOptions.defaults())
                .compare(base, ResultSet.load(base), head, ResultSet.load(head)), "two targets never match by default");
        ComparisonReport report = new Comparison(CompareOptions.defaults(), Set.of("target"))
                .compare(base, ResultSet.load(base), head, ResultSet.load(head));
        assertEquals(2, report.benchmarks().size());
        assertTrue(report.onlyInBase().isEmpty() && report.onlyInHead().isEmpty());
        List<String> lines = ComparisonMarkdown.lines(report);
        assertTrue(lines.stream().filter(line -> line.startsWith("| ")).noneMatch(line -> line.contains("FEDORA_6")),
                "the arms' targets name no row: " + lines);
        assertEquals(List.of("base: target=FEDORA_6_0_0", "head: target=FEDORA_6_1_0"), report.arms());
        assertTrue(lines.get(lines.size() - 1).contains("Arms: base: target=FEDORA_6_0_0; head: target=FEDORA_6_1_0."),
                lines.get(lines.size() - 1));
    }

    private Path build(String name, String target) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String size : new String[] {"1000", "10000"}) {
            json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", target).param("size", size)
                    .forkMeans(FAST);
        }
        return json.write(dir.resolve(name));
    }
}
