package org.repobench.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.modeshape.schematic.DocumentFactory;
import org.modeshape.schematic.SchematicDb;
import org.modeshape.schematic.SchematicEntry;
import org.modeshape.schematic.document.Document;
import org.modeshape.schematic.document.EditableArray;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The file store's one fix: a transaction edits its own copy, so another thread's commit (which serializes every
 * unsaved MVStore page, uncommitted values included) never reads a document while it changes. On ModeShape's FileDb
 * alone the scenario below ends in "Could not serialize" and a closed store.
 */
class PrivateEditsFileDbTest {
    private static final int MIN_CHILDREN = 1_000;
    private static final int MAX_CHILDREN = 200_000;
    private static final int COMMITS = 300;

    @TempDir
    Path dir;

    private SchematicDb open() {
        Document config = DocumentFactory.newDocument("path", dir.resolve("store").toString(), "compress", true);
        SchematicDb db = new PrivateEditsFileDb.Provider().getDB(PrivateEditsFileDb.TYPE, config);
        db.start();
        return db;
    }

    @Test
    void answersOnlyItsOwnType() {
        assertNull(new PrivateEditsFileDb.Provider().getDB("file", DocumentFactory.newDocument()));
    }

    @Test
    void aLongEditBesideManyCommitsOnAnotherThreadKeepsTheStoreOpenAndLosesNothing() throws Exception {
        SchematicDb db = open();
        CountDownLatch editing = new CountDownLatch(1);
        AtomicBoolean committing = new AtomicBoolean(true);
        CompletableFuture<Integer> editor = CompletableFuture.supplyAsync(() -> {
            db.txStarted("edit");
            EditableArray children = db.editContent("parent", true).getOrCreateArray("children");
            editing.countDown();
            int added = 0;
            while ((committing.get() && added < MAX_CHILDREN) || added < MIN_CHILDREN) {
                children.addString("child-" + added++);
            }
            db.txCommitted("edit");
            return added;
        });
        assertTrue(editing.await(30, TimeUnit.SECONDS));
        for (int i = 0; i < COMMITS; i++) {
            String tx = "commit-" + i;
            db.txStarted(tx);
            db.put("other-" + i, SchematicEntry.create("other-" + i, DocumentFactory.newDocument("n", i)));
            db.txCommitted(tx);
        }
        committing.set(false);
        int children = editor.get(60, TimeUnit.SECONDS);
        db.stop();

        SchematicDb reopened = open();
        try {
            Document parent = SchematicEntry.fromDocument(reopened.get("parent")).content();
            assertEquals(children, parent.getArray("children").size());
            for (int i = 0; i < COMMITS; i++) {
                assertNotNull(reopened.get("other-" + i), "other-" + i);
            }
        } finally {
            reopened.stop();
        }
    }

    @Test
    void readsInsideTheTransactionSeeItsEditsAndARollbackDropsThem() {
        SchematicDb db = open();
        try {
            db.txStarted("a");
            db.editContent("doc", true).setString("title", "kept");
            db.txCommitted("a");

            db.txStarted("b");
            db.editContent("doc", false).setString("title", "dropped");
            assertEquals("dropped", SchematicEntry.fromDocument(db.get("doc")).content().getString("title"));
            assertSame(db.editContent("doc", false).unwrap(), db.editContent("doc", false).unwrap());
            db.txRolledback("b");

            assertEquals("kept", SchematicEntry.fromDocument(db.get("doc")).content().getString("title"));
            db.txStarted("c");
            assertNull(db.editContent("missing", false));
            db.txRolledback("c");
        } finally {
            db.stop();
        }
    }
}
