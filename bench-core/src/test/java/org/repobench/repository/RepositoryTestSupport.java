package org.repobench.repository;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Opens repositories on the file store and reads representations back as Jena graphs. */
final class RepositoryTestSupport {
    static final String BASE = "http://localhost:8080/rest";

    private RepositoryTestSupport() {
    }

    static BenchRepository openFileRepository(Path dir, RepositoryOptions options) {
        return BenchRepository.open(StoreKind.FILE.backend(), new StoreLocation(dir, "test"), options);
    }

    static BenchRepository openFileRepository(Path dir) {
        return openFileRepository(dir, RepositoryOptions.DEFAULTS);
    }

    static Graph get(BenchRepository repository, String path, Prefer prefer) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        repository.get(path, prefer, RdfFormat.NTRIPLES, out, Vocabulary.RDF_TYPE);
        return RDFParser.fromString(out.toString(StandardCharsets.UTF_8), Lang.NTRIPLES).toGraph();
    }

    static Node uri(String path) {
        return Vocabulary.iri(BASE + path);
    }

    static long count(Graph graph, Node predicate) {
        return graph.find(Node.ANY, predicate, Node.ANY).toList().size();
    }
}
