package org.repobench.repository;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.api.EnumValues;
import org.repobench.repository.index.MembershipIndex;
import org.repobench.repository.index.MembershipQueries;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.read.Traversal;
import org.repobench.repository.write.BinarySource;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.repository.RepositoryTestSupport.BASE;
import static org.repobench.repository.RepositoryTestSupport.count;
import static org.repobench.repository.RepositoryTestSupport.uri;

/**
 * The traversals serve the same graph: after creates, after an update that changes a proxy's target, after deletes,
 * and after the index was rebuilt from the nodes; and the index rows each write leaves.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("org.repobench.repository.RepositoryTestSupport#stores")
class TraversalTest {
    private static final String PREFIXES = "@prefix ldp: <http://www.w3.org/ns/ldp#> . "
            + "@prefix ore: <http://www.openarchives.org/ore/terms/> . "
            + "@prefix pcdm: <http://pcdm.org/models#> . @prefix dc: <http://purl.org/dc/elements/1.1/> . ";

    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    private final List<String> objects = new ArrayList<>();
    private final List<String> proxies = new ArrayList<>();
    private final List<String> memberOfObjects = new ArrayList<>();

    /** n-members, n-memberof, a DirectContainer, pairtree and flat children, a binary, links between objects. */
    private void build(ResourceWriter writer) throws Exception {
        writer.put("/objects", "");
        writer.put("/col", "");
        writer.put("/col/members", PREFIXES + "<> a ldp:IndirectContainer ; ldp:membershipResource <" + BASE
                + "/col> ; ldp:hasMemberRelation pcdm:hasMember ; ldp:insertedContentRelation ore:proxyFor .");
        for (int i = 0; i < 5; i++) {
            String object = writer.post("/objects", PREFIXES + "<> dc:title \"object " + i + "\" .");
            objects.add(object);
            proxies.add(writer.post("/col/members", proxy(object)));
        }
        writer.patch(objects.get(0), PREFIXES + "<> dc:relation <" + BASE + objects.get(1) + "> , <" + BASE
                + objects.get(2) + "> , <http://example.org/outside> .");
        writer.put("/inbound", "");
        for (int i = 0; i < 3; i++) {
            String object = writer.post("/objects", "");
            memberOfObjects.add(object);
            writer.put(object + "/membership", PREFIXES + "<> a ldp:IndirectContainer ; ldp:membershipResource <"
                    + BASE + object + "> ; ldp:hasMemberRelation pcdm:memberOf ; ldp:insertedContentRelation"
                    + " ore:proxyIn .");
            writer.post(object + "/membership", PREFIXES + "<> a ore:Proxy ; ore:proxyFor <" + BASE + object
                    + "> ; ore:proxyIn <" + BASE + "/inbound> .");
        }
        writer.put("/dcol", "");
        writer.put("/dcol/direct", PREFIXES + "<> a ldp:DirectContainer ; ldp:membershipResource <" + BASE
                + "/dcol> ; ldp:hasMemberRelation pcdm:hasMember .");
        writer.post("/dcol/direct", "");
        writer.put("/dcol/direct/named", "");
        writer.putBinary("/dcol/direct/file", BinarySource.of("hello".getBytes(StandardCharsets.UTF_8)),
                "text/plain", Map.of());
    }

    private static String proxy(String object) {
        return PREFIXES + "<> a ore:Proxy ; ore:proxyFor <" + BASE + object + "> ; ore:proxyIn <" + BASE + "/col> .";
    }

    private List<String> everyResource() {
        List<String> all = new ArrayList<>(List.of("/objects", "/col", "/col/members", "/inbound", "/dcol",
                "/dcol/direct", "/dcol/direct/named"));
        all.addAll(objects);
        all.addAll(proxies);
        all.addAll(memberOfObjects);
        return all;
    }

    private void assertSameGraphEveryWay(String when) throws Exception {
        for (String path : everyResource()) {
            if (!exists(path)) {
                continue;
            }
            for (Prefer prefer : List.of(Prefer.DEFAULT, Prefer.WITH_INBOUND_REFERENCES)) {
                Graph iterate = get(path, prefer, Traversal.ITERATE);
                Graph indexed = get(path, prefer, Traversal.INDEXED);
                assertTrue(iterate.isIsomorphicWith(indexed), when + ": GET " + path + " " + prefer
                        + " differs\nITERATE:\n" + iterate + "\nINDEXED:\n" + indexed);
                if (store.repository().levers().traversal() == Traversal.QUERY) {
                    Graph query = get(path, prefer, Traversal.QUERY);
                    assertTrue(iterate.isIsomorphicWith(query), when + ": GET " + path + " " + prefer
                            + " differs\nITERATE:\n" + iterate + "\nQUERY:\n" + query);
                }
            }
        }
    }

    private boolean exists(String path) throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            return writer.exists(path);
        }
    }

    private Graph get(String path, Prefer prefer, Traversal traversal) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        store.repository().get(path, prefer, RdfFormat.NTRIPLES, out, Vocabulary.RDF_TYPE, traversal);
        return RDFParser.fromString(out.toString(StandardCharsets.UTF_8), Lang.NTRIPLES).toGraph();
    }

    /** Opened with QUERY, the repository serves all three traversals, so every comparison covers all three. */
    @Test
    void sameGraphAfterCreatesUpdatesAndDeletes() throws Exception {
        store.reopen(RepositoryLevers.DEFAULTS.withTraversal(Traversal.QUERY));
        try (ResourceWriter writer = store.repository().writer(7)) {
            build(writer);
            writer.save();
        }
        assertSameGraphEveryWay("after creates");
        Graph col = get("/col", Prefer.DEFAULT, Traversal.INDEXED);
        assertEquals(5, count(col, Vocabulary.PCDM_HAS_MEMBER));
        assertEquals(3, count(get("/inbound", Prefer.WITH_INBOUND_REFERENCES, Traversal.INDEXED),
                Vocabulary.PCDM_MEMBER_OF));
        Graph dcol = get("/dcol", Prefer.DEFAULT, Traversal.INDEXED);
        assertEquals(3, count(dcol, Vocabulary.PCDM_HAS_MEMBER), dcol.toString());

        // PUT a proxy with another target: the membership follows
        try (ResourceWriter writer = store.repository().writer(8)) {
            writer.replace(proxies.get(0), proxy(objects.get(4)));
            writer.save();
        }
        assertSameGraphEveryWay("after a proxy's target changed");
        assertTheRowsARebuildWouldWrite("after a proxy's target changed");
        col = get("/col", Prefer.DEFAULT, Traversal.INDEXED);
        assertFalse(col.contains(uri("/col"), Vocabulary.PCDM_HAS_MEMBER, uri(objects.get(0))));

        // DELETE a member object (its proxy loses its link), a proxy, a memberOf object, and a DirectContainer child
        try (ResourceWriter writer = store.repository().writer(9)) {
            writer.delete(objects.get(1));
            writer.delete(proxies.get(2));
            writer.delete(memberOfObjects.get(0));
            writer.delete("/dcol/direct/named");
            writer.save();
        }
        assertSameGraphEveryWay("after deletes");
        // proxies 0 and 4 both point at object 4 now, proxy 1 lost its object, proxy 2 is gone: two members
        assertEquals(2, count(get("/col", Prefer.DEFAULT, Traversal.INDEXED), Vocabulary.PCDM_HAS_MEMBER));
        assertEquals(2, count(get("/inbound", Prefer.WITH_INBOUND_REFERENCES, Traversal.INDEXED),
                Vocabulary.PCDM_MEMBER_OF));
        assertTheRowsARebuildWouldWrite("after deletes");

        // a deleted container takes its whole subtree out of the index
        try (ResourceWriter writer = store.repository().writer(10)) {
            writer.delete("/col/members");
            writer.delete("/dcol/direct");
            writer.save();
        }
        assertSameGraphEveryWay("after deleting membership containers");
        assertEquals(0, count(get("/col", Prefer.DEFAULT, Traversal.INDEXED), Vocabulary.PCDM_HAS_MEMBER));
    }

    /**
     * The rows that writes maintained are those a rebuild from the nodes writes (as sets: a triple derived twice may
     * be stored twice by either), so no write leaves a derived row behind or misses one.
     */
    private void assertTheRowsARebuildWouldWrite(String when) throws Exception {
        List<String> tables = List.of("containment", "membership", "reference", "inbound");
        Map<String, Set<String>> maintained = new TreeMap<>();
        for (String table : tables) {
            maintained.put(table, new TreeSet<>(store.repository().index().queries().rows(table)));
        }
        RepositoryLevers levers = store.repository().levers();
        store.reopen(levers.withTraversal(Traversal.ITERATE).withMaintainIndex(false));
        BenchRepository rebuilt = store.reopen(levers);
        assertEquals(MembershipIndex.OpenState.REBUILT, rebuilt.index().openState());
        for (String table : tables) {
            assertEquals(maintained.get(table), new TreeSet<>(rebuilt.index().queries().rows(table)),
                    when + ": " + table);
        }
    }

    @Test
    void indexRowsFollowEveryWrite() throws Exception {
        MembershipQueries index = store.repository().index().queries();
        String object;
        String proxy;
        try (ResourceWriter writer = store.repository().writer(11)) {
            writer.put("/objects", "");
            writer.put("/col", "");
            writer.put("/col/members", PREFIXES + "<> a ldp:IndirectContainer ; ldp:membershipResource <" + BASE
                    + "/col> ; ldp:hasMemberRelation pcdm:hasMember ; ldp:insertedContentRelation ore:proxyFor .");
            object = writer.post("/objects", "");
            proxy = writer.post("/col/members", proxy(object));
            writer.save();
        }
        assertTrue(index.rows("containment").contains("/objects | " + object), index.rows("containment").toString());
        assertTrue(index.rows("containment").contains("/col | /col/members"), index.rows("containment").toString());
        assertTrue(index.rows("containment").contains("/col/members | " + proxy));
        assertEquals(List.of("/col | http://pcdm.org/models#hasMember | " + object + " | null | " + proxy
                + " | /col/members"), index.rows("membership"));
        assertTrue(index.rows("reference").contains(proxy + " | http://www.openarchives.org/ore/terms/proxyFor | "
                + object), index.rows("reference").toString());
        assertTrue(index.rows("reference")
                .contains("/col/members | http://www.w3.org/ns/ldp#membershipResource | /col"));
        // the object's inbound rows: the proxy's link, and the membership the proxy gives the collection
        assertTrue(index.rows("inbound").contains(object + " | " + proxy + " | http://www.openarchives.org/ore/terms/"
                + "proxyFor | R | null | " + proxy + " | null | null"), index.rows("inbound").toString());
        assertTrue(index.rows("inbound").contains(object + " | /col | http://pcdm.org/models#hasMember | M | null | "
                + proxy + " | " + proxy + " | /col/members"), index.rows("inbound").toString());
        assertEquals(List.of(), index.rows("pending"));

        String other;
        try (ResourceWriter writer = store.repository().writer(12)) {
            other = writer.post("/objects", "");
            writer.replace(proxy, proxy(other));
            writer.save();
        }
        assertEquals(List.of("/col | http://pcdm.org/models#hasMember | " + other + " | null | " + proxy
                + " | /col/members"), index.rows("membership"));

        try (ResourceWriter writer = store.repository().writer(13)) {
            writer.delete(other);
            writer.save();
        }
        assertEquals(List.of(), index.rows("membership"), "the proxy lost its link with the deleted object");
        assertFalse(index.rows("containment").contains("/objects | " + other));
        assertFalse(String.join("\n", index.rows("reference")).contains(other));
        assertFalse(String.join("\n", index.rows("inbound")).contains(other));

        try (ResourceWriter writer = store.repository().writer(14)) {
            writer.delete("/col");
            writer.save();
        }
        assertFalse(String.join("\n", index.rows("containment")).contains("/col"));
        assertFalse(String.join("\n", index.rows("reference")).contains("/col"));
        assertFalse(String.join("\n", index.rows("inbound")).contains("/col"));
        assertEquals(List.of(), index.rows("pending"));
    }

    /**
     * A reference property with more values than the inbound table expands for each target: stored once per target
     * and expanded on read, with the same graph as the nodes give.
     */
    @Test
    void aPropertyWithManyValuesIsStoredOncePerTargetAndExpandedOnRead() throws Exception {
        int values = 101;
        StringBuilder links = new StringBuilder(PREFIXES + "<> dc:relation ");
        try (ResourceWriter writer = store.repository().writer(16)) {
            writer.put("/objects", "");
            for (int i = 0; i < values; i++) {
                String object = writer.post("/objects", "");
                objects.add(object);
                links.append(i == 0 ? "" : " , ").append('<').append(BASE).append(object).append('>');
            }
            writer.put("/hub", links.append(" .").toString());
            writer.save();
        }
        List<String> inbound = store.repository().index().queries().rows("inbound");
        assertEquals(values, inbound.stream().filter(row -> row.contains(" | /hub | ")).count(), inbound.toString());
        Graph first = get(objects.get(0), Prefer.WITH_INBOUND_REFERENCES, Traversal.INDEXED);
        assertEquals(values, count(first, Vocabulary.DC_RELATION), first.toString());
        assertTrue(get(objects.get(0), Prefer.WITH_INBOUND_REFERENCES, Traversal.ITERATE).isIsomorphicWith(first));
    }

    /**
     * A save that changes more resources than one of the index's DELETEs names (500) replaces the rows of every one
     * of them: each of 600 objects linked to one hub, then all relinked to another in one save, leaves no row of a
     * link to the first.
     */
    @Test
    void aSaveOfMoreResourcesThanOneDeleteNamesReplacesTheRowsOfEach() throws Exception {
        int changed = 600;
        try (ResourceWriter writer = store.repository().writer(17)) {
            writer.put("/objects", "");
            writer.put("/first", "");
            writer.put("/second", "");
            for (int i = 0; i < changed; i++) {
                objects.add(writer.post("/objects", PREFIXES + "<> dc:relation <" + BASE + "/first> ."));
            }
            writer.save();
        }
        try (ResourceWriter writer = store.repository().writer(18)) {
            for (String object : objects) {
                writer.replace(object, PREFIXES + "<> dc:relation <" + BASE + "/second> .");
            }
            writer.save();
        }
        List<String> references = store.repository().index().queries().rows("reference");
        assertEquals(List.of(), references.stream().filter(row -> row.endsWith(" | /first")).toList());
        assertEquals(changed, references.stream().filter(row -> row.endsWith(" | /second")).count());
        assertTheRowsARebuildWouldWrite("after relinking " + changed + " objects in one save");
    }

    @Test
    void anIndexNotMaintainedIsRebuiltFromTheNodesWhenReopened() throws Exception {
        BenchRepository without = store.reopen(RepositoryLevers.DEFAULTS.withMaintainIndex(false));
        assertEquals(MembershipIndex.OpenState.NOT_MAINTAINED, without.index().openState());
        assertThrows(IllegalArgumentException.class,
                () -> RepositoryLevers.DEFAULTS.withMaintainIndex(false).withTraversal(Traversal.INDEXED));
        try (ResourceWriter writer = without.writer(15)) {
            build(writer);
            writer.save();
        }
        assertEquals(List.of(), without.index().queries().rows("membership"));
        BenchRepository with = store.reopen(RepositoryLevers.DEFAULTS.withTraversal(Traversal.INDEXED));
        assertEquals(MembershipIndex.OpenState.REBUILT, with.index().openState());
        assertSameGraphEveryWay("after a rebuild");
        assertEquals(MembershipIndex.OpenState.CLEAN,
                store.reopen(RepositoryLevers.DEFAULTS).index().openState());
    }

    @Test
    void badTraversalValuesAreRejectedWithTheAcceptedOnes() {
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> EnumValues.parse(Traversal.class, "--traversal", "walk"));
        assertEquals("--traversal: unknown value 'walk'; accepted: " + EnumValues.accepted(Traversal.class),
                bad.getMessage());
        assertEquals(Traversal.INDEXED, EnumValues.parse(Traversal.class, "-p traversal", "indexed"));
    }

    static Node node(String path) {
        return uri(path);
    }
}
