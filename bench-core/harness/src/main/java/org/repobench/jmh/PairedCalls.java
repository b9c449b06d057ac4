package org.repobench.jmh;

import org.repobench.api.MetricNames;

import java.util.concurrent.atomic.LongAdder;

/**
 * The requests of an iteration against two servers side by side, counted and timed per server: what each server's
 * time per request, and its CPU and allocation per request, are divided by. Reset by {@link CostProfiler} before each
 * iteration and read after it, outside the timed part. A benchmark's state that sends its measured requests to two
 * servers in turn records each one here ({@link PairedGet}, the CRUD create's paired session).
 */
public final class PairedCalls {
    /** Which of the two servers a request went to, and what its metrics are called. */
    public enum Side {
        TARGET(""),
        BESIDE(MetricNames.BESIDE);

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
            return this == TARGET ? BESIDE : TARGET;
        }

        /** One measured request this server served, and how long it took; safe from any thread. */
        public void record(long elapsedNanos) {
            count.increment();
            nanos.add(elapsedNanos);
        }

        long count() {
            return count.sum();
        }

        long nanos() {
            return nanos.sum();
        }

        @Override
        public String toString() {
            return this == TARGET ? "the target" : "the server beside";
        }
    }

    private PairedCalls() {
    }

    static void reset() {
        for (Side side : Side.values()) {
            side.count.reset();
            side.nanos.reset();
        }
    }
}
