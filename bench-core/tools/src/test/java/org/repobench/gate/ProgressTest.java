package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.LauncherLines;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        assertEquals(90 * SECOND, Progress.remainingNanos(List.of(30 * SECOND), 1, 4).getAsLong());
        assertEquals(0, Progress.remainingNanos(List.of(30 * SECOND, 29 * SECOND, 31 * SECOND, 30 * SECOND), 4, 4)
                .getAsLong());
        // a slow step that loaded nothing does not stretch the estimate once another step has run
        assertEquals(4 * 71 * SECOND, Progress.remainingNanos(List.of(140 * SECOND, 71 * SECOND), 2, 6).getAsLong());
        assertEquals(3 * 72 * SECOND, Progress.remainingNanos(List.of(140 * SECOND, 71 * SECOND, 72 * SECOND), 3, 6)
                .getAsLong());
        assertEquals("ETA 4m44s", Progress.eta(Progress.remainingNanos(List.of(71 * SECOND), 2, 6)));
    }

    /** A first step that loaded the fixtures (18 min here, where a step took 78 s) says nothing of the others. */
    @Test
    void aStepThatLoadedFixturesIsLeftOut() {
        assertTrue(Progress.remainingNanos(List.of(), 1, 6).isEmpty());
        assertEquals("ETA after a step that loads no fixtures", Progress.eta(Progress.remainingNanos(List.of(), 1, 6)));
        assertEquals(4 * 76 * SECOND, Progress.remainingNanos(List.of(76 * SECOND), 2, 6).getAsLong());
        assertThrows(IllegalArgumentException.class, () -> Progress.remainingNanos(List.of(1L, 2L), 1, 6));
        assertThrows(IllegalArgumentException.class, () -> Progress.remainingNanos(List.of(), 7, 6));
    }

    /** The gate reads the launcher's line from a step's log, in the words the launcher writes. */
    @Test
    void aStepLogSaysWhetherItLoadedFixtures(@TempDir Path dir) throws IOException {
        Path loaded = Files.writeString(dir.resolve("01-base.log"), "# Fork: 1 of 1\n# repobench: server start 1 "
                + LauncherLines.LOADED_FIXTURES + ", so it was no fresh server\n");
        Path plain = Files.writeString(dir.resolve("02-head.log"),
                "# Fork: 1 of 1\n# repobench: server start 1 of 1\n");
        assertTrue(Progress.loadedFixtures(loaded));
        assertFalse(Progress.loadedFixtures(plain));
    }
}
