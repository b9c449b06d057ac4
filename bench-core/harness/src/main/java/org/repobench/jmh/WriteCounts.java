package org.repobench.jmh;

import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.ScalarResult;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * What a write benchmark's iteration did besides taking time, counted across its threads and reported by
 * {@link WriteMetricsProfiler} as secondary metrics: operations done, attempts that failed (conflicts with another
 * session's save, other errors), retries, operations given up, bytes the store grew by, bytes ingested. Nothing a
 * write benchmark attempts goes uncounted: an operation either completes, or is counted as a failure
 * ({@link RetryPolicy} decides which).
 */
public final class WriteCounts {
    static final LongAdder OPS = new LongAdder();
    static final LongAdder CONFLICTS = new LongAdder();
    static final LongAdder ERRORS = new LongAdder();
    static final LongAdder RETRIES = new LongAdder();
    static final LongAdder FAILURES = new LongAdder();
    static final LongAdder STALE_READS = new LongAdder();
    static final LongAdder LOST = new LongAdder();
    static final LongAdder STORE_BYTES = new LongAdder();
    /** How many stretches of the iteration measured the store: none on a server given by URL. */
    static final LongAdder STORE_MEASUREMENTS = new LongAdder();
    static final LongAdder INGESTED_BYTES = new LongAdder();
    static final LongAdder INGESTED_ITEMS = new LongAdder();
    /** What the server (or store) answered to the first write given up or lost in this iteration; null: none. */
    static final AtomicReference<String> FIRST_FAILURE = new AtomicReference<>();
    /** Other per-iteration results a state measured itself (peak heap, store size, a timed GET after an ingest). */
    static final Queue<ScalarResult> MEASURED = new ConcurrentLinkedQueue<>();
    private static volatile boolean tracking;
    private static volatile boolean profiled;

    private WriteCounts() {
    }

    /**
     * Write benchmarks call this when their trial starts, so the profiler reports for them (and only them), and their
     * failed writes are counted from nothing ({@link FailedWrites}).
     */
    public static void track() {
        tracking = true;
        FailedWrites.reset();   // a trial that failed before its end (in a JVM running several) left its counts
    }

    /**
     * A read that showed writes other sessions had already finished undone or not yet done: ModeShape brings a save
     * into the view other sessions share asynchronously, so a GET beside writers can lag behind them for a moment.
     */
    public static void staleRead() {
        STALE_READS.increment();
    }

    /**
     * A resource made and seen saved that the store no longer has after the iteration.
     *
     * @param answer what the store answered when asked for it, e.g. "HEAD a/b: 404"
     */
    public static void lost(String answer) {
        LOST.increment();
        FIRST_FAILURE.compareAndSet(null, "lost after its save: " + answer);
    }

    /** An operation given up after its last attempt, which {@code failure} ended. */
    static void givenUp(Exception failure) {
        FAILURES.increment();
        FIRST_FAILURE.compareAndSet(null, String.valueOf(failure.getMessage()));
    }

    /** A completed operation that needed no save (a read). */
    public static void done() {
        OPS.increment();
    }

    /** Bytes the store grew by over a stretch of the iteration (may be negative). */
    public static void storeGrew(long bytes) {
        STORE_BYTES.add(bytes);
        STORE_MEASUREMENTS.increment();
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
        for (LongAdder counter : new LongAdder[] {OPS, CONFLICTS, ERRORS, RETRIES, FAILURES, STALE_READS, LOST,
                STORE_BYTES, STORE_MEASUREMENTS, INGESTED_BYTES, INGESTED_ITEMS}) {
            counter.reset();
        }
        MEASURED.clear();
        FIRST_FAILURE.set(null);
    }
}
