package org.repobench.compare;

import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.stats.WithinForkTrend;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Says when a benchmark's forks were still getting better while they were measured ({@link WithinForkTrend}), over
 * both sides' forks together: a fork's mean then holds how far the fork got, forks scatter by it, and the comparison
 * can see less than it would with warm forks. Seen on a slow, loaded 2-core machine, where the gate's 4 s of warm-up
 * left n-members' iterations falling from 66 to 51 ms/op inside one fork (docs/results/gate.md).
 *
 * <p>It is a note, not a verdict: the forks of both sides were measured alike, so the comparison stays fair; what it
 * loses is power, which its "could see" states.
 */
final class WarmupNote {
    /**
     * A trend counts when its median is more than this share of the time threshold: at half of it, a fork's mean (of
     * iterations falling that far) moves by about a quarter of the threshold with how quickly the fork warmed.
     */
    static final double THRESHOLD_SHARE = 0.5;

    private WarmupNote() {
    }

    /** The note for time (or another metric held to {@code threshold}), or empty when the forks were warm. */
    static Optional<String> of(Metric base, Metric head, boolean higherIsBetter, double threshold, double alpha) {
        List<double[]> both = new ArrayList<>(base.forks());
        both.addAll(head.forks());
        WithinForkTrend trend = WithinForkTrend.of(both, higherIsBetter);
        if (!trend.warming(alpha, threshold * THRESHOLD_SHARE)) {
            return Optional.empty();
        }
        WithinForkTrend baseTrend = WithinForkTrend.of(base.forks(), higherIsBetter);
        WithinForkTrend headTrend = WithinForkTrend.of(head.forks(), higherIsBetter);
        return Optional.of(String.format(Locale.ROOT, "still warming: the last measured iteration was better than"
                        + " the first in %d of %d base forks and %d of %d head forks (median %s, sign test p %s), so"
                        + " a fork's mean holds how far it got and this comparison sees less; a longer warm-up narrows"
                        + " the forks (gate --warmup N, JMH -wi N)",
                baseTrend.improving(), baseTrend.forks(), headTrend.improving(), headTrend.forks(),
                Numbers.decimals(100 * trend.medianImprovement(), 1) + " %", Numbers.pValue(trend.p())));
    }
}
