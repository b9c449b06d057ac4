package org.repobench.workload;

import java.util.concurrent.atomic.LongAdder;

/**
 * The times to the first byte of the GETs of one iteration, summed by every thread that shares the GET (the readers
 * beside writers share one): adders, so that no thread's time or count is lost to another's.
 */
final class FirstByteTimes {
    private final LongAdder nanos = new LongAdder();
    private final LongAdder gets = new LongAdder();

    void add(long firstByteNanos) {
        nanos.add(firstByteNanos);
        gets.increment();
    }

    /**
     * The mean since the last call, in ms; NaN if there was no GET. Called between iterations, when no GET is
     * running.
     */
    double takeMeanMillis() {
        long count = gets.sumThenReset();
        long sum = nanos.sumThenReset();
        return count == 0 ? Double.NaN : sum / 1e6 / count;
    }
}
