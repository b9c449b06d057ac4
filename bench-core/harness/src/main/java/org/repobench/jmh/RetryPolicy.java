package org.repobench.jmh;

import org.repobench.api.Causes;
import org.repobench.repository.write.DigestMismatchException;
import org.repobench.repository.write.NoSuchResourceException;
import org.repobench.repository.write.ResourceWriter;

import javax.jcr.InvalidItemStateException;
import javax.jcr.ItemNotFoundException;
import javax.jcr.PathNotFoundException;
import java.util.concurrent.Callable;

/**
 * When a write benchmark's failed attempt is sent again and when it is given up: a client's patience of
 * {@link #MAX_ATTEMPTS}, retrying what another session or the store caused and never what the benchmark asked for
 * wrongly. Every attempt lands in {@link WriteCounts}: an operation either completes, or is counted as a failure.
 */
public final class RetryPolicy {
    /** A client's patience: the first try and two retries, as a script re-sending a request would. */
    public static final int MAX_ATTEMPTS = 3;

    private RetryPolicy() {
    }

    /** One write: the request's changes, saved. */
    @FunctionalInterface
    public interface Write {
        void apply(ResourceWriter writer) throws Exception;
    }

    /**
     * Applies the write and saves it, retrying after a failed save (another session's save conflicted, or the store
     * refused), up to {@link #MAX_ATTEMPTS}. A client error (no such resource, a digest mismatch) is not retried: it
     * fails the benchmark, because the benchmark asked for something wrong.
     *
     * @return whether the write completed (false: counted as a failure)
     */
    public static boolean perform(ResourceWriter writer, Write write) throws Exception {
        return perform(writer, write, false);
    }

    /**
     * {@link #perform} on a resource this session made and saw saved. If the write then finds nothing at its path,
     * the session's view lags behind the store: under load ModeShape's shared view of a parent's children can miss
     * a child saved a moment ago (seen with 32 threads on PostgreSQL). That attempt is counted as a stale read and
     * sent again like any failed attempt, and counted as a failure if it never succeeds; it does not stop the run.
     */
    public static boolean performOnSeen(ResourceWriter writer, Write write) throws Exception {
        return perform(writer, write, true);
    }

    private static boolean perform(ResourceWriter writer, Write write, boolean seen) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                write.apply(writer);
                writer.save();
                WriteCounts.OPS.increment();
                return true;
            } catch (NoSuchResourceException lagging) {
                writer.discard();
                if (!seen) {
                    throw lagging;
                }
                WriteCounts.STALE_READS.increment();
                if (givenUp(attempt)) {
                    return false;
                }
            } catch (IllegalArgumentException | DigestMismatchException clientError) {
                writer.discard();
                throw clientError;
            } catch (Exception failed) {
                writer.discard();
                (failed instanceof InvalidItemStateException ? WriteCounts.CONFLICTS : WriteCounts.ERRORS).increment();
                if (givenUp(attempt)) {
                    return false;
                }
            }
        }
    }

    /**
     * Untimed preparation (the resource an update or delete will work on): saved like {@link #perform}, but neither
     * counted nor allowed to fail, since the measured operation cannot run without it.
     */
    public static void prepare(ResourceWriter writer, Write write) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                write.apply(writer);
                writer.save();
                return;
            } catch (Exception failed) {
                writer.discard();
                if (attempt == MAX_ATTEMPTS || failed instanceof IllegalArgumentException) {
                    throw new IllegalStateException("could not prepare a resource for the measured operation after "
                            + attempt + " attempt(s): " + failed.getMessage(), failed);
                }
            }
        }
    }

    /**
     * A read beside writers: a GET that walks children while another session deletes one of them fails (ModeShape:
     * the node "no longer exists"), as the same GET in Fedora 4 did. Such a read is counted as a conflict and sent
     * again, up to {@link #MAX_ATTEMPTS}; any other failure fails the benchmark.
     *
     * @return what the read returned; null when it was given up (counted as a failure)
     */
    public static <T> T read(Callable<T> read) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                T result = read.call();
                WriteCounts.OPS.increment();
                return result;
            } catch (Exception failed) {
                // checked too: ModeShape throws InvalidItemStateException itself where the GET touches a node
                // deleted since it listed it, and wrapped where a stream of the GET did
                if (!removedUnderneath(failed)) {
                    throw failed;
                }
                WriteCounts.CONFLICTS.increment();
                if (givenUp(attempt)) {
                    return null;
                }
            }
        }
    }

    /** After a failed attempt: the operation counted as a failure if that was the last try, else as a retry. */
    private static boolean givenUp(int attempt) {
        if (attempt == MAX_ATTEMPTS) {
            WriteCounts.FAILURES.increment();
            return true;
        }
        WriteCounts.RETRIES.increment();
        return false;
    }

    private static boolean removedUnderneath(Throwable failure) {
        return Causes.any(failure, ItemNotFoundException.class, PathNotFoundException.class,
                InvalidItemStateException.class);
    }
}
