package org.repobench.jmh;

import org.repobench.api.Causes;
import org.modeshape.jcr.cache.NodeNotFoundException;
import org.repobench.ldp.LdpException;
import org.repobench.repository.write.DigestMismatchException;
import org.repobench.repository.write.NoSuchResourceException;
import org.repobench.repository.write.ResourceWriter;

import javax.jcr.InvalidItemStateException;
import javax.jcr.ItemNotFoundException;
import javax.jcr.PathNotFoundException;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.LongAdder;

/**
 * When a write benchmark's failed attempt is sent again and when it is given up: a client's patience of
 * {@link #MAX_ATTEMPTS}, retrying what another session or the store caused and never what the benchmark asked for
 * wrongly. Every attempt lands in {@link WriteCounts}: an operation either completes, or is counted as a failure.
 */
public final class RetryPolicy {
    /** A client's patience: the first try and two retries, as a script re-sending a request would. */
    public static final int MAX_ATTEMPTS = 3;
    /**
     * How long a client waits before asking again for what it has just made and was told is not there (doubled at
     * the second retry): asked again at once, the same stale view answers (seen in CI: three tries within a
     * millisecond, all missing the resource, on two threads).
     */
    private static final long STALE_PAUSE_MILLIS = 25;
    /** How Fedora 4.7.5 ("Checksum Mismatch of ...") and 6.1.0 ("Checksum mismatch, computed ...") start a 409. */
    private static final String CHECKSUM_MISMATCH = "checksum mismatch";

    private RetryPolicy() {
    }

    /** One request (or one item's requests) to an LDP server; a refusal is an {@link LdpException}. */
    @FunctionalInterface
    public interface Request {
        void send() throws Exception;
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
     * sent again after a pause, as a client would, the pause inside the measured time; counted as a failure if it
     * never succeeds, it does not stop the run.
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
                if (givenUp(attempt, lagging)) {
                    return false;
                }
                pauseAfterStaleRead(attempt);
            } catch (IllegalArgumentException | DigestMismatchException clientError) {
                writer.discard();
                throw clientError;
            } catch (Exception failed) {
                writer.discard();
                (failed instanceof InvalidItemStateException ? WriteCounts.CONFLICTS : WriteCounts.ERRORS).increment();
                if (givenUp(attempt, failed)) {
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
                // deleted since it listed it, and wrapped where a stream of the GET did; where its cache meets a
                // child reference whose node is gone, NodeNotFoundInParentException (seen on LevelDB in a smoke test)
                if (!removedUnderneath(failed)) {
                    throw failed;
                }
                WriteCounts.CONFLICTS.increment();
                if (givenUp(attempt, failed)) {
                    return null;
                }
            }
        }
    }

    /**
     * One request to an LDP server, sent again as {@link #perform} retries a save: a 409 or 412 (another client's
     * write came first) is counted as a conflict, a 5xx as an error, each retried up to {@link #MAX_ATTEMPTS}. Any
     * other refusal (a 404, a 400) is the benchmark asking for something wrong, and a server that does not answer
     * cannot be measured: both fail the benchmark.
     *
     * @return whether the request succeeded (false: counted as a failure)
     */
    public static boolean send(Request request) throws Exception {
        return send(request, false);
    }

    /**
     * {@link #send} of a request on a resource the benchmark made and saw there: a 404 then is the server's view
     * lagging behind its own commit (Fedora 4.7.5 on PostgreSQL answered a PATCH of a container it had created a
     * moment before with 404, under 8 threads), as {@link #performOnSeen} finds in process. It is counted as a stale
     * read and sent again after a pause, counted as a failure if it never succeeds.
     */
    public static boolean sendOnSeen(Request request) throws Exception {
        return send(request, true);
    }

    private static boolean send(Request request, boolean seen) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                request.send();
                WriteCounts.OPS.increment();
                return true;
            } catch (LdpException refused) {
                boolean lagging = seen && refused.status().orElse(0) == 404;
                (lagging ? WriteCounts.STALE_READS : counterOf(refused)).increment();
                if (givenUp(attempt, refused)) {
                    return false;
                }
                if (lagging) {
                    pauseAfterStaleRead(attempt);
                }
            }
        }
    }

    /**
     * Untimed preparation or clean-up over HTTP, retried as {@link #send} retries but neither counted nor allowed to
     * fail: the measured operation cannot run without it, and an iteration cannot end with it undone.
     */
    public static void sendUntimed(Request request) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                request.send();
                return;
            } catch (LdpException refused) {
                counterOf(refused);   // only to rethrow what no retry mends; untimed work is not counted
                if (attempt == MAX_ATTEMPTS) {
                    throw new IllegalStateException("gave up after " + attempt + " attempts: "
                            + refused.getMessage(), refused);
                }
            }
        }
    }

    /**
     * Where a refusal worth a retry is counted: another client's write came first (409, 412) is a conflict, the
     * server's own failure (5xx) an error. Any other refusal, or no answer, is rethrown; so is the 409 both Fedoras
     * give a binary whose digest differs, which is the model's {@link DigestMismatchException}: no retry mends it.
     */
    private static LongAdder counterOf(LdpException refused) {
        int status = refused.status().orElseThrow(() -> refused);
        if (status == 409 && refused.getMessage().toLowerCase(Locale.ROOT).contains(CHECKSUM_MISMATCH)) {
            throw refused;
        }
        if (status == 409 || status == 412) {
            return WriteCounts.CONFLICTS;
        }
        if (status >= 500) {
            return WriteCounts.ERRORS;
        }
        throw refused;
    }

    /** Before the retry of a stale read: {@link #STALE_PAUSE_MILLIS}, doubled at each further attempt. */
    private static void pauseAfterStaleRead(int attempt) throws InterruptedException {
        Thread.sleep(STALE_PAUSE_MILLIS << (attempt - 1));
    }

    /**
     * After a failed attempt: the operation counted as a failure if that was the last try (its last answer kept for
     * {@link FailedWrites}' line), else as a retry.
     */
    private static boolean givenUp(int attempt, Exception last) {
        if (attempt == MAX_ATTEMPTS) {
            WriteCounts.givenUp(last);
            return true;
        }
        WriteCounts.RETRIES.increment();
        return false;
    }

    private static boolean removedUnderneath(Throwable failure) {
        return Causes.any(failure, ItemNotFoundException.class, PathNotFoundException.class,
                InvalidItemStateException.class, NodeNotFoundException.class);
    }
}
