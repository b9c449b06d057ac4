package org.repobench.jmh;

import org.repobench.api.Causes;

import org.repobench.repository.write.DigestMismatchException;
import org.repobench.repository.write.NoSuchResourceException;
import org.repobench.repository.write.ResourceWriter;

import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.ScalarResult;

import javax.jcr.InvalidItemStateException;
import javax.jcr.ItemNotFoundException;
import javax.jcr.PathNotFoundException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.LongAdder;

/**
 * What a write benchmark's iteration did besides taking time, counted across its threads and reported by
 * {@link WriteMetricsProfiler} as secondary metrics: operations done, attempts that failed (conflicts with another
 * session's save, other errors), retries, operations given up, bytes the store grew by, bytes ingested. Nothing a
 * write benchmark attempts goes uncounted: an operation either completes, or is counted as a failure.
 */
public final class WriteCounts {
    /** A client's patience: the first try and two retries, as a script re-sending a request would. */
    public static final int MAX_ATTEMPTS = 3;

    static final LongAdder OPS = new LongAdder();
    static final LongAdder CONFLICTS = new LongAdder();
    static final LongAdder ERRORS = new LongAdder();
    static final LongAdder RETRIES = new LongAdder();
    static final LongAdder FAILURES = new LongAdder();
    static final LongAdder STALE_READS = new LongAdder();
    static final LongAdder STORE_BYTES = new LongAdder();
    static final LongAdder INGESTED_BYTES = new LongAdder();
    static final LongAdder INGESTED_ITEMS = new LongAdder();
    /** Other per-iteration results a state measured itself (peak heap, store size, a timed GET after an ingest). */
    static final Queue<ScalarResult> MEASURED = new ConcurrentLinkedQueue<>();
    private static volatile boolean tracking;
    private static volatile boolean profiled;

    private WriteCounts() {
    }

    /** One write: the request's changes, saved. */
    @FunctionalInterface
    public interface Write {
        void apply(ResourceWriter writer) throws Exception;
    }

    /** Write benchmarks call this when their trial starts, so the profiler reports for them (and only them). */
    public static void track() {
        tracking = true;
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
                OPS.increment();
                return true;
            } catch (NoSuchResourceException lagging) {
                writer.discard();
                if (!seen) {
                    throw lagging;
                }
                STALE_READS.increment();
                if (givenUp(attempt)) {
                    return false;
                }
            } catch (IllegalArgumentException | DigestMismatchException clientError) {
                writer.discard();
                throw clientError;
            } catch (Exception failed) {
                writer.discard();
                (failed instanceof InvalidItemStateException ? CONFLICTS : ERRORS).increment();
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
    public static <T> T read(java.util.concurrent.Callable<T> read) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                T result = read.call();
                OPS.increment();
                return result;
            } catch (Exception failed) {
                // checked too: ModeShape throws InvalidItemStateException itself where the GET touches a node
                // deleted since it listed it, and wrapped where a stream of the GET did
                if (!removedUnderneath(failed)) {
                    throw failed;
                }
                CONFLICTS.increment();
                if (givenUp(attempt)) {
                    return null;
                }
            }
        }
    }

    /** After a failed attempt: the operation counted as a failure if that was the last try, else as a retry. */
    private static boolean givenUp(int attempt) {
        if (attempt == MAX_ATTEMPTS) {
            FAILURES.increment();
            return true;
        }
        RETRIES.increment();
        return false;
    }

    private static boolean removedUnderneath(Throwable failure) {
        return Causes.any(failure, ItemNotFoundException.class, PathNotFoundException.class,
                InvalidItemStateException.class);
    }

    /**
     * A read that showed writes other sessions had already finished undone or not yet done: ModeShape brings a save
     * into the view other sessions share asynchronously, so a GET beside writers can lag behind them for a moment.
     */
    public static void staleRead() {
        STALE_READS.increment();
    }

    /** A completed operation that needed no save (a read). */
    public static void done() {
        OPS.increment();
    }

    /** Bytes the store grew by over a stretch of the iteration (may be negative). */
    public static void storeGrew(long bytes) {
        STORE_BYTES.add(bytes);
    }

    /** Content taken in: {@code items} binaries (or resources) of {@code bytes} in all. */
    public static void ingested(long items, long bytes) {
        INGESTED_ITEMS.add(items);
        INGESTED_BYTES.add(bytes);
    }

    /** A result of this iteration the profiler reports as it is (label, value, unit, how iterations combine). */
    public static void report(String label, double value, String unit, AggregationPolicy policy) {
        MEASURED.add(new ScalarResult(label, value, unit, policy));
    }

    /** Forgets the heap's peak so far: call where an ingest starts; {@link #heapPeak()} then reads its peak. */
    public static void resetHeapPeak() {
        ManagementFactory.getMemoryPoolMXBeans().stream().filter(pool -> pool.getType() == MemoryType.HEAP)
                .forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    /** Bytes of heap in use at the peak since {@link #resetHeapPeak()}, summed over the heap's pools. */
    public static long heapPeak() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(pool -> pool.getType() == MemoryType.HEAP)
                .mapToLong(pool -> pool.getPeakUsage().getUsed()).sum();
    }

    /**
     * Called at the end of each iteration by the write states: counts that no profiler reads would be dropped
     * silently, so the benchmark refuses to run without one.
     */
    public static void requireProfiler() {
        if (!profiled) {
            throw new IllegalStateException("write benchmarks report their conflicts, failures and bytes through "
                    + "repobench's profiler: run them with ./repobench run, the benchmarks.jar, or add -prof "
                    + WriteMetricsProfiler.class.getName());
        }
    }


    static boolean tracking() {
        return tracking;
    }

    static void startIteration() {
        profiled = true;
        for (LongAdder counter : new LongAdder[] {OPS, CONFLICTS, ERRORS, RETRIES, FAILURES, STALE_READS, STORE_BYTES,
                INGESTED_BYTES, INGESTED_ITEMS}) {
            counter.reset();
        }
        MEASURED.clear();
    }
}
