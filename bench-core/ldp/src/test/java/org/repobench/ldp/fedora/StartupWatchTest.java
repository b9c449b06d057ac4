package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StartupWatchTest {
    private static final long SECOND = Duration.ofSeconds(1).toNanos();

    @Test
    void aRefusalCountsOnlyOnceItHasLastedTheGrace() {
        StartupWatch.Rejections rejections = new StartupWatch.Rejections(Duration.ofSeconds(5));
        assertFalse(rejections.settled(401, 0));
        assertFalse(rejections.settled(401, 4 * SECOND));
        assertTrue(rejections.settled(403, 5 * SECOND));
    }

    @Test
    void anyOtherAnswerStartsTheGraceOver() {
        StartupWatch.Rejections rejections = new StartupWatch.Rejections(Duration.ofSeconds(5));
        assertFalse(rejections.settled(401, 0));
        assertFalse(rejections.settled(503, 3 * SECOND));
        assertFalse(rejections.settled(401, 4 * SECOND));
        assertFalse(rejections.settled(401, 8 * SECOND));
        assertTrue(rejections.settled(401, 9 * SECOND));
        assertFalse(rejections.settled(200, 10 * SECOND));
    }

    @Test
    void aClockBelowZeroCountsLikeAnyOther() {
        StartupWatch.Rejections rejections = new StartupWatch.Rejections(Duration.ofSeconds(5));
        assertFalse(rejections.settled(401, -10 * SECOND));
        assertTrue(rejections.settled(401, -5 * SECOND), "System.nanoTime() may be negative");
    }
}
