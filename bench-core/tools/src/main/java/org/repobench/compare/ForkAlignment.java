package org.repobench.compare;

import org.repobench.results.Metric;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Whether a secondary metric's forks line up with its side's time, fork k with fork k. What identifies a fork in a
 * merged file (a gate's {@code base.json} and {@code head.json}, one step's file after another) is its position among
 * the primary metric's forks, which every step has; {@link org.repobench.results.ResultMerger} keeps each secondary
 * metric at the same positions, an empty fork where a step lacked it. Where a metric still has another number of
 * forks than its time (a file merged before that, or by another tool), its fork k may be another step's, and anything
 * that pairs forks by position (the paired rule, calibrated time) would pair the wrong ones: it is not judged.
 */
final class ForkAlignment {
    private ForkAlignment() {
    }

    /**
     * Why the metric's forks cannot be lined up with its side's time; empty where they can.
     *
     * @param side "base" or "head"
     */
    static Optional<String> misaligned(String metric, String side, Metric values, Metric time) {
        if (values.forkCount() == time.forkCount()) {
            return Optional.empty();
        }
        return Optional.of(String.format("%s has %s in %s where its time has %d: they cannot be lined up with the"
                + " steps they ran in, and paired by position a fork would meet another step's", metric,
                ForkJudge.forks(values.forkCount()), side, time.forkCount()));
    }

    /**
     * "cpu.time/op is missing from base's fork 3 of 8 (that pair left out, not shifted)": the forks, lined up,
     * where the step measured time and not this metric; empty where there is none.
     */
    static Optional<String> gaps(String metric, String side, Metric values, Metric time) {
        if (misaligned(metric, side, values, time).isPresent()) {
            return Optional.empty();
        }
        List<Integer> missing = IntStream.range(0, values.forkCount())
                .filter(k -> values.fork(k).length == 0 && time.fork(k).length > 0).boxed()
                .collect(Collectors.toCollection(ArrayList::new));
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(metric + " is missing from " + side + "'s fork" + (missing.size() == 1 ? " " : "s ")
                + missing.stream().map(k -> String.valueOf(k + 1)).collect(Collectors.joining(", ")) + " of "
                + values.forkCount() + " (a gate's step that wrote none): left out where it is, the other forks"
                + " not shifted");
    }
}
