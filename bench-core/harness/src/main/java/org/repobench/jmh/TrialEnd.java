package org.repobench.jmh;

import java.util.ArrayList;
import java.util.List;

/**
 * A trial's closing work, kept out of its last iteration's costs. JMH runs {@code @TearDown(Level.Trial)} on the
 * worker threads inside the last iteration, before the profilers read that iteration's end, so what a state did there
 * was charged to the iteration's operations: the CRUD trial's removal of a parent with 10,000 children made its last
 * iteration read 3.1 GB of server allocation and 2.5 s of server CPU per create, against 98 MB and 77 ms in the one
 * before. A state's trial teardown hands its work to {@link #run}: during an iteration of a fork that has
 * {@link TrialEndProfiler} (every run of the launcher, the smoke runs), the work waits until every profiler has read
 * the iteration's end, then runs in the order it was handed over, which is JMH's own (a state before the states it
 * uses); outside an iteration, or without that profiler, at once.
 */
public final class TrialEnd {
    private static final List<Work> WAITING = new ArrayList<>();
    private static boolean deferring;

    private TrialEnd() {
    }

    /** Closing work that may fail. */
    @FunctionalInterface
    public interface Work {
        void run() throws Exception;
    }

    /** Runs the work once the last iteration's costs are read, or now (see the class). */
    public static void run(Work work) throws Exception {
        synchronized (TrialEnd.class) {
            if (deferring) {
                WAITING.add(work);
                return;
            }
        }
        work.run();
    }

    /** An iteration began: closing work handed over until it ends waits for {@link #runWaiting}. */
    static synchronized void defer() {
        deferring = true;
    }

    /**
     * The iteration's costs are read: runs what waited, every piece even if one fails (a state's failure must not
     * leave the states it uses open), and throws the first failure with the others suppressed.
     */
    static void runWaiting() throws Exception {
        List<Work> works;
        synchronized (TrialEnd.class) {
            deferring = false;
            works = List.copyOf(WAITING);
            WAITING.clear();
        }
        runAll(works);
    }

    /** Runs every piece in order, even if one fails; throws the first failure with the others suppressed. */
    static void runAll(List<? extends Work> works) throws Exception {
        Exception first = null;
        for (Work work : works) {
            try {
                work.run();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
