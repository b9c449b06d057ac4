package org.repobench.crud;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.provision.ProvisionedStores;
import org.repobench.provision.TestEngine;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.jmh.SmokeRun;

import java.util.Collection;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A benchmark run on stores that come from containers only (see {@link TestEngine}): the binary ingest with its nodes
 * in PostgreSQL and in MySQL and its binaries in S3, each in a container the host started; the fork gets their plain
 * addresses, as a run's forks do.
 */
class IngestInContainersSmokeTest {
    private static ProvisionedStores stores;
    // why no engine can serve, if none can: the test then says it skipped, rather than the class counting 0 tests
    private static Optional<String> noEngine;

    @BeforeAll
    static void startContainers() {
        noEngine = TestEngine.unavailable();
        if (noEngine.isPresent()) {
            return;
        }
        stores = TestEngine.containersOnly().provision(EnumSet.of(StoreKind.POSTGRESQL, StoreKind.MYSQL), true,
                EnumSet.of(BinaryStoreKind.S3));
        stores.sources().forEach((store, line) -> System.out.println(store + ": " + line));
    }

    @AfterAll
    static void stopContainers() {
        if (stores != null) {
            stores.close();
        }
    }

    @Test
    void binaryIngestRunsOnPostgresqlAndMysqlWithItsBinariesInS3() throws Exception {
        assumeTrue(noEngine.isEmpty(), noEngine::get);
        Collection<RunResult> results = SmokeRun.runOn(stores, BinaryIngestBenchmark.class, "ingest", Map.of(
                ParamNames.STORE, "POSTGRESQL,MYSQL", "binaries", "3", "binaryKb", "5",
                ParamNames.BINARY_STORE, BinaryStoreKind.S3.name()));
        assertEquals(2, results.size());
        for (RunResult result : results) {
            double score = result.getPrimaryResult().getScore();
            assertTrue(Double.isFinite(score) && score > 0, result.getParams() + " scored " + score);
            assertTrue(result.getSecondaryResults().get(MetricNames.STORE_BYTES).getScore() > 3 * 5000,
                    result.getParams() + ": " + result.getSecondaryResults().get(MetricNames.STORE_BYTES));
        }
    }
}
