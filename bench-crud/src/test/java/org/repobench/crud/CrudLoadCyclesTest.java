package org.repobench.crud;

import org.junit.jupiter.api.Test;
import org.repobench.load.LoadCycle;
import org.repobench.load.LoadCycles;
import org.repobench.load.LoadOperation;
import org.repobench.load.LoadStep;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The load cycles are the JMH benchmarks' own requests, found through the service the launcher reads. */
class CrudLoadCyclesTest {
    private static final String PARENT = "repobench/load-0000abcd";
    private static final String NEW = "${new}";
    private static final String NAME = "${name}";

    @Test
    void theLauncherFindsEveryCycle() {
        Map<String, LoadCycle> cycles = LoadCycles.available();
        assertEquals(List.of("crud-container", "crud-content", "ingest-graph"), List.copyOf(cycles.keySet()));
    }

    @Test
    void aCrudCycleIsTheFourRequestsOfConcurrentCrudBenchmarkOnOneNewResource() {
        for (ResourceKind kind : ResourceKind.values()) {
            LoadCycle cycle = LoadCycles.available().get("crud-" + kind.name().toLowerCase(Locale.ROOT));
            String path = PARENT + "/" + NAME;
            assertEquals(List.of(new LoadStep(LoadOperation.CREATE, kind.createRequest(PARENT + "/" + NEW)),
                    new LoadStep(LoadOperation.UPDATE, kind.updateRequest(path)),
                    new LoadStep(LoadOperation.RETRIEVE, kind.retrieveRequest(path)),
                    new LoadStep(LoadOperation.DELETE, kind.deleteRequest(path))), cycle.steps(PARENT, NEW, NAME));
            assertEquals(kind.requests(), cycle.summary());
        }
    }

    @Test
    void theIngestCycleIsOnePutOfTheStudysGraph() {
        List<LoadStep> steps = LoadCycles.available().get("ingest-graph").steps(PARENT, NEW, NAME);
        assertEquals(1, steps.size());
        assertEquals(LoadOperation.CREATE, steps.get(0).operation());
        assertEquals("PUT", steps.get(0).request().method());
        assertEquals(PARENT + "/" + NEW, steps.get(0).request().path());
        assertEquals("text/turtle", steps.get(0).request().headers().get("Content-Type"));
        String turtle = steps.get(0).request().body();
        assertEquals(LakeGraph.triples(CrudLoadCycles.GRAPH_SIZE), turtle.lines().filter(l -> l.contains("p:")
                && !l.startsWith("@prefix")).count(), turtle);
        assertTrue(turtle.startsWith(LakeGraph.previous(".")), turtle);
    }
}
