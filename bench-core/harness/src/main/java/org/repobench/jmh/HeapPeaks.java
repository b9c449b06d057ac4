package org.repobench.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.stream.Stream;

/**
 * The heap's peak over a stretch of a trial (an ingest), which JMH's gc profiler does not give: it reports what was
 * allocated, not how much was held at once.
 */
public final class HeapPeaks {
    private HeapPeaks() {
    }

    /** Forgets the heap's peak so far: call where an ingest starts; {@link #sum()} then reads its peak. */
    public static void reset() {
        heapPools().forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    /** Bytes of heap in use at the peak since {@link #reset()}, summed over the heap's pools. */
    public static long sum() {
        return heapPools().mapToLong(pool -> pool.getPeakUsage().getUsed()).sum();
    }

    private static Stream<MemoryPoolMXBean> heapPools() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(pool -> pool.getType() == MemoryType.HEAP);
    }
}
