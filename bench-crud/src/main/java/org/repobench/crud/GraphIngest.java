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
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.EmptyRepository;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.write.ResourceWriter;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
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

    private EmptyRepository empty;
    private BenchRepository repository;
    private ResourceWriter writer;
    private IngestCurve curve;
    private SplittableRandom random;
    private final List<String> bodies = new ArrayList<>();
    private final List<String> names = new ArrayList<>();
    private String previous;

    @Setup(Level.Trial)
    public void open(EmptyRepository empty, BenchmarkParams params) throws Exception {
        this.empty = empty;
        repository = empty.repository();
        writer = empty.writer();
        writer.put(PARENT, "");
        writer.save();
        curve = new IngestCurve(count, params, "resource");
        random = new SplittableRandom(seed);
        previous = PARENT;
        WriteCounts.track();
    }

    /** Untimed: the batch's graphs (and, for PUT, the names LAKEsuperior drew with uuid4). */
    @Setup(Level.Iteration)
    public void makeGraphs() {
        curve.nextBatch();
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
            String turtle = LakeGraph.previous(repository.uris().uriOf(previous)) + bodies.get(i);
            String name = names.get(i);
            String[] path = new String[1];
            long start = System.nanoTime();
            boolean done = WriteCounts.perform(writer, w -> path[0] = method.add(w, PARENT, name, turtle));
            curve.took(curve.start() + i, System.nanoTime() - start);
            if (!done) {
                throw new IllegalStateException("resource " + (curve.start() + i) + " of the ingest failed "
                        + WriteCounts.MAX_ATTEMPTS + " times; the chain of links cannot go on without it");
            }
            previous = path[0];
            stored++;
        }
        return stored;
    }

    @TearDown(Level.Iteration)
    public void verifyAndReport() throws Exception {
        WriteCounts.requireProfiler();
        verifyStored(previous);
        curve.report(empty);
        if (curve.lastBatch()) {
            long start = System.nanoTime();
            long children = repository.get(PARENT, Prefer.DEFAULT, RdfFormat.NTRIPLES,
                    org.apache.commons.io.output.NullOutputStream.INSTANCE, Vocabulary.LDP_CONTAINS).counted();
            WriteCounts.report(MetricNames.PARENT_GET, (System.nanoTime() - start) / 1e6, "ms", AggregationPolicy.MAX);
            if (children != count) {
                throw new FixtureVerificationException("after the ingest " + PARENT + " lists " + children
                        + " children, expected exactly " + count);
            }
        }
    }

    /** The resource holds every triple of its graph under the generator's predicates. */
    private void verifyStored(String path) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        repository.get(path, Prefer.DEFAULT, RdfFormat.NTRIPLES, out, Vocabulary.LDP_CONTAINS);
        Graph graph = RDFParser.fromString(out.toString(StandardCharsets.UTF_8), Lang.NTRIPLES).toGraph();
        long generated = graph.find().toList().stream()
                .filter(t -> t.getPredicate().getURI().startsWith("http://ex.org/")).count();
        if (generated != LakeGraph.triples(graphSize)) {
            throw new FixtureVerificationException(path + " holds " + generated + " of its graph's triples, expected "
                    + "exactly " + LakeGraph.triples(graphSize));
        }
    }
}
