package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.repobench.jmh.FailedWrites;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A trial that failed for its failed writes shows its one line, not the fork's stack trace. */
class CollectingOutputFormatTest {
    private static final String EXCEPTION = FailedWrites.WritesFailedException.class.getName();

    @Test
    void theLineOfAFailedWritesTraceIsItsMessage() {
        assertEquals(Optional.of("3 of 9 operations failed (...)"), CollectingOutputFormat.failedWritesLine(
                EXCEPTION + ": 3 of 9 operations failed (...)\n\tat FailedWrites.endTrial(F.java:1)"
                        + "\n\tat CrudRepository.close(C.java:2)\n"));
    }

    @Test
    void anyOtherTraceIsLeftAsItIs() {
        assertEquals(Optional.empty(), CollectingOutputFormat.failedWritesLine(
                "IllegalStateException: boom\n\tat CrudRepository.close(C.java:2)"));
        assertEquals(Optional.empty(), CollectingOutputFormat.failedWritesLine(null));
    }
}
