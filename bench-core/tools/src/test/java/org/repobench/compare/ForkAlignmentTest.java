package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.ExitStatus;
import org.repobench.api.MetricNames;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.JmhJsonWriter;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Forks paired by the step they ran in, never by position: a gate's arm merged from its steps' files, where a middle
 * step of head wrote no CPU time, pairs every other step's CPU time with base's of the same step.
 */
class ForkAlignmentTest {
    /** Each step's machine: the forks drift together, as a gate's A B B A neighbours do. */
    private static final double[] MACHINE = {1.0, 1.4, 0.9, 1.6, 1.1, 1.3, 0.8};
    /** The middle step whose head file has no CPU time. */
    private static final int MISSING = 2;

    @TempDir
    Path dir;

    /** Head's CPU time over base's in step k: 2 % more, and a little more each step, so a shift shows. */
    private static double headOverBase(int step) {
        return 1.02 + 0.001 * step;
    }

    /** One arm as a gate writes it: a file per step, merged into one, written and read back. */
    private Path arm(String name, boolean head) throws IOException {
        List<Path> steps = new ArrayList<>();
        for (int k = 0; k < MACHINE.length; k++) {
            JmhJsonBuilder.Result step = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                    .forkMeans(10 * MACHINE[k]);
            if (!(head && k == MISSING)) {
                step.secondary(MetricNames.CPU_TIME, "ms/op", 5 * MACHINE[k] * (head ? headOverBase(k) : 1));
            }
            steps.add(step.and().write(dir.resolve(name + "-" + k + ".json")));
        }
        return JmhJsonWriter.write(dir.resolve(name + ".json"), ResultSet.load(steps));
    }

    private ComparisonReport paired(Path base, Path head) {
        CompareOptions options = new CompareOptions(0.1, CompareOptions.DEFAULT_ALPHA, 0.05, Pairing.BY_STEP);
        return new Comparison(options).compare(base, ResultSet.load(base), head, ResultSet.load(head));
    }

    @Test
    void aMiddleStepWithoutAMetricLeavesItsPairOutAndShiftsNoOther() throws IOException {
        Path base = arm("base", false);
        Path head = arm("head", true);
        assertEquals(MACHINE.length, ResultSet.load(head).results().get(0).secondary(MetricNames.CPU_TIME)
                .forkCount(), "an empty fork where the step wrote none");

        ComparisonReport report = paired(base, head);
        BenchmarkComparison benchmark = report.benchmarks().get(0);
        Judgement cpu = benchmark.signal(Signal.CPU).orElseThrow(() -> new AssertionError(benchmark.notes()));
        double[] b = cpu.base().values();
        double[] h = cpu.head().values();
        assertEquals(MACHINE.length - 1, b.length, benchmark.notes().toString());
        for (int i = 0, step = 0; i < b.length; i++, step++) {
            step += step == MISSING ? 1 : 0;
            assertEquals(headOverBase(step), h[i] / b[i], 1e-9, "pair " + i + " is step " + step);
        }
        assertTrue(cpu.ratio().ratio() > 1.02 && cpu.ratio().ratio() < 1.03, cpu.ratio().toString());
        assertEquals(Verdict.WARNING, cpu.verdict(), "6 of 6 pairs worse, within the threshold");
        assertTrue(benchmark.notes().contains("cpu: " + MetricNames.CPU_TIME + " is missing from head's fork 3 of 7 (a"
                + " gate's step that wrote none): left out where it is, the other forks not shifted"), benchmark.notes()
                .toString());
        assertEquals(ExitStatus.DONE, report.outcome(), report.noVerdict().orElse(""));
    }

    @Test
    void aMetricWhoseForksCannotBeLinedUpIsNoVerdictWhenPaired() throws IOException {
        Path base = arm("base", false);
        // a merged file written before forks kept their places: 6 CPU times for 7 steps, the last 4 shifted
        JmhJsonBuilder.Result shifted = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op");
        List<Double> cpu = new ArrayList<>();
        for (int k = 0; k < MACHINE.length; k++) {
            shifted.forkMeans(10 * MACHINE[k]);
            if (k != MISSING) {
                cpu.add(5 * MACHINE[k] * headOverBase(k));
            }
        }
        Path head = shifted.secondary(MetricNames.CPU_TIME, "ms/op", cpu.stream().mapToDouble(d -> d).toArray())
                .and().write(dir.resolve("old-head.json"));
        ComparisonReport report = paired(base, head);
        BenchmarkComparison benchmark = report.benchmarks().get(0);
        assertTrue(benchmark.signal(Signal.CPU).isEmpty(), benchmark.notes().toString());
        assertTrue(benchmark.unjudged().contains(SignalJudge.NO_VERDICT + "cpu: " + MetricNames.CPU_TIME
                + " has 6 forks in head where its time has 7: they cannot be lined up with the steps they ran in, and"
                + " paired by position a fork would meet another step's"), benchmark.unjudged().toString());
        assertEquals(ExitStatus.NO_VERDICT, report.outcome());
    }
}
