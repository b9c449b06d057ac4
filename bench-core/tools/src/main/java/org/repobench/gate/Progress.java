package org.repobench.gate;

import java.util.List;
import java.util.Locale;

/** Durations and the remaining-time estimate printed while the gate runs. */
final class Progress {
    private Progress() {
    }

    /** {@code 42s}, {@code 5m07s}, {@code 1h02m}. */
    static String duration(long nanos) {
        long seconds = Math.max(0, Math.round(nanos / 1e9));
        if (seconds < 60) {
            return seconds + "s";
        }
        if (seconds < 3600) {
            return String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
        }
        return String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, (seconds % 3600) / 60);
    }

    /**
     * The time the steps left will take: the lower median of the finished steps' times, once per step left. Steps take
     * about equally long, but a gate's first step on a new machine also loads its server's fixtures (many minutes,
     * where a step takes one), and a mean would stretch every estimate after it.
     */
    static long remainingNanos(List<Long> finishedStepNanos, int total) {
        if (finishedStepNanos.isEmpty()) {
            throw new IllegalArgumentException("no step has finished yet, so there is nothing to extrapolate from");
        }
        List<Long> sorted = finishedStepNanos.stream().sorted().toList();
        return sorted.get((sorted.size() - 1) / 2) * (total - finishedStepNanos.size());
    }
}
