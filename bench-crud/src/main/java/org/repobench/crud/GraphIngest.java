package org.repobench.crud;

import org.repobench.api.MetricNames;

import org.apache.jena.graph.Graph;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.model.Vocabulary;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * LAKEsuperior's benchmark: {@code count} resources of {@code graphSize} triples PUT (or POSTed) under one parent,
 * each pointing 50 times at the one before. The graphs of a batch are made before the batch is timed; parsing and
 * storing them is timed, one request (one save) per resource. After the last batch the parent's GET is timed once
 * and must list exactly {@code count} children; each batch's last resource is read back and must hold all its
 * triples.
 */
@State(Scope.Benchmark)
public class GraphIngest {
    static final String PARENT = "/pomegranate";

    @Param({"10000"})
    @ParamRange(min = 1, max = 10_000_000)
    public int count;

    @Param({"PUT"})
    public IngestMethod method;

    @Param({"200"})
    @ParamRange(min = 4, max = 100_000)
    public int graphSize;

    @Param({"42"})
    @ParamRange(min = 0)
    public long seed;

    private IngestTrial trial;
    private IngestCurve curve;
    private SplittableRandom random;
    private final List<String> bodies = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private String previous;

    @Setup(Level.Trial)
    public void open(IngestTrial trial) throws Exception {
        this.trial = trial;
        trial.createContainer(PARENT, false);
        curve = trial.inBatches(count, "resource");
        random = new SplittableRandom(seed);
        previous = PARENT;
    }

    /** Untimed: the batch's graphs (and, for PUT, the names LAKEsuperior drew with uuid4). */
    @Setup(Level.Iteration)
    public void makeGraphs() {
        bodies.clear();
        names.clear();
        for (int i = curve.start(); i < curve.end(); i++) {
            bodies.add(LakeGraph.body(graphSize, random));
            names.add(new UUID(random.nextLong(), random.nextLong()).toString());
        }
    }

    /** The measured batch. @return resources stored */
    int ingest() throws Exception {
        int stored = 0;
        for (int i = 0; i < bodies.size(); i++) {
            String turtle = LakeGraph.previous(trial.target().uriOf(previous)) + bodies.get(i);
            String name = names.get(i);
            String[] path = new String[1];
            trial.add(curve.start() + i, w -> path[0] = method.add(w, PARENT, name, turtle));
            previous = path[0];
            stored++;
        }
        return stored;
    }

    /** The batch's last resource holds every triple of its graph under the generator's predicates. */
    @TearDown(Level.Iteration)
    public void verifyBatch() throws Exception {
        requireWholeGraph(trial.target(), previous, graphSize);
    }

    /** Fails unless the resource holds every triple of its graph of {@code graphSize}, and no other. */
    static void requireWholeGraph(IngestTarget target, String path, int graphSize) throws Exception {
        long generated = generatedTriples(target.nTriples(path));
        if (generated != LakeGraph.triples(graphSize)) {
            throw new FixtureVerificationException(path + " holds " + generated + " of its graph's triples, "
                    + "expected exactly " + LakeGraph.triples(graphSize));
        }
    }

    /** The triples of a resource's GET under the generator's predicates ({@code http://ex.org/...}). */
    static long generatedTriples(String nTriples) {
        Graph graph = RDFParser.fromString(nTriples, Lang.NTRIPLES).toGraph();
        return graph.find().toList().stream().filter(t -> t.getPredicate().getURI().startsWith("http://ex.org/"))
                .count();
    }

    /**
     * After the last batch, its metrics reported (so the GET does not count in its heap peak), the parent's GET,
     * timed once. JMH tears the trial down within the last iteration, before the profiler collects its results, so
     * the time is reported with the last batch.
     */
    @TearDown(Level.Trial)
    public void getParent() throws Exception {
        long start = System.nanoTime();
        long children = trial.target().count(PARENT, Vocabulary.LDP_CONTAINS.getURI());
        WriteCounts.report(MetricNames.PARENT_GET, (System.nanoTime() - start) / 1e6, "ms", AggregationPolicy.MAX);
        requireChildren(children, count);
    }

    /** Fails unless the parent's GET listed exactly the {@code count} resources ingested. */
    static void requireChildren(long children, int count) {
        if (children != count) {
            throw new FixtureVerificationException("after the ingest " + PARENT + " lists " + children
                    + " children, expected exactly " + count);
        }
    }
}
