package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.repobench.results.Metric;
import org.repobench.results.ScoreUnit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WarmupNoteTest {
    private static final double THRESHOLD = 0.10;
    private static final double ALPHA = 0.05;

    private static Metric metric(double... firstThenLast) {
        List<double[]> forks = new ArrayList<>();
        for (int i = 0; i < firstThenLast.length; i += 2) {
            forks.add(new double[]{firstThenLast[i], (firstThenLast[i] + firstThenLast[i + 1]) / 2,
                    firstThenLast[i + 1]});
        }
        return new Metric(0, Double.NaN, Double.NaN, Double.NaN, ScoreUnit.parse("ms/op"), forks);
    }

    @Test
    void forksStillGettingFasterOnBothSidesAreSaidWithTheirCountsAndTheRemedy() {
        Metric base = metric(67, 51, 60, 52, 58, 50, 55, 49);
        Metric head = metric(70, 60, 61, 55, 64, 51, 59, 60);
        Optional<String> note = WarmupNote.of(base, head, false, THRESHOLD, ALPHA);
        assertTrue(note.isPresent());
        assertTrue(note.get().startsWith("still warming: the last measured iteration was better than the first in"
                + " 4 of 4 base forks and 3 of 4 head forks"), note.get());
        assertTrue(note.get().contains("sign test p 0.0352") && note.get().contains("gate --warmup N"), note.get());
    }

    @Test
    void warmForksAndSmallTrendsSayNothing() {
        Metric warm = metric(40, 40.4, 41, 40.6, 39, 39.5, 40, 39.8);
        assertEquals(Optional.empty(), WarmupNote.of(warm, warm, false, THRESHOLD, ALPHA));
        Metric slightlyFaster = metric(40, 39, 41, 40, 39, 38, 40, 39);
        assertEquals(Optional.empty(), WarmupNote.of(slightlyFaster, slightlyFaster, false, THRESHOLD, ALPHA),
                "every fork 2.5 % faster at its end is within half the threshold");
    }
}
