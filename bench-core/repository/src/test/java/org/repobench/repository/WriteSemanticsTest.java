package org.repobench.repository;

import org.apache.jena.graph.Graph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.Parameter;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.repository.model.ResourceGoneException;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.write.BinarySource;
import org.repobench.repository.write.DigestMismatchException;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.store.StoreKind;

import javax.jcr.InvalidItemStateException;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.repository.RepositoryTestSupport.count;
import static org.repobench.repository.RepositoryTestSupport.get;
import static org.repobench.repository.RepositoryTestSupport.settledChildren;
import static org.repobench.repository.RepositoryTestSupport.uri;

/**
 * The write requests a CRUD cycle needs: DELETE and its tombstone, PUT replacing triples, binaries put and replaced.
 */
@ParameterizedClass(name = "{0}")
@MethodSource("org.repobench.repository.RepositoryTestSupport#stores")
class WriteSemanticsTest {
    private static final String DC = "@prefix dc: <http://purl.org/dc/elements/1.1/> . ";

    @Parameter
    StoreKind kind;
    @RegisterExtension
    final RepositoryTestSupport.OpenRepository store = new RepositoryTestSupport.OpenRepository(() -> kind);

    @Test
    void deleteLeavesATombstoneTheResourceIsGoneAndThePurgeFreesThePath() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/p", "");
            writer.put("/p/a", DC + "<> dc:title \"a\" .");
            writer.put("/p/b", "");
            writer.save();
            writer.delete("/p/a");
            writer.save();
            assertTrue(writer.isTombstone("/p/a"));
            assertFalse(writer.exists("/p/a"));
        }
        assertThrows(ResourceGoneException.class, () -> get(store.repository(), "/p/a", Prefer.DEFAULT));
        Graph parent = get(store.repository(), "/p", Prefer.DEFAULT);
        assertEquals(1, count(parent, Vocabulary.LDP_CONTAINS), "the tombstone is not a child");
        assertTrue(parent.contains(uri("/p"), Vocabulary.LDP_CONTAINS, uri("/p/b")));
        try (ResourceWriter writer = store.repository().writer(1)) {
            assertThrows(ResourceGoneException.class, () -> writer.patch("/p/a", DC + "<> dc:title \"again\" ."));
            writer.discard();
            writer.purgeTombstone("/p/a");
            writer.save();
            assertFalse(writer.isTombstone("/p/a"));
            writer.put("/p/a", DC + "<> dc:title \"new\" .");
            writer.save();
        }
        assertEquals(1, count(get(store.repository(), "/p/a", Prefer.DEFAULT), Vocabulary.DC_TITLE));
    }

    @Test
    void deleteRemovesReferencesToTheResourceAndBelowIt() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/target", "");
            writer.put("/target/child", "");
            writer.put("/source", "@prefix ex: <http://example.org/> . <> ex:links <" + RepositoryTestSupport.BASE
                    + "/target>, <" + RepositoryTestSupport.BASE + "/target/child>, <" + RepositoryTestSupport.BASE
                    + "/source> .");
            writer.save();
            writer.delete("/target");
            writer.save();
        }
        Graph source = get(store.repository(), "/source", Prefer.DEFAULT);
        assertEquals(1, count(source, Vocabulary.iri("http://example.org/links")), "only the self link is left");
    }

    @Test
    void putReplacesTheTriplesAndKeepsWhatTheServerManages() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/r", "@prefix test: <http://www.example.org/ns/test#> . " + DC
                    + "<> a test:Container ; dc:title \"one\", \"two\" ; dc:relation <http://example.org/x> .");
            writer.save();
            writer.replace("/r", DC + "<> dc:title \"three\" .");
            writer.save();
        }
        Graph replaced = get(store.repository(), "/r", Prefer.DEFAULT);
        assertEquals(1, count(replaced, Vocabulary.DC_TITLE));
        assertEquals(0, count(replaced, Vocabulary.DC_RELATION));
        assertFalse(replaced.contains(uri("/r"), Vocabulary.RDF_TYPE,
                Vocabulary.iri("http://www.example.org/ns/test#Container")));
        assertTrue(replaced.contains(uri("/r"), Vocabulary.RDF_TYPE, Vocabulary.LDP_CONTAINER));
        assertEquals(1, count(replaced, Vocabulary.FEDORA_CREATED));
    }

    @Test
    void aBinaryIsPutReplacedReadAndDeleted() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/o", "");
            assertTrue(writer.putBinary("/o/ds", text("This is a content file"), "text/plain", Map.of()));
            writer.save();
            assertFalse(writer.putBinary("/o/ds", text("This is an updated content file"), "text/plain",
                    Map.of("md5", md5("This is an updated content file"))));
            writer.save();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(31, store.repository().getBinary("/o/ds", out));
        assertEquals("This is an updated content file", out.toString(StandardCharsets.UTF_8));
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.delete("/o/ds");
            writer.save();
        }
        assertThrows(ResourceGoneException.class,
                () -> store.repository().getBinary("/o/ds", new ByteArrayOutputStream()));
        assertEquals(0, count(get(store.repository(), "/o", Prefer.DEFAULT), Vocabulary.LDP_CONTAINS));
    }

    @Test
    void concurrentCreatesUnderOneParentLoseNothing() throws Exception {
        int threads = 4;
        int each = 10;
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/shared", "");
            writer.save();
        }
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            tasks.add(() -> {
                int saved = 0;
                try (ResourceWriter writer = store.repository().writer(100 + thread)) {
                    for (int i = 0; i < each; i++) {
                        writer.put("/shared/t" + thread + "-" + i, "");
                        saved += saveRetrying(writer);
                    }
                }
                return saved;
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            int saved = 0;
            for (Future<Integer> done : pool.invokeAll(tasks)) {
                saved += done.get();
            }
            assertEquals(threads * each, saved);
        } finally {
            pool.shutdown();
            assertTrue(pool.awaitTermination(1, TimeUnit.MINUTES));
        }
        assertEquals(threads * each, settledChildren(store.repository(), "/shared", threads * each));
    }

    @Test
    void aDigestMismatchAmongConcurrentIngestsStoresNothingOfItsOwn() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/bins", "");
            writer.save();
        }
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Future<Boolean>> results = new ArrayList<>();
            for (int t = 0; t < 3; t++) {
                int thread = t;
                results.add(pool.submit(() -> {
                    try (ResourceWriter writer = store.repository().writer(200 + thread)) {
                        String content = "content of thread " + thread + " ".repeat(5000);
                        String md5 = thread == 1 ? "0".repeat(32) : md5(content);
                        try {
                            writer.postBinary("/bins", text(content), "text/plain", Map.of("md5", md5));
                        } catch (DigestMismatchException expected) {
                            writer.discard();
                            return false;
                        }
                        saveRetrying(writer);
                        return true;
                    }
                }));
            }
            assertTrue(results.get(0).get());
            assertFalse(results.get(1).get(), "the mismatching binary is refused");
            assertTrue(results.get(2).get());
        } finally {
            pool.shutdown();
            assertTrue(pool.awaitTermination(1, TimeUnit.MINUTES));
        }
        assertEquals(2, settledChildren(store.repository(), "/bins", 2));
    }

    @Test
    void sessionsCreatingTheSamePairtreeNodeShareItInsteadOfMakingSameNameSiblings() throws Exception {
        try (ResourceWriter writer = store.repository().writer(1)) {
            writer.put("/t", "");
            writer.save();
        }
        try (ResourceWriter first = store.repository().writer(2);
             ResourceWriter second = store.repository().writer(3)) {
            first.put("/t/aa/bb/x1", "");                       // creates the pairtree nodes aa and bb, unsaved
            Thread other = new Thread(() -> {
                try {
                    second.put("/t/aa/bb/x2", "");               // waits for the first session's aa
                    second.save();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            Throwable[] failed = new Throwable[1];
            other.setUncaughtExceptionHandler((t, e) -> failed[0] = e);
            other.start();
            awaitWaiting(other);
            first.save();
            other.join(TimeUnit.MINUTES.toMillis(1));
            assertEquals(null, failed[0]);
        }
        Graph parent = get(store.repository(), "/t", Prefer.DEFAULT);
        assertEquals(2, count(parent, Vocabulary.LDP_CONTAINS));
        assertTrue(parent.contains(uri("/t"), Vocabulary.LDP_CONTAINS, uri("/t/aa/bb/x1")));
        assertTrue(parent.contains(uri("/t"), Vocabulary.LDP_CONTAINS, uri("/t/aa/bb/x2")));
    }

    @Test
    void aPutToAPathAnotherSessionCreatedMeanwhileConflictsAndItsRetryUpdates() throws Exception {
        try (ResourceWriter first = store.repository().writer(2);
             ResourceWriter second = store.repository().writer(3)) {
            first.put("/same", DC + "<> dc:title \"first\" .");
            Throwable[] failed = new Throwable[1];
            Thread other = new Thread(() -> {
                try {
                    second.put("/same", DC + "<> dc:title \"second\" .");
                } catch (Throwable e) {
                    failed[0] = e;
                }
            });
            other.start();
            awaitWaiting(other);
            first.save();
            other.join(TimeUnit.MINUTES.toMillis(1));
            assertTrue(failed[0] instanceof InvalidItemStateException, String.valueOf(failed[0]));
            second.discard();
            second.put("/same", DC + "<> dc:title \"second\" .");
            second.save();
        }
        assertEquals(2, count(get(store.repository(), "/same", Prefer.DEFAULT), Vocabulary.DC_TITLE));
    }

    /** Until the thread waits (for a path another session holds) or has ended. */
    private static void awaitWaiting(Thread thread) throws InterruptedException {
        while (thread.isAlive() && thread.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(5);
        }
    }

    /** A client that re-sends after a conflicting save, as the CRUD benchmarks do; 1 once saved. */
    private static int saveRetrying(ResourceWriter writer) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                writer.save();
                return 1;
            } catch (InvalidItemStateException conflict) {
                if (attempt == 5) {
                    throw conflict;
                }
                Thread.sleep(10L * attempt);
            }
        }
    }

    private static BinarySource text(String content) {
        return BinarySource.of(content.getBytes(StandardCharsets.UTF_8));
    }

    private static String md5(String content) throws Exception {
        return HexFormat.of().formatHex(
                MessageDigest.getInstance("MD5").digest(content.getBytes(StandardCharsets.UTF_8)));
    }
}
