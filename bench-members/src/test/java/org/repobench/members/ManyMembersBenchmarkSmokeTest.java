package org.repobench.members;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.results.RunResult;
import org.repobench.jmh.SmokeRun;
import org.repobench.workload.Workload;

import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs each ManyMembersBenchmark method once on every workload, tiny, on the file store. */
class ManyMembersBenchmarkSmokeTest {
    private static final String ALL_WORKLOADS =
            Arrays.stream(Workload.values()).map(Workload::name).collect(Collectors.joining(","));

    @ParameterizedTest
    @ValueSource(strings = {"warmGet", "coldGet"})
    void runsOnceOnEveryWorkload(String method) throws Exception {
        Collection<RunResult> results = SmokeRun.run(ManyMembersBenchmark.class, method, Map.of(
                "store", "FILE", "workload", ALL_WORKLOADS, "size", "5", "parallel", "true", "cacheSize", "10000"));
        assertEquals(Workload.values().length, results.size());
        for (RunResult result : results) {
            double score = result.getPrimaryResult().getScore();
            assertTrue(Double.isFinite(score) && score > 0, result.getParams() + " scored " + score);
        }
    }
}
