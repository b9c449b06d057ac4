package org.repobench.repository;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.repobench.provision.ConfiguredStores;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;

/**
 * Repositories for tests on every configured store (file and LevelDB always; PostgreSQL and MySQL when their URLs
 * are set, as in CI), each in its own directory and table, removed again by {@link TestStore#close()}.
 */
final class RepositoryTestSupport {
    static final String BASE = "http://localhost:8080/rest";
    private static final SecureRandom RANDOM = new SecureRandom();

    private RepositoryTestSupport() {
    }

    /** The stores the parameterized repository tests run on. */
    static List<StoreKind> stores() {
        return ConfiguredStores.withoutProvisioning();
    }

    /** One test's store location: opens repositories on it and deletes it (directory and table) at the end. */
    static final class TestStore implements AutoCloseable {
        private final StoreBackend backend;
        private final StoreLocation location;
        private BenchRepository open;

        TestStore(StoreKind kind, Path dir) {
            this.backend = kind.backend();
            this.location = new StoreLocation(dir, "t_" + HexFormat.of().formatHex(RANDOM.generateSeed(6)));
        }

        BenchRepository open(RepositoryOptions options) {
            if (open != null) {
                open.close();
            }
            open = BenchRepository.open(backend, location, options);
            return open;
        }

        BenchRepository open() {
            return open(RepositoryOptions.DEFAULTS);
        }

        @Override
        public void close() throws Exception {
            try (backend) {
                if (open != null) {
                    open.close();
                }
            } finally {
                backend.delete(location);
            }
        }
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
