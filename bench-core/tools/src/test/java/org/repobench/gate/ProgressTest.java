package org.repobench.gate;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ProgressTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void durations() {
        assertEquals("0s", Progress.duration(0));
        assertEquals("42s", Progress.duration(42 * SECOND));
        assertEquals("5m07s", Progress.duration(307 * SECOND));
        assertEquals("1h02m", Progress.duration(3720 * SECOND));
    }

    @Test
    void remainingTimeExtrapolatesTheMeanStep() {
        assertEquals(90 * SECOND, Progress.remainingNanos(30 * SECOND, 1, 4));
        assertEquals(0, Progress.remainingNanos(120 * SECOND, 4, 4));
        assertThrows(IllegalArgumentException.class, () -> Progress.remainingNanos(0, 0, 4));
    }
}
