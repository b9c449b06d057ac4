package org.repobench.jmh;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.TaskStat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GcThreadsCpuTest {
    private static final String GC_STAT = "4711 (GC Thread#0) S 4700 4700 1 0 -1 1077936192 12 0 0 0 37 5 0 0 20 0"
            + " 40 0 2662 5124096 944 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 -1 1 0 0 0 0 0";

    @Test
    void aTaskStatGivesItsNameAndUserPlusSystemTicks() {
        assertEquals(Optional.of(new TaskStat("GC Thread#0", 42)), TaskStat.parse(GC_STAT));
    }

    @Test
    void aNameWithSpacesAndParenthesesEndsAtTheLastParenthesis() {
        String stat = "12 (odd (name) x) R 1 1 1 0 -1 0 0 0 0 0 3 4 0 0 20 0 1 0 1 1 1";
        assertEquals(Optional.of(new TaskStat("odd (name) x", 7)), TaskStat.parse(stat));
    }

    @Test
    void aTruncatedStatIsNotRead() {
        assertEquals(Optional.empty(), TaskStat.parse("12 (x) R 1 1"));
        assertEquals(Optional.empty(), TaskStat.parse("garbage"));
    }

    @Test
    void schedstatsFirstFieldIsTheRunTimeInNanoseconds() {
        assertEquals(OptionalLong.of(41016473), GcThreadsCpu.runNanos("41016473 9190041 104\n"));
        assertEquals(OptionalLong.empty(), GcThreadsCpu.runNanos("x"));
    }

    @Test
    void hotSpot17sCollectorThreadsAreCountedAndNoOthers() {
        for (String name : new String[] {"GC Thread#0", "GC Thread#1", "G1 Main Marker", "G1 Conc#0", "G1 Refine#0",
                "G1 Service"}) {
            assertTrue(GcThreadsCpu.isGcThread(name), name);
        }
        for (String name : new String[] {"VM Thread", "C2 CompilerThre", "java", "main-jmh-worker-1"}) {
            assertFalse(GcThreadsCpu.isGcThread(name), name);
        }
    }

    @Test
    void sumsTheCollectorTasksOfATaskDirectory(@TempDir Path tasks) throws IOException {
        task(tasks, "1", "1 (java) S 0 0 0 0 -1 0 0 0 0 0 500 500 0 0 20 0 1 0 1 1 1", "9000000000 0 1");
        task(tasks, "2", GC_STAT, "123456789 0 1");
        task(tasks, "3", "3 (G1 Conc#0) S 0 0 0 0 -1 0 0 0 0 0 2 1 0 0 20 0 1 0 1 1 1", null);
        // the one with a schedstat in ns, the other in 10 ms ticks
        assertEquals(123456789L + 3 * 10_000_000L, new GcThreadsCpu(tasks).nanos());
    }

    private static void task(Path tasks, String id, String stat, String schedstat) throws IOException {
        Path task = Files.createDirectories(tasks.resolve(id));
        Files.writeString(task.resolve("stat"), stat + "\n");
        if (schedstat != null) {
            Files.writeString(task.resolve("schedstat"), schedstat + "\n");
        }
    }
}
