package org.repobench.repository.read;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;

import java.io.OutputStream;
import java.util.stream.Stream;

/** Writes a representation's triples to a stream: the body of the GET. */
public final class RepresentationWriter {
    private RepresentationWriter() {
    }

    public static GetResult write(Stream<Triple> triples, RdfFormat format, OutputStream out, Node countedPredicate) {
        TripleSink sink = new TripleSink(out, format, countedPredicate);
        try (triples) {
            triples.forEach(sink::accept);
        }
        return sink.finish();
    }
}
