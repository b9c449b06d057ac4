package org.repobench.repository;

import org.apache.jena.graph.Graph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.ReferenceLookup;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.repository.RepositoryTestSupport.BASE;
import static org.repobench.repository.RepositoryTestSupport.count;
import static org.repobench.repository.RepositoryTestSupport.get;
import static org.repobench.repository.RepositoryTestSupport.uri;

/** Membership computed on read (Direct vs Indirect) and inbound references. */
@ParameterizedClass(name = "{0}")
@MethodSource("org.repobench.repository.RepositoryTestSupport#stores")
class MembershipTest {
    private static final String LDP = "@prefix ldp: <http://www.w3.org/ns/ldp#> . ";
    private static final String ORE = "@prefix ore: <http://www.openarchives.org/ore/terms/> . ";

    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    @Test
    void directContainerMakesEachChildAMemberOfTheMembershipResource() throws Exception {
        List<String> children = new ArrayList<>();
        try (ResourceWriter writer = store.repository().writer(3)) {
            writer.put("/col", "");
            writer.put("/col/direct", LDP + "<> a ldp:DirectContainer ; ldp:membershipResource <" + BASE + "/col> ; "
                    + "ldp:hasMemberRelation <http://pcdm.org/models#hasMember> .");
            for (int i = 0; i < 4; i++) {
                children.add(writer.post("/col/direct", ""));
            }
            writer.save();
        }
        Graph col = get(store.repository(), "/col", Prefer.DEFAULT);
        assertEquals(4, count(col, Vocabulary.PCDM_HAS_MEMBER));
        for (String child : children) {
            assertTrue(col.contains(uri("/col"), Vocabulary.PCDM_HAS_MEMBER, uri(child)));
        }
    }

    @Test
    void indirectContainerMakesEachProxyTargetAMemberAndStoresNoMembership() throws Exception {
        List<String> objects = new ArrayList<>();
        try (ResourceWriter writer = store.repository().writer(3)) {
            writer.put("/objects", "");
            writer.put("/col", "");
            writer.put("/col/members", LDP + "<> a ldp:IndirectContainer ; ldp:membershipResource <" + BASE + "/col> ; "
                    + "ldp:hasMemberRelation <http://pcdm.org/models#hasMember> ; "
                    + "ldp:insertedContentRelation <http://www.openarchives.org/ore/terms/proxyFor> .");
            for (int i = 0; i < 4; i++) {
                String object = writer.post("/objects", "");
                objects.add(object);
                writer.post("/col/members", ORE + "<> a ore:Proxy ; ore:proxyFor <" + BASE + object
                        + "> ; ore:proxyIn <" + BASE + "/col> .");
            }
            writer.save();
        }
        Graph col = get(store.repository(), "/col", Prefer.DEFAULT);
        assertEquals(4, count(col, Vocabulary.PCDM_HAS_MEMBER));
        for (String object : objects) {
            assertTrue(col.contains(uri("/col"), Vocabulary.PCDM_HAS_MEMBER, uri(object)));
        }
        String stored = store.repository().inspect(s -> {
            StringBuilder names = new StringBuilder();
            for (var it = s.getNode("/col").getProperties(); it.hasNext(); ) {
                names.append(it.nextProperty().getName()).append(' ');
            }
            return names.toString();
        });
        assertFalse(stored.contains("hasMember"), "membership is never stored: " + stored);
        assertEquals(0, count(get(store.repository(), "/col", new Prefer(true, true, false, false)),
                        Vocabulary.PCDM_HAS_MEMBER),
                "omitting membership omits the computed triples");
    }

    @Test
    void inboundReferencesGiveMemberOfFromEachReferrersContainerOnlyWhenAskedFor() throws Exception {
        List<String> objects = new ArrayList<>();
        try (ResourceWriter writer = store.repository().writer(5)) {
            writer.put("/objects", "");
            writer.put("/col", "");
            for (int i = 0; i < 3; i++) {
                String object = writer.post("/objects", "");
                objects.add(object);
                writer.put(object + "/membership", LDP + "<> a ldp:IndirectContainer ; ldp:membershipResource <" + BASE
                        + object + "> ; ldp:hasMemberRelation <http://pcdm.org/models#memberOf> ; "
                        + "ldp:insertedContentRelation <http://www.openarchives.org/ore/terms/proxyIn> .");
                writer.post(object + "/membership", ORE + "<> a ore:Proxy ; ore:proxyFor <" + BASE + object
                        + "> ; ore:proxyIn <" + BASE + "/col> .");
            }
            writer.save();
        }
        assertEquals(0, count(get(store.repository(), "/col", Prefer.DEFAULT), Vocabulary.PCDM_MEMBER_OF));

        Graph inbound = get(store.repository(), "/col", Prefer.WITH_INBOUND_REFERENCES);
        assertEquals(3, count(inbound, Vocabulary.PCDM_MEMBER_OF));
        assertEquals(3, count(inbound, Vocabulary.ORE_PROXY_IN), "the raw referring triples are included too");
        for (String object : objects) {
            assertTrue(inbound.contains(uri(object), Vocabulary.PCDM_MEMBER_OF, uri("/col")));
            assertTrue(get(store.repository(), object, Prefer.DEFAULT)
                            .contains(uri(object), Vocabulary.PCDM_MEMBER_OF, uri("/col")),
                    "each object's own GET shows its membership");
        }
    }

    @Test
    void parallelTraversalGivesTheSameTriplesAsSequential() throws Exception {
        collectionWithProxies(50);
        Graph sequential = get(store.repository(), "/col", Prefer.WITH_INBOUND_REFERENCES);
        Graph parallel = get(store.reopen(new RepositoryLevers(true, 100)), "/col", Prefer.WITH_INBOUND_REFERENCES);
        assertEquals(50, count(parallel, Vocabulary.PCDM_HAS_MEMBER));
        assertTrue(sequential.isIsomorphicWith(parallel));
    }

    @Test
    void lookupByNodeKeyFindsTheSameMembersAsFedorasLookupByIdentifier() throws Exception {
        List<String> objects = collectionWithProxies(20);
        Graph byIdentifier = get(store.repository(), "/col", Prefer.WITH_INBOUND_REFERENCES);
        Graph objectByIdentifier = get(store.repository(), objects.get(0), Prefer.WITH_INBOUND_REFERENCES);

        BenchRepository byNodeKey = store.reopen(new RepositoryLevers(false, 100, ReferenceLookup.NODE_KEY));
        Graph collection = get(byNodeKey, "/col", Prefer.WITH_INBOUND_REFERENCES);
        assertEquals(20, count(collection, Vocabulary.PCDM_HAS_MEMBER));
        assertTrue(byIdentifier.isIsomorphicWith(collection));
        assertTrue(objectByIdentifier.isIsomorphicWith(get(byNodeKey, objects.get(0), Prefer.WITH_INBOUND_REFERENCES)),
                "inbound references (the proxy's ore:proxyFor) resolve the same way");
    }

    /** /col with an IndirectContainer /col/members holding one proxy per object; returns the objects' paths. */
    private List<String> collectionWithProxies(int members) throws Exception {
        List<String> objects = new ArrayList<>();
        try (ResourceWriter writer = store.repository().writer(9)) {
            writer.put("/objects", "");
            writer.put("/col", "");
            writer.put("/col/members", LDP + "<> a ldp:IndirectContainer ; ldp:membershipResource <" + BASE + "/col> ; "
                    + "ldp:hasMemberRelation <http://pcdm.org/models#hasMember> ; "
                    + "ldp:insertedContentRelation <http://www.openarchives.org/ore/terms/proxyFor> .");
            for (int i = 0; i < members; i++) {
                String object = writer.post("/objects", "");
                objects.add(object);
                writer.post("/col/members", ORE + "<> ore:proxyFor <" + BASE + object + "> .");
            }
            writer.save();
        }
        return objects;
    }
}
