package org.repobench.members;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;
import org.repobench.jmh.SmokeRun;
import org.repobench.store.StoreKind;
import org.repobench.workload.Workload;

import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs each ManyMembersBenchmark method once, tiny: on the file store with every workload, on the smoke tests'
 * database store ({@link SmokeRun#stores()}) with the workloads named below, which proves the fork is handed the
 * database and copies its fixture there. What a GET holds on every store, workload and traversal is MembershipTest's
 * and TraversalTest's, in process: a fork per workload on every store again would say nothing more and took most of
 * this module's CI time (277 of 448 s).
 */
class ManyMembersBenchmarkSmokeTest {
    /** The workloads as a -p value. */
    private static String names(Workload... workloads) {
        return Arrays.stream(workloads).map(Workload::name).collect(Collectors.joining(","));
    }

    /** Every workload on the file store; on a database store, {@code onDatabase}. */
    private static String workloads(StoreKind store, Workload... onDatabase) {
        return workloads(store, Workload.values(), onDatabase);
    }

    /** {@code onFile} on the file store; on a database store, {@code onDatabase}. */
    private static String workloads(StoreKind store, Workload[] onFile, Workload... onDatabase) {
        return store == StoreKind.FILE ? names(onFile) : names(onDatabase);
    }

    static Stream<Arguments> methodsAndStores() {
        return Stream.of("warmGet", "coldGet").flatMap(method ->
                SmokeRun.stores().stream().map(store -> Arguments.of(method, store)));
    }

    /** The FLAT layout and a Prefer that omits membership, once (verification then expects no members). */
    @Test
    void flatLayoutAndPreferOmitRunOnce() throws Exception {
        Collection<RunResult> results = SmokeRun.run(ManyMembersBenchmark.class, "warmGet", Map.of(
                "store", "FILE", "workload", "N_CHILDREN,N_MEMBERS,N_MEMBERS_DIRECT", "size", "5",
                "parallel", "false", "cacheSize", "10000", "layout", "FLAT", "prefer", "SCRIPT,OMIT_MEMBERSHIP"));
        assertEquals(6, results.size());
    }

    /** A benchmark that fails in its fork fails the smoke run, and the failure says what the fork threw. */
    @Test
    void aFailingRunNamesWhatTheForkThrew() {
        RunnerException failed = assertThrows(RunnerException.class, () -> SmokeRun.run(ManyMembersBenchmark.class,
                "warmGet", Map.of("store", "FILE", "workload", "N_MEMBERS", "size", "0")));
        assertTrue(failed.getMessage().startsWith("ManyMembersBenchmark.warmGet {"), failed.getMessage());
        assertTrue(failed.getMessage().contains("IllegalArgumentException: size must be a whole number from 1"),
                failed.getMessage());
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("methodsAndStores")
    void runsOnce(String method, StoreKind store) throws Exception {
        String workloads = workloads(store, Workload.N_MEMBERS);
        Collection<RunResult> results = SmokeRun.run(ManyMembersBenchmark.class, method, Map.of(
                "store", store.name(), "workload", workloads, "size", "5", "parallel", "true",
                "cacheSize", "10000"));
        assertEquals(workloads.split(",").length, results.size());
        for (RunResult result : results) {
            double score = result.getPrimaryResult().getScore();
            assertTrue(Double.isFinite(score) && score > 0, result.getParams() + " scored " + score);
        }
    }

    /**
     * The QUERY and INDEXED traversals: warm GETs on the smoke stores (on files every workload whose GET walks
     * resources: a traversal changes how membership, inbound references and children are found, never a resource's own
     * properties), cold ones on the file store with n-members and n-memberof, membership and inbound references (the
     * cold GET differs only in reopening the repository and its index, which the ITERATE runs above cover). Their GETs
     * must verify as ITERATE's do.
     */
    static Stream<Arguments> traversalRuns() {
        Workload[] walked = Arrays.stream(Workload.values()).filter(Workload::createsResources)
                .toArray(Workload[]::new);
        return Stream.concat(
                SmokeRun.stores().stream().map(store -> Arguments.of("warmGet", store,
                        workloads(store, walked, Workload.N_MEMBEROF))),
                Stream.of(Arguments.of("coldGet", StoreKind.FILE, names(Workload.N_MEMBERS, Workload.N_MEMBEROF))));
    }

    @ParameterizedTest(name = "{0} on {1}: {2}")
    @MethodSource("traversalRuns")
    void queryAndIndexedTraversalsRunOnce(String method, StoreKind store, String workloads) throws Exception {
        Collection<RunResult> results = SmokeRun.run(ManyMembersBenchmark.class, method, Map.of(
                "store", store.name(), "workload", workloads, "size", "5", "parallel", "false",
                "cacheSize", "10000", "traversal", "QUERY,INDEXED"));
        assertEquals(2 * workloads.split(",").length, results.size());
        for (RunResult result : results) {
            assertTrue(Set.of("QUERY", "INDEXED").contains(result.getParams().getParam("traversal")));
            double score = result.getPrimaryResult().getScore();
            assertTrue(Double.isFinite(score) && score > 0, result.getParams() + " scored " + score);
        }
    }
}
