package org.repobench.jmh;

import java.time.Duration;

/**
 * The end of an iteration that all of a benchmark's threads share, run by the last thread to arrive while the others
 * wait parked. JMH runs a {@code Scope.Benchmark} state's iteration teardown on the first thread to get there while the
 * others spin without yielding: with 64 threads on 2 cores, a teardown that sends requests (verifying and removing
 * what the iteration made) ran at a thirty-second of a core and did not end in ten minutes. Called from each thread's
 * own ({@code Scope.Thread}) iteration teardown instead, the work runs on a machine the others leave alone.
 *
 * <p>A thread that does not arrive within {@link #ARRIVAL} of the first (its benchmark method threw, so JMH skipped its
 * teardown) fails the others, as does a failure of the work itself.
 */
public final class IterationEnd {
    /** How long the first thread waits for the last: far more than one operation takes, even at 64 threads. */
    static final Duration ARRIVAL = Duration.ofMinutes(2);

    /** The shared work. */
    @FunctionalInterface
    public interface Work {
        void run() throws Exception;
    }

    private final int threads;
    private final Duration arrival;
    private int arrived;
    private long generation;
    private long firstArrival;
    private Exception failure;

    public IterationEnd(int threads) {
        this(threads, ARRIVAL);
    }

    IterationEnd(int threads, Duration arrival) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads: " + threads);
        }
        this.threads = threads;
        this.arrival = arrival;
    }

    /**
     * Called by each thread once per iteration: the last to arrive runs {@code work}; every thread returns when it has
     * run, or throws when it failed or a thread did not arrive.
     */
    public void arrive(Work work) throws Exception {
        long mine;
        synchronized (this) {
            if (failure != null) {
                throw new IllegalStateException("an earlier iteration's end failed", failure);
            }
            mine = generation;
            if (arrived == 0) {
                firstArrival = System.nanoTime();
            }
            if (++arrived < threads) {
                awaitEnd(mine);
                return;
            }
        }
        try {
            work.run();
        } catch (Exception | Error e) {
            synchronized (this) {
                failure = e instanceof Exception ex ? ex : new IllegalStateException(e);
                notifyAll();
            }
            throw e;
        }
        synchronized (this) {
            arrived = 0;
            generation++;
            notifyAll();
        }
    }

    private void awaitEnd(long mine) throws Exception {
        while (generation == mine && failure == null) {
            long waited = System.nanoTime() - firstArrival;
            if (arrived < threads && waited > arrival.toNanos()) {
                failure = new IllegalStateException("only " + arrived + " of " + threads + " threads ended the"
                        + " iteration within " + arrival.toSeconds() + " s of the first: another one failed");
                notifyAll();
                break;
            }
            wait(Math.max(1, Math.min(1_000, (arrival.toNanos() - waited) / 1_000_000)));
        }
        if (generation == mine && failure != null) {
            throw new IllegalStateException("the iteration's end failed on another thread: " + failure.getMessage(),
                    failure);
        }
    }
}
