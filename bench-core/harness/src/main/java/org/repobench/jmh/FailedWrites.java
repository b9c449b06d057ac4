package org.repobench.jmh;

import org.repobench.store.settings.Environment;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * Whether a write benchmark's trial failed: any operation given up after its retries, or any resource lost after a
 * successful save, fails it with one line (how many of how many, and the first answer that ended one), unless the
 * user studies failure and keeps such runs going ({@link #KEEP}); then the counts stand in the results as columns.
 * The write states add each iteration's counts at the end of its teardown ({@link #endIteration}) and ask at the end
 * of the trial ({@link #endTrial}), after their clean-up, so a failed run still leaves the server as it found it.
 */
public final class FailedWrites {
    /** {@code true}: a write benchmark with failed writes completes, its failures counted, rather than failing. */
    public static final String KEEP = "REPOBENCH_KEEP_FAILED_WRITES";
    /** How much of the first answer the line shows: enough for a status and the start of a body. */
    static final int ANSWER_CHARS = 160;

    private static final LongAdder OPERATIONS = new LongAdder();
    private static final LongAdder GIVEN_UP = new LongAdder();
    private static final LongAdder LOST = new LongAdder();
    private static final AtomicReference<String> FIRST = new AtomicReference<>();

    private FailedWrites() {
    }

    /** At the end of an iteration's teardown (after it counted what the store lost): its counts join the trial's. */
    public static void endIteration() {
        // completed operations include the lost ones; given-up ones completed nothing
        OPERATIONS.add(WriteCounts.OPS.sum() + WriteCounts.FAILURES.sum());
        GIVEN_UP.add(WriteCounts.FAILURES.sum());
        LOST.add(WriteCounts.LOST.sum());
        String first = WriteCounts.FIRST_FAILURE.get();
        if (first != null) {
            FIRST.compareAndSet(null, first);
        }
    }

    /**
     * At the end of the trial's teardown: throws the trial's one line if a write failed and the user did not ask to
     * keep going. The counts start again for the next trial either way.
     */
    public static void endTrial() {
        Optional<String> failed = verdict(OPERATIONS.sum(), GIVEN_UP.sum(), LOST.sum(), FIRST.get());
        reset();
        if (failed.isPresent() && !keep(Environment.system())) {
            throw new WritesFailedException(failed.get());
        }
    }

    /** The trial's counts back to nothing. */
    static void reset() {
        OPERATIONS.reset();
        GIVEN_UP.reset();
        LOST.reset();
        FIRST.set(null);
    }

    /**
     * The one line a trial with failed writes fails with, e.g. "3 of 80 operations failed (3 given up after 3
     * attempts, 0 lost after their save); the first failure: POST a: the server answered 500 ...; to keep such runs
     * going, set REPOBENCH_KEEP_FAILED_WRITES=true"; empty when none failed. The failure is the answer that ended the
     * first operation given up (its last attempt's), or what the store said of the first resource lost.
     */
    static Optional<String> verdict(long operations, long givenUp, long lost, String firstAnswer) {
        if (givenUp + lost == 0) {
            return Optional.empty();
        }
        return Optional.of((givenUp + lost) + " of " + operations + " operations failed (" + givenUp
                + " given up after " + RetryPolicy.MAX_ATTEMPTS + " attempts, " + lost + " lost after their save);"
                + " the first failure: " + excerpt(firstAnswer) + "; to keep such runs going, set " + KEEP + "=true");
    }

    /** The answer on one line, cut to {@link #ANSWER_CHARS}. */
    private static String excerpt(String answer) {
        String line = answer == null ? "unknown" : answer.replaceAll("\\s+", " ").strip();
        return line.length() > ANSWER_CHARS ? line.substring(0, ANSWER_CHARS) + "..." : line;
    }

    /**
     * An operation the benchmark cannot go on without (an ingest's item: the next ones link to it, and the batch is
     * verified to hold every item) was given up: the trial fails now, with one line, whatever {@link #KEEP} says.
     *
     * @param what e.g. "triple 5 of the ingest"
     */
    public static WritesFailedException cannotGoOn(String what) {
        return new WritesFailedException(what + " was given up after " + RetryPolicy.MAX_ATTEMPTS + " attempts; the"
                + " first failure: " + excerpt(WriteCounts.FIRST_FAILURE.get()) + "; an ingest cannot skip an item,"
                + " so no setting keeps it going");
    }

    static boolean keep(Environment environment) {
        return environment.get(KEEP).map(Boolean::parseBoolean).orElse(false);
    }

    /** A write benchmark's trial whose writes failed: its message is the one line, for the console as it is. */
    public static final class WritesFailedException extends RuntimeException {
        WritesFailedException(String line) {
            super(line);
        }
    }
}
