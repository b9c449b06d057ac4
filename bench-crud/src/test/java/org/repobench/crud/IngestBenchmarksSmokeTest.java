package org.repobench.crud;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.repobench.api.MetricNames;
import org.repobench.jmh.SmokeRun;
import org.repobench.store.StoreKind;

import java.util.Collection;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every ingest benchmark once, tiny (two batches), on the smoke tests' stores ({@link SmokeRun#stores()}: files and a
 * database): the batches are verified inside the benchmark, and the memory and disk metrics must be there and
 * positive. What each store stores and how its size is read is the repository's tests' (BytesStoredTest, on every
 * store); a fork per ingest on all four stores took 142 s of CI on the slowest machine.
 */
class IngestBenchmarksSmokeTest {
    static Stream<StoreKind> stores() {
        return SmokeRun.stores().stream();
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void graphIngestPutAndPost(StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(GraphIngestBenchmark.class, "ingest",
                Map.of("store", store.name(), "count", "20", "method", "PUT,POST", "graphSize", "200"), 1, 2);
        assertEquals(2, results.size());
        for (RunResult result : results) {
            Map<String, Result> secondary = assertIngestMetrics(result, "Resource");
            assertTrue(secondary.get(MetricNames.PARENT_GET).getScore() > 0, secondary.keySet().toString());
        }
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void bookInBatches(StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(BulkIngestBenchmark.class, "book",
                Map.of("store", store.name(), "pagesPerBatch", "3", "pageKb", "5"), 1, 2);
        assertEquals(1, results.size());
        assertIngestMetrics(results.iterator().next(), "Page");
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void patchesInBatches(StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(BulkIngestBenchmark.class, "patches",
                Map.of("store", store.name(), "values", "20", "property", "TITLE,RELATION"), 1, 2);
        assertEquals(2, results.size());
        results.forEach(result -> assertIngestMetrics(result, "Patch"));
    }

    private static Map<String, Result> assertIngestMetrics(RunResult result, String item) {
        assertTrue(result.getPrimaryResult().getScore() > 0, result.getParams().toString());
        Map<String, Result> secondary = result.getSecondaryResults();
        for (String metric : new String[] {MetricNames.HEAP_PEAK, MetricNames.STORE_SIZE,
                MetricNames.INGEST_PER_ITEM + item, MetricNames.INGEST_FIRST_TENTH + item,
                MetricNames.INGEST_LAST_TENTH + item}) {
            assertTrue(secondary.containsKey(metric) && secondary.get(metric).getScore() > 0,
                    metric + " in " + secondary);
        }
        assertEquals(0.0, secondary.get(MetricNames.FAILURES).getScore());
        return secondary;
    }
}
