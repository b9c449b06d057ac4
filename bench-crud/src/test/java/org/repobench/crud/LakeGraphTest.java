package org.repobench.crud;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.fixture.TrialLocations;
import org.repobench.provision.EveryStore;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The generator makes LAKEsuperior's graph shape exactly, and a stored graph reads back whole on every store. */
class LakeGraphTest {
    private static final String PREVIOUS = "http://localhost:8080/rest/pomegranate/previous";

    private static Graph parse(String subject, String body) {
        return RDFParser.fromString(LakeGraph.previous(PREVIOUS) + body, Lang.TURTLE).base(subject).toGraph();
    }

    private static List<Triple> with(Graph graph, String namespace) {
        return graph.find().toList().stream().filter(t -> t.getPredicate().getURI().startsWith(namespace)).toList();
    }

    @Test
    void twoHundredTriplesOfLakeSuperiorsShape() {
        Graph graph = parse("http://localhost:8080/rest/pomegranate/x", LakeGraph.body(200, new SplittableRandom(1)));
        assertEquals(200, graph.size());
        assertEquals(200, graph.find().toList().stream().map(Triple::getPredicate).distinct().count());
        List<Triple> internal = with(graph, LakeGraph.INTERNAL);
        assertEquals(50, internal.size());
        assertTrue(internal.stream().allMatch(t -> t.getObject().getURI().equals(PREVIOUS)));
        List<Triple> external = with(graph, LakeGraph.EXTERNAL);
        assertEquals(50, external.size());
        assertEquals(5, external.stream().map(Triple::getObject).distinct().count());
        List<Triple> literals = with(graph, LakeGraph.LITERAL);
        assertEquals(100, literals.size());
        assertTrue(literals.stream().allMatch(t -> t.getObject().isLiteral()
                && t.getObject().getLiteralLexicalForm().codePointCount(0,
                t.getObject().getLiteralLexicalForm().length()) == 64));
        assertEquals(LakeGraph.body(200, new SplittableRandom(1)), LakeGraph.body(200, new SplittableRandom(1)),
                "the same seed gives the same graph");
    }

    static Stream<StoreKind> stores() {
        return EveryStore.kinds().stream();
    }

    @ParameterizedTest(name = "on {0}")
    @MethodSource("stores")
    void aStoredGraphReadsBackWithAllTriplesUnderTheirPredicates(StoreKind kind) throws Exception {
        String body = LakeGraph.body(200, new SplittableRandom(7));
        try (StoreBackend backend = kind.backend()) {
            StoreLocation location = TrialLocations.create(backend);
            try (BenchRepository repository = BenchRepository.open(backend, location, RepositoryLevers.DEFAULTS)) {
                String uri;
                try (ResourceWriter writer = repository.writer(1)) {
                    writer.put("/pomegranate", "");
                    writer.put("/pomegranate/previous", "");
                    writer.save();
                    uri = repository.uris().uriOf("/pomegranate/r1");
                    writer.put("/pomegranate/r1", LakeGraph.previous(repository.uris().uriOf("/pomegranate/previous"))
                            + body);
                    writer.save();
                }
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                repository.get("/pomegranate/r1", Prefer.DEFAULT, RdfFormat.NTRIPLES, out, Vocabulary.DC_TITLE);
                Graph stored = RDFParser.fromString(out.toString(StandardCharsets.UTF_8), Lang.NTRIPLES).toGraph();
                Graph sent = RDFParser.fromString(LakeGraph.previous(repository.uris().uriOf("/pomegranate/previous"))
                        + body, Lang.TURTLE).base(uri).toGraph();
                Set<Triple> expected = sent.find().toList().stream().collect(Collectors.toSet());
                Set<Triple> generated = stored.find().toList().stream()
                        .filter(t -> t.getPredicate().getURI().startsWith("http://ex.org/"))
                        .collect(Collectors.toSet());
                assertEquals(expected, generated);
                Node anyInternal = with(stored, LakeGraph.INTERNAL).get(0).getObject();
                assertEquals(repository.uris().uriOf("/pomegranate/previous"), anyInternal.getURI());
            } finally {
                TrialLocations.remove(backend, location);
            }
        }
    }
}
