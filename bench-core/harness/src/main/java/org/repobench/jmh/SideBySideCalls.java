package org.repobench.jmh;

import org.repobench.api.MetricNames;

import java.util.concurrent.Callable;
import java.util.concurrent.atomic.LongAdder;

/**
 * The requests of an iteration against two servers side by side, counted and timed per server: what each server's
 * time per request, and its CPU and allocation per request, are divided by. Reset by {@link CostProfiler} before each
 * iteration and read after it, outside the timed part. A benchmark's state that sends its measured requests to two
 * servers in turn records each one here ({@link SideBySideGet}, the CRUD create's side-by-side session).
 */
public final class SideBySideCalls {
    /** Which of the two servers a request went to, and what its metrics are called. */
    public enum Side {
        TARGET(""),
        SIDE_BY_SIDE(MetricNames.SIDE_BY_SIDE);

        private final String prefix;
        private final LongAdder count = new LongAdder();
        private final LongAdder nanos = new LongAdder();

        Side(String prefix) {
            this.prefix = prefix;
        }

        /** The metric's name for this server. */
        String metric(String name) {
            return prefix + name;
        }

        /** The other server: requests alternate. */
        public Side other() {
            return this == TARGET ? SIDE_BY_SIDE : TARGET;
        }

        /** One measured request this server served, and how long it took; safe from any thread. */
        private void record(long elapsedNanos) {
            count.increment();
            nanos.add(elapsedNanos);
        }

        /** Sends one measured request to this server and records its time; a request that throws is not counted. */
        public <T> T timed(Callable<T> request) throws Exception {
            long start = System.nanoTime();
            T answer = request.call();
            record(System.nanoTime() - start);
            return answer;
        }

        long count() {
            return count.sum();
        }

        long nanos() {
            return nanos.sum();
        }

        @Override
        public String toString() {
            return this == TARGET ? "the target" : "the side-by-side server";
        }
    }

    /**
     * Whose turn it is on one thread: each request goes to the other server than the last, the target first, so each
     * server's requests meet the same moments of the machine. Not thread-safe: one per thread, as a session is.
     */
    public static final class Turns {
        private Side last = Side.SIDE_BY_SIDE;

        /** The server the next request goes to, now the last. */
        public Side next() {
            last = last.other();
            return last;
        }

        /** The server the last request went to. */
        public Side last() {
            return last;
        }
    }

    private SideBySideCalls() {
    }

    static void reset() {
        for (Side side : Side.values()) {
            side.count.reset();
            side.nanos.reset();
        }
    }
}
