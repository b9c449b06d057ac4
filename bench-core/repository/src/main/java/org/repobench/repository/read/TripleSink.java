package org.repobench.repository.read;

import org.apache.commons.io.output.CountingOutputStream;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFWriter;

import java.io.OutputStream;

/**
 * Serializes a triple stream with Jena's streaming writer, counting bytes, triples and the triples of one predicate.
 * Parallel streams call {@link #accept} from many threads, so it is synchronized, as fcrepo's
 * SynchonizedStreamRDFWrapper was.
 */
final class TripleSink {
    private final StreamRDF writer;
    private final CountingOutputStream bytes;
    private final Node countedPredicate;
    private long triples;
    private long counted;

    TripleSink(OutputStream out, RdfFormat format, Node countedPredicate) {
        this.bytes = new CountingOutputStream(out);
        this.writer = StreamRDFWriter.getWriterStream(bytes, format.jena);
        this.countedPredicate = countedPredicate;
        writer.start();
    }

    synchronized void accept(Triple triple) {
        writer.triple(triple);
        triples++;
        if (triple.getPredicate().equals(countedPredicate)) {
            counted++;
        }
    }

    synchronized GetResult finish() {
        writer.finish();
        return new GetResult(bytes.getByteCount(), triples, counted);
    }
}
