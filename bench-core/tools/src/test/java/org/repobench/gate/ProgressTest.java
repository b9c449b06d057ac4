package org.repobench.gate;

import org.junit.jupiter.api.Test;

import java.util.List;

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
    void remainingTimeExtrapolatesTheLowerMedianStep() {
        assertEquals(90 * SECOND, Progress.remainingNanos(List.of(30 * SECOND), 4));
        assertEquals(0, Progress.remainingNanos(List.of(30 * SECOND, 29 * SECOND, 31 * SECOND, 30 * SECOND), 4));
        // a first step that loaded the fixtures (12 min) does not stretch the estimate once another step has run
        assertEquals(4 * 71 * SECOND, Progress.remainingNanos(List.of(740 * SECOND, 71 * SECOND), 6));
        assertEquals(3 * 72 * SECOND, Progress.remainingNanos(List.of(740 * SECOND, 71 * SECOND, 72 * SECOND), 6));
        assertThrows(IllegalArgumentException.class, () -> Progress.remainingNanos(List.of(), 4));
    }
}
