package org.repobench.members;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.results.RunResult;
import org.repobench.jmh.SmokeRun;
import org.repobench.provision.EveryStore;
import org.repobench.store.StoreKind;

import java.util.Collection;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Creates members with index maintenance on and off, once, on every store that works here without provisioning. */
class IndexWriteCostBenchmarkSmokeTest {
    static List<StoreKind> stores() {
        return EveryStore.kinds();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stores")
    void createsMembersWithAndWithoutTheIndex(StoreKind store) throws Exception {
        Collection<RunResult> results = SmokeRun.run(IndexWriteCostBenchmark.class, "createMember",
                Map.of("store", store.name(), "maintainIndex", "true,false"));
        assertEquals(2, results.size());
        for (RunResult result : results) {
            double score = result.getPrimaryResult().getScore();
            assertTrue(Double.isFinite(score) && score > 0, result.getParams() + " scored " + score);
        }
    }
}
