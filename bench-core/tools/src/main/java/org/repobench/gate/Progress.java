package org.repobench.gate;

import org.repobench.api.LauncherLines;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.stream.Stream;

/** Durations and the remaining-time estimate printed while the gate runs, and which steps it counts. */
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
     * The time the steps left will take: the lower median of the finished steps that loaded no fixtures, once per step
     * left; empty while every finished step loaded some. Steps take about equally long, but a gate's first step on a
     * new machine also loads its servers' fixtures (many minutes, where a step takes one): such a step says nothing of
     * the others, and the lower median keeps any other slow step from stretching every estimate after it.
     *
     * @param plainStepNanos the times of the finished steps that loaded no fixtures
     * @param finished       how many steps have finished, those that loaded fixtures too
     */
    static OptionalLong remainingNanos(List<Long> plainStepNanos, int finished, int total) {
        if (finished < plainStepNanos.size() || finished > total) {
            throw new IllegalArgumentException(finished + " of " + total + " steps finished, " + plainStepNanos.size()
                    + " of them without loading fixtures: these counts cannot be");
        }
        if (plainStepNanos.isEmpty()) {
            return OptionalLong.empty();
        }
        List<Long> sorted = plainStepNanos.stream().sorted().toList();
        return OptionalLong.of(sorted.get((sorted.size() - 1) / 2) * (total - finished));
    }

    /**
     * Whether a step's launcher said a server start of it loaded fixtures (and so was made again): such a step is left
     * out of {@link #remainingNanos}.
     */
    static boolean loadedFixtures(Path stepLog) throws IOException {
        try (Stream<String> lines = Files.lines(stepLog)) {
            return lines.anyMatch(line -> line.contains(LauncherLines.LOADED_FIXTURES));
        }
    }

    /** The estimate as a progress line says it. */
    static String eta(OptionalLong remainingNanos) {
        return remainingNanos.isPresent() ? "ETA " + duration(remainingNanos.getAsLong())
                : "ETA after a step that loads no fixtures";
    }
}
