package org.repobench.bisect;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.ExitStatus;
import org.repobench.compare.CompareOptions;
import org.repobench.compare.Comparison;
import org.repobench.compare.ComparisonReport;
import org.repobench.gate.GateRun;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The gate's outcome as a step's verdict, with the row it measured, what it could see and the rows that fired. */
class GateJudgeTest {
    private static final String[] SIZES = {"10", "100", "1000", "10000"};
    private static final double[][] BASE = {{100, 104, 97, 101}, {50, 48, 51.5, 49}, {200, 196, 206, 199},
        {10, 10.3, 9.8, 10.1}};
    /** 13-14 % more by each one's median, which the benchmarks as one show and none alone does. */
    private static final double[][] HEAD = {{103, 116, 112, 117}, {58, 51, 57, 56}, {229, 226, 204, 231},
        {11.6, 11.4, 11.7, 10.2}};

    @TempDir
    Path dir;

    private Path arm(String name, double[][] forks) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (int i = 0; i < forks.length; i++) {
            json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("size", SIZES[i]).forkMeans(forks[i]);
        }
        return json.write(dir.resolve(name));
    }

    private GateRun.Result gate(double[][] base, double[][] head) throws IOException {
        Path b = arm("base.json", base);
        Path h = arm("head.json", head);
        ComparisonReport report = new Comparison(CompareOptions.defaults()).compare(b, ResultSet.load(b), h,
                ResultSet.load(h));
        return new GateRun.Result(report.outcome(), Optional.of(report), dir);
    }

    @Test
    void aRegressionIsBadAndSaysWhichRowFired() throws IOException {
        Judged judged = GateJudge.judged(gate(BASE, HEAD));
        assertEquals(StepVerdict.BAD, judged.verdict());
        assertEquals("all 4 as one (time)", judged.row());
        assertEquals(List.of("all 4 as one (time)"), judged.fired());
        assertTrue(judged.change().getAsDouble() > 0.1, judged.toString());
        assertTrue(judged.couldSee().isPresent(), judged.toString());
        assertEquals(dir.toString(), judged.results());
        assertEquals("", judged.note());
    }

    @Test
    void aBenchmarksRowIsNamedByWhatTellsItApart() throws IOException {
        // 8 + 8 forks: every benchmark's row is a test of the gate's family, not only every benchmark as one
        double[][] base = new double[SIZES.length][];
        double[][] head = new double[SIZES.length][];
        for (int i = 0; i < SIZES.length; i++) {
            base[i] = new double[]{100, 104, 97, 101, 99, 102, 98, 103};
            head[i] = base[i].clone();
        }
        head[0] = new double[]{200, 208, 194, 202, 198, 204, 196, 206};
        Judged judged = GateJudge.judged(gate(base, head));
        assertEquals(StepVerdict.BAD, judged.verdict(), judged.toString());
        assertTrue(judged.fired().contains("ManyMembersBenchmark.warmGet size=10 (time)"), judged.fired().toString());
    }

    @Test
    void aPassIsGood() throws IOException {
        Judged judged = GateJudge.judged(gate(BASE, BASE));
        assertEquals(StepVerdict.GOOD, judged.verdict());
        assertEquals(List.of(), judged.fired());
        assertEquals(0, judged.change().getAsDouble(), 1e-9);
    }

    @Test
    void noVerdictStopsTheBisectAndSaysWhy() throws IOException {
        double[][] three = {{100, 104, 97}, {50, 48, 51.5}, {200, 196, 206}, {10, 10.3, 9.8}};
        GateRun.Result result = gate(three, three);
        assertEquals(ExitStatus.NO_VERDICT, result.outcome());
        Judged judged = GateJudge.judged(result);
        assertEquals(StepVerdict.NO_VERDICT, judged.verdict());
        assertTrue(judged.note().startsWith("no verdict: "), judged.note());

        Judged nothing = GateJudge.judged(new GateRun.Result(ExitStatus.NO_VERDICT, Optional.empty(), dir));
        assertEquals(StepVerdict.NO_VERDICT, nothing.verdict());
        assertEquals("", nothing.row());
    }
}
