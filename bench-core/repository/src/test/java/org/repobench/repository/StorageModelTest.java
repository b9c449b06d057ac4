package org.repobench.repository;

import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;

import javax.jcr.PropertyType;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.repository.RepositoryTestSupport.BASE;
import static org.repobench.repository.RepositoryTestSupport.count;
import static org.repobench.repository.RepositoryTestSupport.get;
import static org.repobench.repository.RepositoryTestSupport.uri;

/** How triples are stored in JCR (Fedora 4.7's node model) and how they come back. */
@ParameterizedClass(name = "{0}")
@MethodSource("org.repobench.repository.RepositoryTestSupport#stores")
class StorageModelTest {
    private static final Pattern PAIRTREE_PATH =
            Pattern.compile("/b/([0-9a-f]{2})/([0-9a-f]{2})/([0-9a-f]{2})/([0-9a-f]{2})/\\1\\2\\3\\4-[0-9a-f-]{27}");

    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    @Test
    void postMintsFourPairtreeLevelsFromTheUuidAndMarksThemPairtree() throws Exception {
        String child;
        try (ResourceWriter writer = store.repository().writer(7)) {
            writer.put("/b", "");
            child = writer.post("/b", "");
            writer.save();
        }
        assertTrue(PAIRTREE_PATH.matcher(child).matches(), child);
        String firstLevel = child.substring(0, 5);
        assertTrue(store.repository().<Boolean>inspect(s -> s.getNode(firstLevel).isNodeType("fedora:Pairtree")));
        assertFalse(store.repository().<Boolean>inspect(s -> s.getNode(child).isNodeType("fedora:Pairtree")));
        Graph parent = get(store.repository(), "/b", Prefer.DEFAULT);
        assertTrue(parent.contains(uri("/b"), Vocabulary.LDP_CONTAINS, uri(child)),
                "containment skips pairtree levels");
        assertEquals(1, count(parent, Vocabulary.LDP_CONTAINS));
    }

    @Test
    void putCreatesMissingAncestorsAsPairtreeNodes() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/a/b/c", "");
            writer.save();
        }
        assertTrue(store.repository().<Boolean>inspect(s -> s.getNode("/a/b").isNodeType("fedora:Pairtree")));
        assertTrue(store.repository().<Boolean>inspect(s -> s.getNode("/a/b/c").isNodeType("fedora:Container")));
    }

    @Test
    void inRepositoryLinkIsAWeakReferenceNamedRefAndComesBackUnderItsPredicate() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/target", "");
            writer.put("/source", "<> <http://purl.org/dc/elements/1.1/relation> <" + BASE + "/target> .");
            writer.save();
        }
        int type = store.repository().inspect(s -> s.getNode("/source").getProperty("dc:relation_ref").getType());
        assertEquals(PropertyType.WEAKREFERENCE, type);
        assertFalse(store.repository().<Boolean>inspect(s -> s.getNode("/source").hasProperty("dc:relation")));

        Graph source = get(store.repository(), "/source", Prefer.DEFAULT);
        assertTrue(source.contains(uri("/source"), Vocabulary.DC_RELATION, uri("/target")));
        assertEquals(0,
                source.find(Node.ANY, Vocabulary.iri(Vocabulary.DC + "relation_ref"), Node.ANY).toList().size());
    }

    @Test
    void externalUrisAndLiteralsAreEncodedStringsThatRoundTrip() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/r", "<> <http://purl.org/dc/elements/1.1/relation> <http://example.org/uri/1> ; "
                    + "<http://purl.org/dc/elements/1.1/title> \"hello\"@en , "
                    + "\"42\"^^<http://www.w3.org/2001/XMLSchema#int> .");
            writer.save();
        }
        String stored = store.repository().inspect(
                s -> s.getNode("/r").getProperty("dc:relation").getValues()[0].getString());
        assertEquals("http://example.org/uri/1\30^^\30URI", stored);

        Graph r = get(store.repository(), "/r", Prefer.DEFAULT);
        assertTrue(r.contains(uri("/r"), Vocabulary.DC_RELATION, Vocabulary.iri("http://example.org/uri/1")));
        assertTrue(r.contains(uri("/r"), Vocabulary.DC_TITLE, NodeFactory.createLiteralLang("hello", "en")));
        assertTrue(r.contains(uri("/r"), Vocabulary.DC_TITLE, NodeFactory.createLiteralDT("42", XSDDatatype.XSDint)));
    }

    @Test
    void membershipResourceIsAStrongReferenceAndTypesBecomeMixins() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/col", "");
            writer.put("/col/members", "@prefix ldp: <http://www.w3.org/ns/ldp#> . <> a ldp:DirectContainer ; "
                    + "ldp:membershipResource <" + BASE + "/col> ; "
                    + "ldp:hasMemberRelation <http://pcdm.org/models#hasMember> .");
            writer.save();
        }
        assertEquals(PropertyType.REFERENCE,
                (int) store.repository().inspect(
                        s -> s.getNode("/col/members").getProperty("ldp:membershipResource").getType()));
        assertTrue(store.repository().<Boolean>inspect(
                s -> s.getNode("/col/members").isNodeType("ldp:DirectContainer")));
        assertTrue(get(store.repository(), "/col/members", Prefer.DEFAULT)
                .contains(uri("/col/members"), Vocabulary.RDF_TYPE, Vocabulary.LDP_DIRECT_CONTAINER));
    }

    @Test
    void linkToAMissingResourceIsRejectedWithItsUri() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () ->
                    writer.put("/r", "<> <http://purl.org/dc/elements/1.1/relation> <" + BASE + "/nowhere> ."));
            assertTrue(error.getMessage().contains(BASE + "/nowhere"), error.getMessage());
        }
    }

    @Test
    void aBodyMayOnlyDescribeTheResourceItself() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () ->
                    writer.put("/r", "<http://example.org/other> <http://purl.org/dc/elements/1.1/title> \"x\" ."));
            assertTrue(error.getMessage().contains("http://example.org/other"), error.getMessage());
        }
    }
}
