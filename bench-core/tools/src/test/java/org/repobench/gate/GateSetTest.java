package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.repobench.api.ParamNames;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GateSetTest {
    @Test
    void defaultStepIsOneForkOfWarmGetOnBothMembershipWorkloadsWithAllocation() {
        assertEquals(List.of("-f", "1", "-wi", "4", "-w", "1s", "-i", "3", "-r", "1s",
                        "-jvmArgsAppend", "-XX:+UseParallelGC -Xms2g -Xmx2g -XX:+AlwaysPreTouch", "-prof", "gc",
                        "ManyMembersBenchmark\\.warmGet$",
                        "-p", "store=FILE", "-p", "workload=N_MEMBERS,N_MEMBEROF", "-p", "size=1000",
                        "-p", "parallel=false", "-p", "cacheSize=1000000"),
                GateSet.defaults().jmhArgs());
    }

    @Test
    void aServerGatesForksAreItsClientsOnASmallerFixedHeapWhateverElseChanges() {
        String client = "-XX:+UseParallelGC -Xms512m -Xmx512m -XX:+AlwaysPreTouch";
        GateSet server = GateSet.serverDefaults();
        assertEquals(client, server.jmhArgs().get(server.jmhArgs().indexOf("-jvmArgsAppend") + 1));
        GateSet changed = server.withInclude("ManyMembersBenchmark\\.warmGet$").withParams("size=1000")
                .withWarmups(6).withWarmServer(10).keeping(Set.of(ParamNames.SIZE));
        assertEquals(client, changed.forkJvmArgs(), "kept by every wither");
        assertEquals(GateSet.FORK_JVM_ARGS, GateSet.defaults().forkJvmArgs(), "the model's forks keep 2 GB");
    }

    @Test
    void moreWarmUpChangesOnlyTheWarmUpIterationsAndIsSaid() {
        GateSet longer = GateSet.defaults().withWarmups(12);
        List<String> expected = new ArrayList<>(GateSet.defaults().jmhArgs());
        expected.set(expected.indexOf("-wi") + 1, "12");
        assertEquals(expected, longer.jmhArgs());
        assertEquals(GateSet.defaults().describe() + ", 12 warm-up iterations", longer.describe());
        assertEquals(12, longer.withParams("size=300").withInclude("coldGet").warmups(), "kept by the other withers");
        String message = assertThrows(GateException.class, () -> GateSet.defaults().withWarmups(0)).getMessage();
        assertTrue(message.startsWith("--warmup must be") && message.endsWith("got 0"), message);
    }

    @Test
    void paramsReplaceByNameAndKeepTheRest() {
        GateSet set = GateSet.defaults().withParams("size=100,300; workload=N_CHILDREN ;seed=7");
        assertEquals(List.of("100", "300"), set.values("size"));
        assertEquals(List.of("N_CHILDREN"), set.values("workload"));
        assertEquals(List.of("7"), set.values("seed"));
        assertEquals(List.of("FILE"), set.values("store"));
        assertEquals(List.of("1000000"), set.values("cacheSize"));
    }

    @Test
    void keepingDropsTheParamsTheSelectedBenchmarksLack() {
        GateSet gets = GateSet.serverDefaults().withInclude("ManyMembersBenchmark\\.warmGet$")
                .keeping(Set.of(ParamNames.STORE, ParamNames.WORKLOAD, ParamNames.SIZE,
                        ParamNames.TARGET));
        assertEquals(List.of(), gets.values(ParamNames.RESOURCE));
        assertFalse(gets.jmhArgs().contains("resource=CONTAINER"), gets.jmhArgs().toString());
        assertEquals(List.of("1000", "10000"), gets.values(ParamNames.SIZE));
        assertEquals(GateSet.serverDefaults(), GateSet.serverDefaults().keeping(Set.of(ParamNames.STORE,
                ParamNames.WORKLOAD, ParamNames.SIZE, ParamNames.RESOURCE)), "nothing to drop");
    }

    @Test
    void unreadableParamsNameThePartAndTheFormat() {
        for (String bad : List.of("size", "size=", "=1000", "si ze=1", ";;")) {
            String message = assertThrows(GateException.class, () -> GateSet.defaults().withParams(bad)).getMessage();
            assertTrue(message.startsWith("--params") && message.contains("name=v1,v2"), bad + ": " + message);
        }
    }

    @Test
    void includeMustBeARegex() {
        String message = assertThrows(GateException.class, () -> GateSet.defaults().withInclude("warm(Get"))
                .getMessage();
        assertTrue(message.contains("'warm(Get'"), message);
        assertEquals("coldGet", GateSet.defaults().withInclude("coldGet").include());
    }
}
