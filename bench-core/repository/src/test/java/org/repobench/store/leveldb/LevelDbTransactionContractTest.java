package org.repobench.store.leveldb;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.modeshape.schematic.DocumentFactory;
import org.modeshape.schematic.SchematicEntry;
import org.modeshape.schematic.document.EditableDocument;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.store.leveldb.LevelDbTestSupport.content;
import static org.repobench.store.leveldb.LevelDbTestSupport.inTransaction;
import static org.repobench.store.leveldb.LevelDbTestSupport.start;
import static org.repobench.store.leveldb.LevelDbTestSupport.title;

/** ModeShape's transaction contract, held by the store on both libraries. */
class LevelDbTransactionContractTest {
    /** Each test runs once on each library. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.METHOD)
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = LevelDbImplementation.class, names = {"JNI", "IQ80"})
    @interface OnBothLibraries {
    }

    @TempDir
    Path dir;
    private final List<LevelDbSchematicDb> opened = new ArrayList<>();

    /** Opens the store in {@link #dir}; every store opened is stopped after the test, whatever happened. */
    private LevelDbSchematicDb open(LevelDbImplementation implementation) {
        LevelDbSchematicDb db = start(dir, implementation);
        opened.add(db);
        return db;
    }

    /** Stops the store and opens its directory again: what was committed, and only that, must be there. */
    private LevelDbSchematicDb reopen(LevelDbSchematicDb db, LevelDbImplementation implementation) {
        db.stop();
        return open(implementation);
    }

    @AfterEach
    void stopAll() {
        opened.forEach(LevelDbSchematicDb::stop);
    }

    @OnBothLibraries
    void committedWritesAreReadableAfterReopen(LevelDbImplementation implementation) {
        LevelDbSchematicDb db = open(implementation);
        assertEquals(implementation.name(), db.library().library().name());
        inTransaction(db, tx -> {
            tx.put("a", content("A"));
            tx.put("b", SchematicEntry.create("b", content("B")));
            assertNull(tx.putIfAbsent("c", content("C")));
            tx.editContent("d", true).setString("title", "D");
        });

        LevelDbSchematicDb reopened = reopen(db, implementation);
        assertEquals(Set.of("a", "b", "c", "d"), new HashSet<>(reopened.keys()));
        assertEquals("A", title(reopened.get("a")));
        assertEquals("B", title(reopened.get("b")));
        assertEquals("C", title(reopened.get("c")));
        assertEquals("D", title(reopened.get("d")));
        assertEquals("d", SchematicEntry.fromDocument(reopened.get("d")).id());
    }

    @OnBothLibraries
    void editsMadeAfterEditContentReturnedAreCommitted(LevelDbImplementation implementation) {
        LevelDbSchematicDb db = open(implementation);
        inTransaction(db, tx -> tx.put("doc", content("v1")));
        inTransaction(db, tx -> {
            EditableDocument editor = tx.editContent("doc", false);
            editor.setString("title", "v2");
            // ModeShape keeps editing after more reads and puts in the same save
            tx.put("other", content("other"));
            editor.setNumber("count", 2);
            assertEquals("v2", title(tx.get("doc")));
        });
        assertEquals("v2", title(db.get("doc")));
        assertEquals(2, SchematicEntry.content(db.get("doc")).getInteger("count"));
        inTransaction(db, tx -> assertNull(tx.editContent("missing", false)));
        assertFalse(db.containsKey("missing"));
    }

    @OnBothLibraries
    void rolledBackWritesAreGone(LevelDbImplementation implementation) {
        LevelDbSchematicDb db = open(implementation);
        inTransaction(db, tx -> tx.put("keep", content("kept")));
        assertThrows(IllegalStateException.class, () -> inTransaction(db, tx -> {
            tx.put("new", content("new"));
            tx.editContent("keep", false).setString("title", "changed");
            tx.remove("keep");
            throw new IllegalStateException("the save fails here");
        }));
        assertNull(db.get("new"));
        assertEquals("kept", title(db.get("keep")));

        LevelDbSchematicDb reopened = reopen(db, implementation);
        assertEquals(List.of("keep"), reopened.keys());
        assertEquals("kept", title(reopened.get("keep")));
    }

    @OnBothLibraries
    void aTransactionSeesItsOwnWritesAndOtherThreadsDoNot(LevelDbImplementation implementation) throws Exception {
        LevelDbSchematicDb db = open(implementation);
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            inTransaction(db, tx -> {
                tx.put("shared", content("v1"));
                tx.put("gone", content("still here"));
            });
            String id = "tx-visibility";
            db.txStarted(id);
            db.put("fresh", content("fresh"));
            db.editContent("shared", false).setString("title", "v2");
            assertTrue(db.remove("gone"));

            assertEquals("fresh", title(db.get("fresh")));
            assertEquals("v2", title(db.get("shared")));
            assertNull(db.get("gone"));
            assertFalse(db.containsKey("gone"));
            assertEquals(Set.of("fresh", "shared"), new HashSet<>(db.keys()));
            assertEquals(List.of("fresh", "v2"), titles(db.load(List.of("fresh", "gone", "shared"))));
            assertEquals("v2", title(db.putIfAbsent("shared", content("ignored")).source()));

            Callable<List<Object>> outsider = () -> List.of(Objects.toString(title(db.get("fresh"))),
                    Objects.toString(title(db.get("shared"))), Objects.toString(title(db.get("gone"))),
                    new HashSet<>(db.keys()), titles(db.load(List.of("fresh", "gone", "shared"))));
            assertEquals(List.of("null", "v1", "still here", Set.of("shared", "gone"), List.of("still here", "v1")),
                    other.submit(outsider).get());

            db.txCommitted(id);
            assertEquals(List.of("fresh", "v2", "null", Set.of("fresh", "shared"), List.of("fresh", "v2")),
                    other.submit(outsider).get());
        } finally {
            other.shutdownNow();
        }
    }

    @OnBothLibraries
    void aSaveThatFailsHalfwayLeavesNothing(LevelDbImplementation implementation) {
        LevelDbSchematicDb db = open(implementation);
        inTransaction(db, tx -> IntStream.range(0, 5).forEach(i -> tx.put("old" + i, content("old " + i))));

        // a failure in ModeShape's part of the save, after several writes: ModeShape rolls back
        assertThrows(IllegalStateException.class, () -> inTransaction(db, tx -> {
            IntStream.range(0, 20).forEach(i -> tx.put("new" + i, content("new " + i)));
            tx.editContent("old0", false).setString("title", "edited");
            tx.remove("old1");
            throw new IllegalStateException("simulated failure in the middle of a save");
        }));

        // a failure inside the commit itself: one document of the batch cannot be encoded
        String id = "tx-unencodable";
        db.txStarted(id);
        IntStream.range(0, 20).forEach(i -> db.put("late" + i, content("late " + i)));
        db.remove("old2");
        db.put("poison", DocumentFactory.newDocument("title", new Object()));
        LevelDbStoreException failure = assertThrows(LevelDbStoreException.class, () -> db.txCommitted(id));
        assertTrue(failure.getMessage().contains("'poison'"), failure.getMessage());

        LevelDbSchematicDb reopened = reopen(db, implementation);
        assertEquals(IntStream.range(0, 5).mapToObj(i -> "old" + i).collect(Collectors.toSet()),
                new HashSet<>(reopened.keys()));
        for (int i = 0; i < 5; i++) {
            assertEquals("old " + i, title(reopened.get("old" + i)));
        }
        // and the store still takes saves
        inTransaction(reopened, tx -> tx.put("after", content("after")));
        assertEquals("after", title(reopened.get("after")));
    }

    @OnBothLibraries
    void removeAllDropsStoredAndEarlierWritesButKeepsLaterOnes(LevelDbImplementation implementation) {
        LevelDbSchematicDb db = open(implementation);
        inTransaction(db, tx -> {
            tx.put("a", content("a"));
            tx.put("b", content("b"));
        });
        inTransaction(db, tx -> {
            tx.put("early", content("early"));
            tx.removeAll();
            tx.put("c", content("c"));
            assertEquals(List.of("c"), tx.keys());
            assertNull(tx.get("a"));
            assertNull(tx.get("early"));
        });

        LevelDbSchematicDb reopened = reopen(db, implementation);
        assertEquals(List.of("c"), reopened.keys());
    }

    @OnBothLibraries
    void writesOutsideATransactionAreRefused(LevelDbImplementation implementation) {
        LevelDbSchematicDb db = open(implementation);
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> db.put("k", content("v")));
        assertTrue(refused.getMessage().contains("'k'") && refused.getMessage().contains("transaction"),
                refused.getMessage());
        assertThrows(IllegalStateException.class, () -> db.editContent("k", true));
        assertThrows(IllegalStateException.class, () -> db.remove("k"));
        assertThrows(IllegalStateException.class, db::removeAll);
        assertThrows(UnsupportedOperationException.class, () -> db.lockForWriting(List.of("k")));
        assertNull(db.get("k"));
    }

    @OnBothLibraries
    void concurrentReadersSeeEachCommitWholeOrNotAtAll(LevelDbImplementation implementation) throws Exception {
        LevelDbSchematicDb db = open(implementation);
        List<String> keys = IntStream.range(0, 10).mapToObj(i -> "k" + i).collect(Collectors.toList());
        inTransaction(db, tx -> keys.forEach(k -> tx.put(k, content("0"))));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        AtomicBoolean writing = new AtomicBoolean(true);
        try {
            List<Future<Integer>> readers = new ArrayList<>();
            for (int r = 0; r < 3; r++) {
                readers.add(pool.submit(() -> {
                    int reads = 0;
                    do {
                        Set<String> versions = db.load(keys).stream().map(e -> title(e.source()))
                                .collect(Collectors.toSet());
                        assertEquals(1, versions.size(), "one batch seen partly: " + versions);
                        keys.parallelStream().forEach(k -> assertTrue(db.containsKey(k), k));
                        reads++;
                    } while (writing.get());
                    return reads;
                }));
            }
            Future<?> writer = pool.submit(() -> {
                try {
                    for (int version = 1; version <= 50; version++) {
                        String title = String.valueOf(version);
                        inTransaction(db, tx -> keys.forEach(k -> tx.editContent(k, false).setString("title", title)));
                    }
                } finally {
                    writing.set(false);
                }
            });
            writer.get();
            for (Future<Integer> reader : readers) {
                assertTrue(reader.get() > 0);
            }
            assertEquals(Set.of("50"), db.load(keys).stream().map(e -> title(e.source())).collect(Collectors.toSet()));
        } finally {
            pool.shutdownNow();
        }
    }

    @OnBothLibraries
    void stopClosesTheDatabaseAndLeavesNoThreads(LevelDbImplementation implementation) {
        LevelDbSchematicDb db = open(implementation);
        inTransaction(db, tx -> tx.put("k", content("v")));
        db.txStarted("left-open");
        db.put("uncommitted", content("lost"));
        db.stop();

        assertThrows(IllegalStateException.class, () -> db.get("k"));
        Set<String> leveldbThreads = Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive).map(Thread::getName)
                .filter(name -> name.toLowerCase(Locale.ROOT).contains("leveldb"))
                .collect(Collectors.toSet());
        assertEquals(Set.of(), leveldbThreads);

        // the lock file is released: the directory opens again, without the transaction left open
        LevelDbSchematicDb reopened = open(implementation);
        assertEquals(List.of("k"), reopened.keys());
    }

    private static List<String> titles(List<SchematicEntry> entries) {
        return entries.stream().map(e -> title(e.source())).collect(Collectors.toList());
    }
}
