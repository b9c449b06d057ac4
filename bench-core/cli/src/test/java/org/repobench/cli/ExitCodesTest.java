package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.repobench.api.ExitStatus;
import org.repobench.run.RunOutcome;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The codes scripts and CI read: 0 done, 1 a regression only, 2 the user can fix it or no verdict, 3 could not run. */
class ExitCodesTest {
    @Test
    void aRunThatCompletedIsZeroAndOneThatFailedIsThreeNeverARegression() {
        assertEquals(0, ExitCodes.of(RunOutcome.COMPLETED));
        assertEquals(3, ExitCodes.of(RunOutcome.FAILED));
    }

    @Test
    void aComparisonIsZeroWithoutRegressionOneWithOneAndTwoWithoutAVerdict() {
        assertEquals(0, ExitCodes.of(ExitStatus.DONE));
        assertEquals(1, ExitCodes.of(ExitStatus.REGRESSION));
        assertEquals(2, ExitCodes.of(ExitStatus.NO_VERDICT));
        assertEquals(2, ExitCodes.of(ExitStatus.BAD_INPUT));
    }

    @Test
    void aForkWhoseHostIsGoneEndsWithFourWhichNoCommandReturns() {
        assertEquals(4, ExitStatus.HOST_GONE.code());
    }

    @Test
    void badInputIsOneLineAndTwo() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ExitCodes.report("run", new UsageException("--out: 'x' is not a directory"),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        assertEquals("repobench run: --out: 'x' is not a directory", err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void anUnexpectedFailureIsThreeWithItsTrace() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ExitCodes.report("dump", new IllegalStateException("broken"),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(3, code);
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("\tat "), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aClassThePathLacksIsThreeNotTheOneThatMeansRegression() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ExitCodes.report("run", new NoClassDefFoundError("org/apache/commons/lang3/ArrayFill"),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(3, code);
    }

    @Test
    void helpIsZeroAndNoCommandOrAnUnknownOneIsTwo() {
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertEquals(0, Repobench.execute(new String[]{"help"}, quiet, quiet));
        assertEquals(2, Repobench.execute(new String[0], quiet, quiet));
        assertEquals(2, Repobench.execute(new String[]{"bench"}, quiet, quiet));
    }
}
