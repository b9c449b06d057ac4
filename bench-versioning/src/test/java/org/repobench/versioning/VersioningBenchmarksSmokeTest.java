package org.repobench.versioning;

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
 * Runs every versioning benchmark method once, tiny (3 descendants of 1 KB, 3 versions), on the smoke tests' stores
 * ({@link SmokeRun#stores()}: files and a database; what versions are on every store is VersioningSemanticsTest's).
 */
class VersioningBenchmarksSmokeTest {
    static Stream<StoreKind> stores() {
        return SmokeRun.stores().stream();
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void newVersionRunsForEveryDescendantTypeAndBothChildVersionings(StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(NewVersionBenchmark.class, "newVersion", Map.of(
                "store", store.name(), "descendantType", "CHILD,NAMED,BINARY", "descendants", "3", "contentKb", "1",
                "onParentVersion", "COPY,VERSION", "versioning", "TRUE"));
        assertEquals(6, results.size());
        results.forEach(VersioningBenchmarksSmokeTest::assertNewVersionMeasured);
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void newVersionRunsWithNoneAndHalfVersionable(StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(NewVersionBenchmark.class, "newVersion", Map.of(
                "store", store.name(), "descendantType", "NAMED", "descendants", "3", "contentKb", "1",
                "onParentVersion", "VERSION", "versioning", "FALSE,HALF"));
        assertEquals(2, results.size());
        results.forEach(VersioningBenchmarksSmokeTest::assertNewVersionMeasured);
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void manyVersionsTimesEachNewVersionInTurn(StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(ManyVersionsBenchmark.class, "newVersion", Map.of(
                "store", store.name(), "datastreams", "1,3", "contentKb", "1"), 1, 3);
        assertEquals(2, results.size());
        for (RunResult result : results) {
            assertMeasured(result);
            assertEquals(3, result.getBenchmarkResults().iterator().next().getIterationResults().size());
            Map<String, Result> secondary = result.getSecondaryResults();
            assertEquals(2.0, secondary.get(MetricNames.VERSION_NUMBER).getScore(), "versions 1, 2, 3");
            assertEquals(3.0, secondary.get(MetricNames.OPS).getScore(), secondary.toString());
            assertEquals(0.0, secondary.get(MetricNames.FAILURES).getScore(), secondary.toString());
        }
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("readMethodsAndStores")
    void theLongHistoryIsListedAndItsOldestVersionRead(String method, StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(ManyVersionsBenchmark.class, method, Map.of(
                "store", store.name(), "datastreams", "3", "contentKb", "1", "versions", "3"));
        assertEquals(1, results.size());
        assertMeasured(results.iterator().next());
    }

    static Stream<Arguments> readMethodsAndStores() {
        return Stream.of("listVersions", "readOldVersion").flatMap(method -> stores()
                .map(store -> Arguments.of(method, store)));
    }

    private static void assertNewVersionMeasured(RunResult result) {
        assertMeasured(result);
        Map<String, Result> secondary = result.getSecondaryResults();
        assertEquals(1.0, secondary.get(MetricNames.OPS).getScore(), secondary.toString());
        assertEquals(0.0, secondary.get(MetricNames.FAILURES).getScore(), secondary.toString());
        assertTrue(secondary.containsKey(MetricNames.STORE_BYTES), secondary.keySet().toString());
        assertTrue(secondary.get(MetricNames.STORE_BYTES_BEFORE).getScore() > 0, secondary.toString());
        assertTrue(secondary.get(VersionedTreeFixture.CREATION_MS).getScore() > 0, secondary.toString());
        assertTrue(secondary.containsKey(VersionedTreeFixture.ENABLE_MS), secondary.keySet().toString());
    }

    private static void assertMeasured(RunResult result) {
        double score = result.getPrimaryResult().getScore();
        assertTrue(Double.isFinite(score) && score > 0, result.getParams() + " scored " + score);
    }
}
