package org.repobench.results;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpreadTest {
    @Test
    void medianAndRangeOverEveryIterationOfEveryFork() {
        // pooled: 1 2 3 10 -> median (2 + 3) / 2
        Spread s = Spread.of(List.of(new double[]{3, 1, 2}, new double[]{10}));
        assertEquals(new Spread(4, 2.5, 1, 10), s);
        assertEquals("2.50 ms [1.00\u201310.00] n=4", s.describe("ms"));
    }

    @Test
    void oddCountTakesTheMiddleValueAndNaNIterationsAreLeftOut() {
        Spread s = Spread.of(List.of(new double[]{7813, Double.NaN, 268, 23795}));
        assertEquals(new Spread(3, 7813, 268, 23795), s);
        assertEquals("7813 [268\u201323795] n=3", s.describe(""));
        assertEquals(new Spread(3, 7.813, 0.268, 23.795), s.dividedBy(1000));
    }

    @Test
    void noRawDataIsEmptyNotZero() {
        Spread s = Spread.of(List.of());
        assertTrue(s.isEmpty());
        assertTrue(Double.isNaN(s.median()));
        assertEquals("n/a", s.describe("ms"));
    }
}
