package org.repobench.repository;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.version.ChildVersioning;
import org.repobench.repository.version.ResourceVersions;
import org.repobench.repository.version.VersionInfo;
import org.repobench.repository.write.BinarySource;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.repository.RepositoryTestSupport.get;
import static org.repobench.repository.RepositoryTestSupport.uri;

/**
 * Fedora 4.7's versioning: a version keeps the resource as it was; COPY and VERSION store a container's children as
 * JSR-283 says; labels are checked; the variant stays with the store; binary content is never stored twice.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("org.repobench.repository.RepositoryTestSupport#stores")
class VersioningSemanticsTest {
    private static final String DC = "@prefix dc: <http://purl.org/dc/elements/1.1/> . ";
    private static final Node TITLE = Vocabulary.iri(Vocabulary.DC + "title");

    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    @Test
    void aVersionHoldsTheTriplesAsTheyWereUnderTheResourcesUri() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1);
             ResourceVersions versions = store.repository().versions()) {
            writer.put("/r", DC + "<> dc:title \"first\" .");
            writer.save();
            versions.enableVersioning("/r");
            versions.save();
            VersionInfo first = versions.createVersion("/r", "v1");
            writer.replace("/r", DC + "<> dc:title \"second\" .");
            writer.save();
            versions.createVersion("/r", "v2");

            assertEquals(List.of("v1", "v2"), versions.list("/r").stream().map(VersionInfo::label).toList());
            assertEquals(first, versions.list("/r").get(0));
            assertEquals(Set.of("first"), titles(versions.read("/r", "v1")));
            assertEquals(Set.of("second"), titles(versions.read("/r", "v2")));
            assertTrue(versions.read("/r", "v1").stream().allMatch(t -> t.getSubject().equals(uri("/r"))));
        }
        Graph now = get(store.repository(), "/r", Prefer.DEFAULT);
        assertEquals(1, now.find(uri("/r"), TITLE, Node.ANY).toList().size());
        assertTrue(now.contains(uri("/r"), TITLE, NodeFactory.createLiteralString("second")));
    }

    @Test
    void copyStoresFrozenCopiesOfEveryDescendant() throws Exception {
        Map<String, String> stored = versionATree(ChildVersioning.COPY);
        assertEquals("nt:frozenNode", stored.get("versionable"));
        assertEquals("nt:frozenNode", stored.get("plain"));
        assertEquals("nt:frozenNode", stored.get("pairtree"));
        assertEquals("nt:frozenNode", stored.get("pairtree child"));
    }

    @Test
    void versionStoresReferencesForVersionableChildrenAndCopiesTheRestWithEverythingBelow() throws Exception {
        Map<String, String> stored = versionATree(ChildVersioning.VERSION);
        assertEquals("nt:versionedChild", stored.get("versionable"));
        assertEquals("nt:frozenNode", stored.get("plain"));
        // a pairtree node is not versionable, so VERSION copies it, and below a copy everything is copied
        // (JSR-283 §3.13.9), versionable or not: why auto-named children version slowly in both modes
        assertEquals("nt:frozenNode", stored.get("pairtree"));
        assertEquals("nt:frozenNode", stored.get("pairtree child"));
    }

    /**
     * /p with a versionable named child, a plain named child and a versionable child POSTed behind pairtree nodes;
     * versioned once. Returns the primary type each got in the version.
     */
    private Map<String, String> versionATree(ChildVersioning variant) throws Exception {
        String posted;
        try (ResourceWriter writer = store.repository().writer(7);
             ResourceVersions versions = store.repository().versions()) {
            versions.defineChildVersioning(variant);
            writer.put("/p", DC + "<> dc:title \"parent\" .");
            writer.put("/p/versionable", DC + "<> dc:title \"a\" .");
            writer.put("/p/plain", DC + "<> dc:title \"b\" .");
            posted = writer.post("/p", DC + "<> dc:title \"c\" .");
            writer.save();
            for (String path : List.of("/p", "/p/versionable", posted)) {
                versions.enableVersioning(path);
            }
            versions.save();
            versions.createVersion("/p", "v1");
            assertEquals(Set.of(uri("/p/versionable").getURI(), uri("/p/plain").getURI(), uri(posted).getURI()),
                    versions.read("/p", "v1").stream().filter(t -> t.getPredicate().equals(Vocabulary.LDP_CONTAINS))
                            .map(t -> t.getObject().getURI()).collect(Collectors.toSet()),
                    "the version lists the children under their own URIs");
            String frozen = versions.frozenNodePath("/p", "v1");
            String pairtree = posted.substring("/p/".length(), posted.indexOf('/', "/p/".length()));
            String belowPairtree = posted.substring("/p/".length());
            return store.repository().inspect(session -> Map.of(
                    "versionable", session.getNode(frozen + "/versionable").getPrimaryNodeType().getName(),
                    "plain", session.getNode(frozen + "/plain").getPrimaryNodeType().getName(),
                    "pairtree", session.getNode(frozen + "/" + pairtree).getPrimaryNodeType().getName(),
                    "pairtree child", session.getNode(frozen + "/" + belowPairtree).getPrimaryNodeType().getName()));
        }
    }

    @Test
    void theVariantStaysWithTheStoreAndCannotBeSwitched() throws Exception {
        try (ResourceVersions versions = store.repository().versions()) {
            assertEquals(Optional.empty(), versions.childVersioning(), "Fedora 4.7's types declare none");
            versions.defineChildVersioning(ChildVersioning.COPY);
            versions.defineChildVersioning(ChildVersioning.COPY);
        }
        store.reopen(RepositoryLevers.DEFAULTS);
        try (ResourceVersions versions = store.repository().versions()) {
            assertEquals(Optional.of(ChildVersioning.COPY), versions.childVersioning());
            IllegalStateException switched = assertThrows(IllegalStateException.class,
                    () -> versions.defineChildVersioning(ChildVersioning.VERSION));
            assertTrue(switched.getMessage().contains("COPY"), switched.getMessage());
        }
    }

    @Test
    void badAndDuplicateLabelsAreRejectedWithOneLine() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1);
             ResourceVersions versions = store.repository().versions()) {
            writer.put("/r", "");
            writer.save();
            versions.createVersion("/r", "v1");
            for (String bad : new String[] {"", " ", "a#b", "x*", "[1]", "a/b", "ns:x", " padded"}) {
                IllegalArgumentException rejected = assertThrows(IllegalArgumentException.class,
                        () -> versions.createVersion("/r", bad), "label '" + bad + "'");
                assertFalse(rejected.getMessage().contains("\n"), rejected.getMessage());
            }
            IllegalArgumentException duplicate = assertThrows(IllegalArgumentException.class,
                    () -> versions.createVersion("/r", "v1"));
            assertTrue(duplicate.getMessage().contains("already used"), duplicate.getMessage());
            assertEquals(1, versions.list("/r").size(), "nothing was versioned by a rejected request");
        }
    }

    @Test
    void aBinarysBytesAreStoredOnceHoweverManyVersions() throws Exception {
        byte[] content = new byte[50_000];
        Arrays.fill(content, (byte) 'x');
        try (ResourceWriter writer = store.repository().writer(1);
             ResourceVersions versions = store.repository().versions()) {
            versions.defineChildVersioning(ChildVersioning.COPY);
            writer.put("/o", "");
            writer.putBinary("/o/ds", BinarySource.of(content), "application/octet-stream", Map.of());
            writer.save();
            versions.enableVersioning("/o");
            versions.enableVersioning("/o/ds");
            versions.save();
            boolean contentVersionable = store.repository().inspect(
                    session -> session.getNode("/o/ds/jcr:content").isNodeType("mix:versionable"));
            assertTrue(contentVersionable, "a binary's content is versionable with its description");
            long before = binaryStoreBytes();
            assertTrue(before >= content.length, "the binary is in the binary store: " + before);
            for (int i = 1; i <= 3; i++) {
                versions.createVersion("/o/ds", "ds" + i);
                versions.createVersion("/o", "o" + i);   // COPY: each version of /o copies /o/ds, value and all
            }
            assertEquals(before, binaryStoreBytes(), "six versions holding the binary added no bytes to the binary "
                    + "store");
        }
    }

    private long binaryStoreBytes() throws Exception {
        Path binaries = store.directory().resolve("binaries");
        if (!Files.exists(binaries)) {
            return 0;
        }
        try (Stream<Path> files = Files.walk(binaries)) {
            return files.filter(Files::isRegularFile).mapToLong(path -> path.toFile().length()).sum();
        }
    }

    private static Set<String> titles(List<Triple> triples) {
        Graph graph = GraphFactory.createDefaultGraph();
        triples.forEach(graph::add);
        return graph.find(Node.ANY, TITLE, Node.ANY)
                .mapWith(t -> t.getObject().getLiteralLexicalForm()).toSet();
    }
}
