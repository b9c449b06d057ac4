package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.repobench.jmh.FailedWrites;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A trial that failed for its failed writes shows its one line, not the fork's stack trace; results set aside are
 * forgotten; a benchmark that gave no result is missing.
 */
class CollectingOutputFormatTest {
    private static final String EXCEPTION = FailedWrites.WritesFailedException.class.getName();

    @Test
    void theLineOfAFailedWritesTraceIsItsMessage() {
        assertEquals(Optional.of("3 of 9 operations failed (...)"), CollectingOutputFormat.failedWritesLine(
                EXCEPTION + ": 3 of 9 operations failed (...)\n\tat FailedWrites.endTrial(F.java:1)"
                        + "\n\tat CrudRepository.close(C.java:2)\n"));
    }

    @Test
    void resultsSetAsideAreForgottenAndTheKeptRecordFollows() {
        CollectingOutputFormat output = new CollectingOutputFormat(OutputFormatFactory.createFormatInstance(
                new PrintStream(OutputStream.nullOutputStream()), VerboseMode.SILENT));
        List<Integer> kept = new ArrayList<>();
        output.onCompleted(results -> kept.add(results.size()));
        output.endBenchmark(ForkResultsTest.fork(ForkResultsTest.params("10", 1), 5, 100)
                .getBenchmarkResults().iterator().next());
        int mark = output.completedCount();
        output.endBenchmark(ForkResultsTest.fork(ForkResultsTest.params("100", 1), 7, 100)
                .getBenchmarkResults().iterator().next());
        output.setAside(mark);
        assertEquals(1, output.completed().size());
        assertEquals("10", output.completed().get(0).getParams().getParam("size"));
        assertEquals(List.of(1, 2, 1), kept);
    }

    @Test
    void aBenchmarkThatEndedWithoutAResultIsMissingUntilTheSameOneCompletes() {
        CollectingOutputFormat output = new CollectingOutputFormat(OutputFormatFactory.createFormatInstance(
                new PrintStream(OutputStream.nullOutputStream()), VerboseMode.SILENT));
        var failed = ForkResultsTest.params("100", 1);
        output.startBenchmark(failed);
        output.endBenchmark(null);   // what JMH ends a failed benchmark with when -foe false lets it go on
        output.startBenchmark(ForkResultsTest.params("10", 1));
        output.endBenchmark(ForkResultsTest.fork(ForkResultsTest.params("10", 1), 5, 100)
                .getBenchmarkResults().iterator().next());
        assertEquals(List.of(CollectingOutputFormat.describe(failed)), output.missing());

        // a run made again gives it
        output.startBenchmark(failed);
        output.endBenchmark(ForkResultsTest.fork(failed, 7, 100).getBenchmarkResults().iterator().next());
        assertEquals(List.of(), output.missing());
    }

    @Test
    void anyOtherTraceIsLeftAsItIs() {
        assertEquals(Optional.empty(), CollectingOutputFormat.failedWritesLine(
                "IllegalStateException: boom\n\tat CrudRepository.close(C.java:2)"));
        assertEquals(Optional.empty(), CollectingOutputFormat.failedWritesLine(null));
    }
}
