package org.repobench.repository;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.repobench.provision.EveryStore;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.store.Directories;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Supplier;

/**
 * Repositories for tests on every store (PostgreSQL and MySQL from their URLs, else embedded: see EveryStore),
 * each in its own directory and table, removed again after the test ({@link OpenRepository}).
 */
final class RepositoryTestSupport {
    static final String BASE = "http://localhost:8080/rest";
    private static final SecureRandom RANDOM = new SecureRandom();

    private RepositoryTestSupport() {
    }

    /** The stores the parameterized repository tests run on. */
    static List<StoreKind> stores() {
        return EveryStore.kinds();
    }

    /**
     * A repository on the test's store, opened before each test in a fresh directory and table of its own, and closed
     * and deleted (directory and table) after it. Register it on a {@code @ParameterizedClass} over {@link #stores()}:
     * {@code @RegisterExtension final OpenRepository store = new OpenRepository(() -> kind);} (the supplier is read
     * before each test, once JUnit has injected the parameter).
     */
    static final class OpenRepository implements BeforeEachCallback, AfterEachCallback {
        private final Supplier<StoreKind> kind;
        private Path directory;
        private StoreBackend backend;
        private StoreLocation location;
        private BenchRepository open;

        OpenRepository(Supplier<StoreKind> kind) {
            this.kind = kind;
        }

        @Override
        public void beforeEach(ExtensionContext context) throws Exception {
            directory = Files.createTempDirectory("repobench-test-");
            backend = kind.get().backend();
            location = new StoreLocation(directory, "t_" + HexFormat.of().formatHex(RANDOM.generateSeed(6)));
            reopen(RepositoryLevers.DEFAULTS);
        }

        /** The repository opened for this test (or by the latest {@link #reopen}). */
        BenchRepository repository() {
            return open;
        }

        /** Closes the repository and opens the same store again, e.g. with other levers. */
        BenchRepository reopen(RepositoryLevers levers) {
            if (open != null) {
                open.close();
                open = null;
            }
            open = BenchRepository.open(backend, location, levers);
            return open;
        }

        /** Where the store keeps its files (for a relational store: only binaries). */
        Path directory() {
            return directory;
        }

        @Override
        public void afterEach(ExtensionContext context) throws Exception {
            try (StoreBackend closing = backend) {
                if (open != null) {
                    open.close();
                }
            } finally {
                try {
                    if (backend != null) {
                        backend.delete(location);
                    }
                } finally {
                    if (directory != null) {
                        Directories.delete(directory);
                    }
                }
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

    /**
     * The children a GET lists once saves made by other threads have reached it ({@link SharedView}): reads again
     * until the count is {@code expected}, for up to 5 seconds, and returns the last count.
     */
    static long settledChildren(BenchRepository repository, String path, long expected) throws Exception {
        long[] children = new long[1];
        SharedView.settles(() -> (children[0] = count(get(repository, path, Prefer.DEFAULT), Vocabulary.LDP_CONTAINS))
                == expected, 251, 20);
        return children[0];
    }
}
