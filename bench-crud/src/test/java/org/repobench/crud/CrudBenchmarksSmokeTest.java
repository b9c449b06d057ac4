package org.repobench.crud;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
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
 * Runs every write benchmark method once, tiny, with two threads where it is concurrent, on the smoke tests' stores
 * ({@link SmokeRun#stores()}: files and a database; what the writes do on every store is WriteSemanticsTest's). Each
 * result must carry its write metrics, with no failed operation.
 */
class CrudBenchmarksSmokeTest {
    static Stream<Arguments> crudMethodsAndStores() {
        return Stream.of("create", "update", "retrieve", "delete").flatMap(method ->
                SmokeRun.stores().stream().map(store -> Arguments.of(method, store)));
    }

    static Stream<StoreKind> stores() {
        return SmokeRun.stores().stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("crudMethodsAndStores")
    void eachCrudOperationRunsOnBothResourceKinds(String method, StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(ConcurrentCrudBenchmark.class, method,
                Map.of("store", store.name(), "resource", "CONTAINER,CONTENT", "existing", "2"), 2);
        assertEquals(2, results.size());
        results.forEach(CrudBenchmarksSmokeTest::assertMeasuredWithoutFailures);
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void readersBesideWritersRuns(StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(ConcurrentCrudBenchmark.class, "readersBesideWriters",
                Map.of("store", store.name(), "members", "5"));
        assertEquals(1, results.size());
        RunResult result = results.iterator().next();
        assertMeasuredWithoutFailures(result);
        assertTrue(result.getSecondaryResults().containsKey("read")
                        && result.getSecondaryResults().containsKey("write"),
                result.getSecondaryResults().keySet().toString());
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void binaryIngestReportsRateAndBytes(StoreKind store) throws Exception {
        // the database binary store where the store is a database (S3 needs the launcher's endpoint: see the suite)
        boolean database = store == StoreKind.POSTGRESQL || store == StoreKind.MYSQL;
        Collection<RunResult> results = SmokeRun.run(BinaryIngestBenchmark.class, "ingest",
                Map.of("store", store.name(), "binaries", "3", "binaryKb", "5",
                        "binaryStore", database ? "FILE,DATABASE" : "FILE"));
        assertEquals(database ? 2 : 1, results.size());
        for (RunResult result : results) {
            assertMeasuredWithoutFailures(result);
            Map<String, Result> secondary = result.getSecondaryResults();
            assertTrue(secondary.get(MetricNames.MB_PER_SECOND).getScore() > 0, secondary.toString());
            assertTrue(secondary.get(MetricNames.MS_PER_BINARY).getScore() > 0, secondary.toString());
            assertTrue(secondary.get(MetricNames.STORE_BYTES).getScore() > 3 * 5000, result.getParams()
                    + ": three 5 KB binaries grew the store by " + secondary.get(MetricNames.STORE_BYTES)
                    .getScore());
        }
    }

    private static void assertMeasuredWithoutFailures(RunResult result) {
        double score = result.getPrimaryResult().getScore();
        assertTrue(Double.isFinite(score) && score > 0, result.getParams() + " scored " + score);
        Map<String, Result> secondary = result.getSecondaryResults();
        assertTrue(secondary.get(MetricNames.OPS).getScore() > 0, secondary.toString());
        // an operation given up or lost fails its trial (FailedWrites), so a run that completed counted none
        assertEquals(0.0, secondary.get(MetricNames.FAILURES).getScore(), secondary.toString());
        assertEquals(0.0, secondary.get(MetricNames.LOST).getScore(), secondary.toString());
        assertTrue(secondary.containsKey(MetricNames.CONFLICTS), secondary.keySet().toString());
        assertTrue(secondary.containsKey(MetricNames.STORE_BYTES), secondary.keySet().toString());
    }
}
