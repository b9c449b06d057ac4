package org.repobench.cli;

import org.repobench.api.ExitStatus;

import org.repobench.bisect.BisectException;
import org.repobench.compare.ComparisonException;
import org.repobench.gate.GateException;
import org.repobench.jmeter.LoadFailedException;
import org.repobench.jmeter.LoadKeystoreException;
import org.repobench.ldp.LdpException;
import org.repobench.profile.RecordingException;
import org.repobench.repository.RepositoryStartException;
import org.repobench.run.LaunchException;
import org.repobench.run.RunOutcome;
import org.repobench.store.StoreUnavailableException;

import java.io.PrintStream;
import java.util.List;

/**
 * The one place that turns what a command threw into a line and an exit code: 2 for what the user can fix (bad
 * input; a store, server or file that cannot be had; a server that would not start), one line and no stack trace;
 * 3 for a run that could not be made or did not finish; 1 only for a regression. Every command returns one of these
 * constants ({@link ExitStatus} numbers them).
 */
final class ExitCodes {
    static final int DONE = ExitStatus.DONE.code();
    /** A run that could not be made or did not finish (a benchmark or fork failed, the command itself failed). */
    static final int COULD_NOT_RUN = ExitStatus.COULD_NOT_RUN.code();
    /** compare and the gate found a significant regression; CI fails a pull request on it, so it means only that. */
    static final int REGRESSION = ExitStatus.REGRESSION.code();
    static final int BAD_INPUT = ExitStatus.BAD_INPUT.code();
    /** compare or the gate could not judge (a revision did not build or run, too few forks): never a regression. */
    static final int NO_VERDICT = ExitStatus.NO_VERDICT.code();

    /** Each domain's "the user's to fix" exception (ResultFileException is an IllegalArgumentException). */
    private static final List<Class<? extends Exception>> BAD_INPUT_TYPES = List.of(UsageException.class,
            LaunchException.class, ComparisonException.class, GateException.class, BisectException.class,
            StoreUnavailableException.class, LdpException.class, RecordingException.class, LoadKeystoreException.class,
            IllegalArgumentException.class);

    private ExitCodes() {
    }

    /** A run's outcome as its exit code. */
    static int of(RunOutcome outcome) {
        return switch (outcome) {
            case COMPLETED -> DONE;
            case FAILED -> COULD_NOT_RUN;
        };
    }

    /** How a comparison (compare's, or the gate's) came out, as its exit code. */
    static int of(ExitStatus comparison) {
        return comparison.code();
    }

    static int report(String command, Throwable failure, PrintStream err) {
        if (BAD_INPUT_TYPES.stream().anyMatch(type -> type.isInstance(failure))) {
            err.println("repobench " + command + ": " + failure.getMessage());
            return BAD_INPUT;
        }
        if (failure instanceof RepositoryStartException || failure instanceof LoadFailedException) {
            // its message already names the store and the cause; the trace would only repeat ModeShape's internals
            err.println("repobench " + command + ": " + failure.getMessage());
            return COULD_NOT_RUN;
        }
        err.println("repobench " + command + ": failed: " + failure);
        failure.printStackTrace(err);
        return COULD_NOT_RUN;
    }
}
