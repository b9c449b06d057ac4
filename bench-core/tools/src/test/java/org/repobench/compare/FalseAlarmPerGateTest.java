package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.ExitStatus;
import org.repobench.api.MetricNames;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One false-alarm rate per gate ({@link GateFamily}), shown end to end: gates of a build against itself with 8
 * benchmarks and 4 signals each (time, CPU time, allocation, counted work), drawn from a known noise, go through
 * {@link Comparison} as files; the share that fail (exit 1) is the false-alarm rate per gate, which Holm's rule holds
 * at alpha (5 %) whatever the signals' dependence. The thresholds are set near zero, so that p alone decides, the
 * case where a gate's false alarms are most (at the default 10 % and 5 % the interval rule adds its own margin). The
 * noise: a machine factor per fork moves every benchmark's time and CPU time together (so rows are correlated), each
 * benchmark scatters on its own besides, allocation scatters a little, counted work not at all.
 *
 * <p>With {@code -Drepobench.simulate.power=true} it also says, not asserts, the share of gates at the default
 * thresholds that catch a known cost (10 % on every benchmark's time and CPU time): the rule's price in power.
 */
class FalseAlarmPerGateTest {
    private static final int BENCHMARKS = 8;
    private static final int GATES = 200;
    /** The noise of one fork's mean, on the log scale: the machine's share and each benchmark's own. */
    private static final double MACHINE_SD = 0.03;
    private static final double OWN_SD = 0.03;
    private static final double ALLOCATION_SD = 0.005;
    /** Binomial slack above 5 % for 200 gates: about two standard errors (1.5 %). */
    private static final double SLACK = 0.03;
    /** Near zero: only p decides. */
    private static final double TINY = 0.0001;

    @TempDir
    Path dir;

    @Test
    void independentForksHoldFivePercentPerGate() throws IOException {
        assertRate(Pairing.INDEPENDENT, 8);
    }

    @Test
    void sixPairsSideBySideHoldFivePercentPerGate() throws IOException {
        assertRate(Pairing.BY_STEP, 6);
    }

    @Test
    void eightPairsHoldFivePercentPerGate() throws IOException {
        assertRate(Pairing.BY_STEP, 8);
    }

    @Test
    void theRuleIsSaidWithItsFamily() throws IOException {
        ComparisonReport report = gate(new SplittableRandom(1), options(Pairing.BY_STEP), 6, 0, 0);
        assertTrue(report.rule().startsWith(GateFamily.RULE + "Holm across the 3 tests"), report.rule());
        assertEquals(3, report.family().size(), "time, CPU time and allocation as all 8 as one: " + report.family());
        ComparisonReport independent = gate(new SplittableRandom(1), options(Pairing.INDEPENDENT), 8, 0, 0);
        assertEquals(BENCHMARKS * 3 + 3, independent.family().size(),
                "8 + 8 forks let every row count: " + independent.family());
        Pooled time = report.pooled(Pooled.TIME).orElseThrow();
        FamilyMember timeMember = report.family().stream().filter(m -> m.signal().equals(Pooled.TIME)).findFirst()
                .orElseThrow();
        assertEquals(timeMember.adjustedP(), time.judgement().decidingP(), 1e-12,
                "a member's table shows the p its verdict rests on");
        BenchmarkComparison row = report.benchmarks().get(0);
        assertTrue(Double.isNaN(row.time().gateP()), "a row its pooled row stands for is not a member");
        assertEquals(row.time().test().p(), row.time().decidingP(), 1e-12);
    }

    private void assertRate(Pairing pairing, int forks) throws IOException {
        SplittableRandom random = new SplittableRandom(20261207L + forks);
        CompareOptions strict = new CompareOptions(TINY, CompareOptions.DEFAULT_ALPHA, TINY, pairing);
        int falseAlarms = 0;
        int aloneAlarms = 0;
        for (int g = 0; g < GATES; g++) {
            ComparisonReport report = gate(random, strict, forks, g, 0);
            falseAlarms += report.outcome() == ExitStatus.REGRESSION ? 1 : 0;
            aloneAlarms += report.family().stream().anyMatch(m -> m.p() < strict.alpha() / 2) ? 1 : 0;
        }
        double rate = falseAlarms / (double) GATES;
        System.out.printf(Locale.ROOT, "%s, %d forks a side, 8 benchmarks x 4 signals, thresholds near 0: false alarms"
                + " in %d of %d gates (%.1f %%); each of the family's tests alone at alpha would have raised %d%n",
                pairing, forks, falseAlarms, GATES, rate * 100, aloneAlarms);
        assertTrue(rate <= strict.alpha() + SLACK, pairing + " at " + forks + ": " + falseAlarms + " of " + GATES);
        if (Boolean.getBoolean("repobench.simulate.power")) {
            CompareOptions defaults = options(pairing);
            int caught = 0;
            int quiet = 0;
            for (int g = 0; g < GATES; g++) {
                caught += gate(random, defaults, forks, g, 0.10).outcome() == ExitStatus.REGRESSION ? 1 : 0;
                quiet += gate(random, defaults, forks, g, 0).outcome() == ExitStatus.REGRESSION ? 1 : 0;
            }
            System.out.printf(Locale.ROOT, "  at the default thresholds: a 10 %% cost caught in %d of %d gates, false"
                    + " alarms in %d of %d%n", caught, GATES, quiet, GATES);
        }
    }

    private static CompareOptions options(Pairing pairing) {
        CompareOptions defaults = CompareOptions.defaults();
        return new CompareOptions(defaults.threshold(), defaults.alpha(), defaults.allocationThreshold(), pairing);
    }

    /** One gate: base and head drawn from the same noise, head's time and CPU time {@code cost} worse. */
    private ComparisonReport gate(SplittableRandom random, CompareOptions options, int forks, int g, double cost)
            throws IOException {
        double[] baseMachine = normals(random, forks, MACHINE_SD);
        // side by side, a pair meets the same machine; apart, each side its own
        double[] headMachine = options.pairing() == Pairing.BY_STEP ? baseMachine : normals(random, forks, MACHINE_SD);
        Path base = side(random, forks, baseMachine, 0).write(dir.resolve("base-" + g + "-" + cost + ".json"));
        Path head = side(random, forks, headMachine, cost).write(dir.resolve("head-" + g + "-" + cost + ".json"));
        return new Comparison(options).compare(base, ResultSet.load(base), head, ResultSet.load(head));
    }

    private static JmhJsonBuilder side(SplittableRandom random, int forks, double[] machine, double cost) {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (int b = 0; b < BENCHMARKS; b++) {
            double scale = 10 + b;
            double[] time = new double[forks];
            double[] cpu = new double[forks];
            double[] allocation = new double[forks];
            double[] work = new double[forks];
            for (int k = 0; k < forks; k++) {
                double own = random.nextGaussian() * OWN_SD;
                time[k] = scale * (1 + cost) * Math.exp(machine[k] + own);
                cpu[k] = 0.8 * scale * (1 + cost) * Math.exp(0.7 * machine[k] + 0.7 * own
                        + random.nextGaussian() * 0.01);
                allocation[k] = 1000 * scale * Math.exp(random.nextGaussian() * ALLOCATION_SD);
                work[k] = 100 + b;
            }
            json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("size", String.valueOf(1000 + b))
                    .forkMeans(time).secondary(MetricNames.CPU_TIME, "ms/op", cpu)
                    .secondary(MetricNames.ALLOCATION, "B/op", allocation)
                    .secondary(MetricNames.STORE_DOCUMENTS_READ, "docs/op", work);
        }
        return json;
    }

    private static double[] normals(SplittableRandom random, int n, double sd) {
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = random.nextGaussian() * sd;
        }
        return values;
    }
}
