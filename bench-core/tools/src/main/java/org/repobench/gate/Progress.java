package org.repobench.gate;

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

    /** Steps take about equally long, so the mean of the finished ones predicts the rest. */
    static long remainingNanos(long elapsedNanos, int done, int total) {
        if (done <= 0) {
            throw new IllegalArgumentException("no step has finished yet, so there is nothing to extrapolate from");
        }
        return elapsedNanos / done * (total - done);
    }
}
