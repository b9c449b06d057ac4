package org.repobench.jmh;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.AggregationPolicy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The counters belong to one iteration: what the last one counted never leaks into the next. */
class WriteCountsTest {
    @Test
    void everyIterationStartsFromNothing() {
        WriteCounts.startIteration();
        WriteCounts.done();
        WriteCounts.staleRead();
        WriteCounts.storeGrew(100);
        WriteCounts.ingested(2, 300);
        WriteCounts.report("x.ms", 1, "ms", AggregationPolicy.AVG);
        assertEquals(1, WriteCounts.OPS.sum());
        assertEquals(1, WriteCounts.STALE_READS.sum());
        assertEquals(100, WriteCounts.STORE_BYTES.sum());
        assertEquals(1, WriteCounts.STORE_MEASUREMENTS.sum());
        assertEquals(2, WriteCounts.INGESTED_ITEMS.sum());
        assertEquals(300, WriteCounts.INGESTED_BYTES.sum());
        assertEquals(1, WriteCounts.MEASURED.size());

        WriteCounts.startIteration();
        assertEquals(0, WriteCounts.OPS.sum() + WriteCounts.STALE_READS.sum() + WriteCounts.STORE_BYTES.sum()
                + WriteCounts.STORE_MEASUREMENTS.sum() + WriteCounts.INGESTED_ITEMS.sum()
                + WriteCounts.INGESTED_BYTES.sum());
        assertTrue(WriteCounts.MEASURED.isEmpty());
    }
}
