package org.repobench.crud;

import org.repobench.ldp.LdpRequest;
import org.repobench.load.LoadCycle;
import org.repobench.load.LoadCycles;
import org.repobench.load.LoadOperation;
import org.repobench.load.LoadStep;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The CRUD study's and the graph ingest's requests as load cycles, built from the very requests their JMH benchmarks
 * send: {@code crud-container} and {@code crud-content} ({@link ResourceKind}'s create, update, retrieve and delete
 * of one new resource per pass) and {@code ingest-graph} (one PUT of a 200-triple graph per pass, as
 * {@link GraphIngest}'s, its {@code r:} link pointing at the parent).
 */
public final class CrudLoadCycles implements LoadCycles.Provider {
    static final int GRAPH_SIZE = 200;
    static final long GRAPH_SEED = 42;

    @Override
    public Iterable<LoadCycle> cycles() {
        List<LoadCycle> cycles = new ArrayList<>();
        for (ResourceKind kind : ResourceKind.values()) {
            cycles.add(new Crud(kind));
        }
        cycles.add(new Ingest(LakeGraph.previous(".") + LakeGraph.body(GRAPH_SIZE, new SplittableRandom(GRAPH_SEED))));
        return cycles;
    }

    /** The four requests of {@code ConcurrentCrudBenchmark} on one resource of the kind. */
    private record Crud(ResourceKind kind) implements LoadCycle {
        @Override
        public String name() {
            return "crud-" + kind.name().toLowerCase(Locale.ROOT);
        }

        @Override
        public String summary() {
            return kind.requests();
        }

        @Override
        public List<LoadStep> steps(String parent, String newName, String name) {
            String path = parent + "/" + name;
            return List.of(new LoadStep(LoadOperation.CREATE, kind.createRequest(parent + "/" + newName)),
                    new LoadStep(LoadOperation.UPDATE, kind.updateRequest(path)),
                    new LoadStep(LoadOperation.RETRIEVE, kind.retrieveRequest(path)),
                    new LoadStep(LoadOperation.DELETE, kind.deleteRequest(path)));
        }
    }

    /** {@code GraphIngestBenchmark}'s PUT of one graph, the same body every pass (the name differs). */
    private record Ingest(String turtle) implements LoadCycle {
        @Override
        public String name() {
            return "ingest-graph";
        }

        @Override
        public String summary() {
            return "PUT of a " + LakeGraph.triples(GRAPH_SIZE) + "-triple graph (kept until the load ends)";
        }

        @Override
        public List<LoadStep> steps(String parent, String newName, String name) {
            return List.of(new LoadStep(LoadOperation.CREATE, LdpRequest.putTurtle(parent + "/" + newName, turtle)));
        }
    }
}
