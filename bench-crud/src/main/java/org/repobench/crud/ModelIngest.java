package org.repobench.crud;

import org.apache.commons.io.output.NullOutputStream;
import org.apache.jena.graph.NodeFactory;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.api.MetricNames;
import org.repobench.jmh.EmptyRepository;
import org.repobench.jmh.HeapPeaks;
import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.workload.ModelWriter;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalLong;

/** The ingests on the model: one session on an empty repository, each item saved once. */
final class ModelIngest implements IngestTarget {
    /** Deletes saved together when an iteration's binaries go: one save per resource would dominate the reset. */
    private static final int DELETES_PER_SAVE = 250;

    private final EmptyRepository empty;
    private final ResourceWriter writer;
    private final ModelWriter requests;

    ModelIngest(EmptyRepository empty) {
        this.empty = empty;
        this.writer = empty.writer();
        this.requests = ModelWriter.unsaved(writer);
    }

    @Override
    public void prepare(Item item) throws Exception {
        RetryPolicy.prepare(writer, ignored -> item.sendTo(requests));
    }

    @Override
    public boolean send(Item item) throws Exception {
        return RetryPolicy.perform(writer, ignored -> item.sendTo(requests));
    }

    @Override
    public String uriOf(String path) {
        return empty.repository().uris().uriOf(path);
    }

    @Override
    public long count(String path, String predicateUri) throws Exception {
        return empty.repository().get(path, Prefer.DEFAULT, RdfFormat.NTRIPLES, NullOutputStream.INSTANCE,
                NodeFactory.createURI(predicateUri)).counted();
    }

    @Override
    public String nTriples(String path) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        empty.repository().get(path, Prefer.DEFAULT, RdfFormat.NTRIPLES, out, Vocabulary.LDP_CONTAINS);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The unused binaries collected too, so the binary store does not grow from iteration to iteration. */
    @Override
    public void remove(List<String> paths) throws Exception {
        int done = 0;
        for (String path : paths) {
            writer.delete(path);
            writer.purgeTombstone(path);
            if (++done % DELETES_PER_SAVE == 0) {
                writer.save();
            }
        }
        writer.save();
        empty.repository().collectUnusedBinaries();
    }

    @Override
    public OptionalLong bytesStored() throws Exception {
        return OptionalLong.of(empty.bytesStored());
    }

    @Override
    public void startHeapPeak() {
        HeapPeaks.reset();
    }

    @Override
    public void reportHeapPeak() {
        WriteCounts.report(MetricNames.HEAP_PEAK, HeapPeaks.sum(), "B", AggregationPolicy.MAX);
    }

    /** The repository is the {@link EmptyRepository}'s, closed with it. */
    @Override
    public void close() {
    }
}
