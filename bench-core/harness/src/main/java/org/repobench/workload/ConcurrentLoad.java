package org.repobench.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Members loaded by a bounded pool of threads: the first member alone, then the others at once, each thread taking the
 * next member not yet taken, until all are loaded or one member fails. The first goes alone because its requests are
 * the first of their kind on the server: Fedora 4 makes a node type of each RDF type the first time it sees it, and
 * two requests making the same one at once fail (4.7.5: 400, "Node type 'ore:Proxy' already exists"). The first
 * failure stops the others after the member each is loading and is the load's failure ({@link FixtureLoadException},
 * naming the member); the pool is closed before this returns or throws, so no loader thread outlives the load.
 */
final class ConcurrentLoad {
    /** The start of every loader thread's name, then its number. */
    static final String THREAD_NAME = "repobench-loader-";
    /** How long the pool may take to end after a failure or an interrupt: a request in flight ends within it. */
    private static final long END_WAIT_SECONDS = 60;

    private final int threads;

    /** @param threads how many members are loaded at once, at least 1 */
    ConcurrentLoad(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("a load needs at least one thread, got " + threads);
        }
        this.threads = threads;
    }

    /** Loads one member; several threads call it at once, each with its own member. */
    @FunctionalInterface
    interface Member {
        void load(int i) throws Exception;
    }

    /**
     * Loads members 0 to {@code size - 1}, each once, telling {@code progress} after each one (from the loader
     * threads, so it must take calls from several at once).
     */
    void run(int size, Member member, WorkloadLoader.LoadProgress progress) throws Exception {
        if (size == 0) {
            return;
        }
        try {
            member.load(0);
        } catch (Exception | Error e) {
            throw new FixtureLoadException("member 0 of " + size + " failed: " + e.getMessage(), e);
        }
        progress.loaded(1, size);
        AtomicInteger next = new AtomicInteger(1);
        AtomicInteger done = new AtomicInteger(1);
        AtomicReference<FixtureLoadException> failure = new AtomicReference<>();
        AtomicInteger numbered = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, THREAD_NAME + numbered.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        Throwable thrown = null;
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < Math.min(threads, size - 1); t++) {
                workers.add(pool.submit(() -> {
                    for (int i = next.getAndIncrement(); i < size && failure.get() == null;
                         i = next.getAndIncrement()) {
                        try {
                            member.load(i);
                            progress.loaded(done.incrementAndGet(), size);
                        } catch (Exception | Error e) {
                            failure.compareAndSet(null, new FixtureLoadException("member " + i + " of " + size
                                    + " failed: " + e.getMessage(), e));
                            return null;
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } catch (Exception | Error e) {
            thrown = e;
            throw e;
        } finally {
            if (!ended(pool)) {
                FixtureLoadException stuck = new FixtureLoadException("the load's threads (" + THREAD_NAME
                        + "*) did not end within " + END_WAIT_SECONDS + " s of its end", null);
                if (thrown == null) {
                    throw stuck;
                }
                thrown.addSuppressed(stuck);
            }
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    /**
     * Interrupts the pool's threads (a request in flight is given up) and waits for them to end, an interrupt of
     * this thread not cutting the wait short (it is kept for the caller). @return whether they all ended
     */
    private static boolean ended(ExecutorService pool) {
        pool.shutdownNow();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(END_WAIT_SECONDS);
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return pool.awaitTermination(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
