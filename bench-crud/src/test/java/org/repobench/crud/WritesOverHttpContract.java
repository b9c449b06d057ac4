package org.repobench.crud;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ServerWatch;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.fedora.FedoraUnderTest;
import org.repobench.repository.write.BinarySource;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.MembersLoader;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the in-process write tests prove, over HTTP on a real server (one start per class, file store): N threads × M
 * creates make exactly N×M children, a delete leaves a tombstone, what an iteration made is verified and removed, a
 * wrong count fails; a binary with a wrong digest is refused and stores nothing, one with its digest is stored and
 * removed, tombstone included; an ingest leaves the server as it found it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class WritesOverHttpContract implements FedoraUnderTest.Versioned {
    private static final int THREADS = 4;
    private static final int CREATES = 5;
    private static final String LDP_CONTAINS = "http://www.w3.org/ns/ldp#contains";

    @RegisterExtension
    static final FedoraUnderTest SERVER = new FedoraUnderTest();

    @ParameterizedTest
    @EnumSource(ResourceKind.class)
    void threadsTimesCreatesMakeExactlyThatManyChildrenThenAllGo(ResourceKind kind, LdpClient client) throws Exception {
        try (HttpCrud crud = HttpCrud.open(client, kind, 2, ServerWatch.none())) {
            Map<String, Boolean> made = new ConcurrentHashMap<>();
            ExecutorService threads = Executors.newFixedThreadPool(THREADS);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    int thread = t;
                    done.add(threads.submit(() -> {
                        CrudTarget.Session session = crud.session(thread);
                        for (int i = 0; i < CREATES; i++) {
                            String path = session.create(crud.parent() + "/t" + thread + "-" + i);
                            assertNotNull(path, "a create was given up");
                            made.put(path, false);
                        }
                        return null;
                    }));
                }
                for (Future<?> future : done) {
                    future.get();
                }
            } finally {
                threads.shutdownNow();
            }
            assertEquals(THREADS * CREATES, made.size());
            crud.verifyChildren(2 + THREADS * CREATES, "after the creates");
            crud.verify(made);

            crud.remove(made);
            crud.verifyChildren(2, "after the removal");
            for (String path : made.keySet()) {
                assertEquals(404, client.status(path), path + " and its tombstone are gone");
            }
        }
        assertEquals(404, client.status(HttpCrud.PARENT), "the parent went with the target, tombstone too");
    }

    @ParameterizedTest
    @EnumSource(ResourceKind.class)
    void aDeleteLeavesATombstoneThatVerifiesAsGone(ResourceKind kind, LdpClient client) throws Exception {
        try (HttpCrud crud = HttpCrud.open(client, kind, 0, ServerWatch.none())) {
            CrudTarget.Session session = crud.session(1);
            String path = session.prepare(crud.parent() + "/doomed");
            assertTrue(session.update(path));
            assertTrue(session.retrieve(path) > 0);
            assertTrue(session.delete(path));

            assertEquals(410, client.status(path));
            crud.verify(Map.of(path, true));
            FixtureVerificationException there = assertThrows(FixtureVerificationException.class,
                    () -> crud.verify(Map.of(path, false)));
            assertTrue(there.getMessage().contains("should be there (200)"), there.getMessage());
            crud.remove(Map.of(path, true));
            assertEquals(404, client.status(path));
            // a resource that should be there but is neither there nor deleted was lost by the store: counted
            assertEquals(Set.of(path), crud.verify(Map.of(path, false)));
        }
    }

    @ParameterizedTest
    @EnumSource(ResourceKind.class)
    void aWrongChildCountFails(ResourceKind kind, LdpClient client) throws Exception {
        try (HttpCrud crud = HttpCrud.open(client, kind, 3, ServerWatch.none())) {
            FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                    () -> crud.verifyChildren(4, "a test"));
            assertTrue(wrong.getMessage().contains("has 3 children (ldp:contains), expected exactly 4"),
                    wrong.getMessage());
        }
    }

    @ParameterizedTest
    @EnumSource(ResourceKind.class)
    void aParentAKilledRunLeftIsReplaced(ResourceKind kind, LdpClient client) throws Exception {
        if (!client.exists(LdpFixtures.CONTAINER)) {
            // first: Fedora 6 makes a path's missing ancestors immutable placeholders
            client.put(LdpFixtures.CONTAINER, "", Map.of());
        }
        client.put(HttpCrud.PARENT, "", Map.of());
        client.put(HttpCrud.PARENT + "/left-behind", "", Map.of());
        try (HttpCrud crud = HttpCrud.open(client, kind, 0, ServerWatch.none())) {
            crud.verifyChildren(0, "a fresh parent");
            assertFalse(client.exists(HttpCrud.PARENT + "/left-behind"));
        }
    }

    @Test
    void aWrongDigestStoresNothingAndTheRightOneIsStoredThenRemoved(LdpClient client) throws Exception {
        byte[] content = "n-binaries, one binary\n".getBytes(StandardCharsets.UTF_8);
        String md5 = HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(content));
        String wrong = HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(new byte[1]));
        try (HttpIngest ingest = HttpIngest.open(client, ServerWatch.none())) {
            ingest.prepare(w -> w.put("/binaries", ""));
            // not retried: no retry mends a wrong digest (nor counted: the benchmark asked for something wrong)
            LdpException refused = assertThrows(LdpException.class, () -> ingest.send(w -> w.postBinary(
                    "/binaries", BinarySource.of(content), content.length, "application/octet-stream",
                    Map.of("md5", wrong))));
            assertEquals(409, refused.status().orElseThrow(), refused.getMessage());
            assertEquals(0, ingest.count("/binaries", LDP_CONTAINS), "a refused binary is not stored");

            String[] path = new String[1];
            assertTrue(ingest.send(w -> path[0] = w.postBinary("/binaries", BinarySource.of(content),
                    content.length, "application/octet-stream", Map.of("md5", md5))));
            ingest.verifyChildren("/binaries", 1, "a test");
            FixtureVerificationException wrongCount = assertThrows(FixtureVerificationException.class,
                    () -> ingest.verifyChildren("/binaries", 2, "a test"));
            assertTrue(wrongCount.getMessage().contains("has 1 children (ldp:contains), expected exactly 2"),
                    wrongCount.getMessage());
            assertEquals(content.length, client.read(HttpIngest.CONTAINER + path[0]));

            ingest.remove(List.of(path[0]));
            assertEquals(0, ingest.count("/binaries", LDP_CONTAINS));
            assertEquals(404, client.status(HttpIngest.CONTAINER + path[0]), "gone, tombstone too");
        }
        assertEquals(404, client.status(HttpIngest.CONTAINER), "the ingest's container went, tombstone too");
    }

    @ParameterizedTest
    @EnumSource(IngestMethod.class)
    void aGraphIsIngestedWholeAndLinksToTheOneBefore(IngestMethod method, LdpClient client) throws Exception {
        try (HttpIngest ingest = HttpIngest.open(client, ServerWatch.none())) {
            ingest.prepare(w -> w.put("/pomegranate", ""));
            String turtle = LakeGraph.previous(ingest.uriOf("/pomegranate"))
                    + LakeGraph.body(20, new SplittableRandom(7));
            String[] path = new String[1];
            assertTrue(ingest.send(w -> path[0] = method.add(w, "/pomegranate", "first", turtle)));
            String held = ingest.nTriples(path[0]);
            assertEquals(LakeGraph.triples(20), GraphIngest.generatedTriples(held), held);
            assertTrue(held.contains(ingest.uriOf("/pomegranate") + ">"), "links to the resource before: " + held);
            assertEquals(1, ingest.count("/pomegranate", LDP_CONTAINS));
        }
    }

    /**
     * Readers beside writers write into a copy of their own: the copy the warm GETs time, loaded first, still verifies
     * (a managed server's wrong answer would fail its checkout) and was never written.
     */
    @Test
    void aWritersMemberShowsInTheGetAndGoesAgainTombstonesToo(LdpClient client) throws Exception {
        WorkloadFixture fixture = new WorkloadFixture(Workload.N_MEMBERS, 5, 42);
        PrintStream log = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8);
        String timed = LdpFixtures.checkout(client, fixture, true, log);
        String timedContainer = LdpFixtures.container(fixture);
        String container = LdpFixtures.Copy.WRITTEN.container(fixture);
        assertNotEquals(timedContainer, container);
        try (HttpMembers collection = new HttpMembers(client, true, true, fixture, ServerWatch.none())) {
            assertTrue(collection.where().endsWith(container), collection.where());
            assertEquals(5, collection.read());
            MembersTarget.Writer writer = collection.writer(1);
            MembersLoader.Member member = writer.add(1_000_000);
            assertNotNull(member);
            assertEquals(6, collection.read());
            assertEquals(200, client.status(container + member.proxy()), "the member is in the writers' copy");
            assertEquals(404, client.status(timedContainer + member.proxy()), "not in the timed one");
            FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                    () -> CrudFixture.verifyCount(collection::count, 5, "a test:", "members"));
            assertTrue(wrong.getMessage().contains("6 members, expected exactly 5"), wrong.getMessage());

            assertTrue(writer.remove(member));
            assertEquals(5, collection.count());
            assertEquals(404, client.status(container + member.proxy()), "the proxy went, tombstone too");
            assertEquals(404, client.status(container + member.object()), "the object went, tombstone too");
        }
        assertFalse(client.exists(container), "removed at the end, as on a server by URL");
        assertEquals(timed, LdpFixtures.checkout(client, fixture, true, log), "the timed copy still verifies");
        LdpFixtures.remove(client, fixture);
    }
}
