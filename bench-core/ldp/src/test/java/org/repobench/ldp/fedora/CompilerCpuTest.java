package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A server's compiler threads told from its other threads, and their growth between two readings. */
class CompilerCpuTest {
    /** Lines as Linux writes them for a Fedora server's threads (utime and stime are fields 14 and 15). */
    private static final String C2 = "8310 (C2 CompilerThre) S 8288 8277 4206 0 -1 1077936192 0 0 0 0 3059 57 0 0 20"
            + " 0 1 0 431000 0 0";
    private static final String REQUEST = "8340 (qtp997608398-13) S 8288 8277 4206 0 -1 1077936192 0 0 0 0 738 141 0 0"
            + " 20 0 1 0 431000 0 0";
    private static final String ODD_NAME = "8341 (a (b) c) S 8288 8277 4206 0 -1 0 0 0 0 0 5 5 0 0 20 0 1 0 1 0 0";

    @Test
    void aCompilerThreadsTimeIsItsUserAndSystemTicks() {
        assertEquals(Optional.of(Duration.ofMillis((3059 + 57) * 10L)), CompilerCpu.compilerTime(C2));
        assertTrue(CompilerCpu.compilerTime(REQUEST).isEmpty());
        assertTrue(CompilerCpu.compilerTime(ODD_NAME).isEmpty());
    }

    @Test
    void growthCountsNewThreadsWholeAndLeavesOutEndedOnes() {
        CompilerCpu before = new CompilerCpu(Map.of(1L, Duration.ofMillis(100), 2L, Duration.ofMillis(50),
                3L, Duration.ofMillis(400)));
        CompilerCpu after = new CompilerCpu(Map.of(1L, Duration.ofMillis(130), 2L, Duration.ofMillis(50),
                4L, Duration.ofMillis(20), 3L, Duration.ofMillis(10)));
        // 30 grown + 0 + 20 new + 10 (an id reused by a new thread, counted whole)
        assertEquals(Duration.ofMillis(60), after.since(before));
    }

    @Test
    void thisJvmsOwnCompilerThreadsAreFoundOnLinux() {
        Optional<CompilerCpu> own = CompilerCpu.of(ProcessHandle.current().pid());
        if (System.getProperty("os.name").startsWith("Linux")) {
            assertTrue(own.isPresent() && !own.get().byThread().isEmpty(), "a JIT compiler thread: " + own);
        } else {
            assertTrue(own.isEmpty());
        }
    }
}
