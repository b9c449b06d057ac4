package org.repobench.store.leveldb;

import org.modeshape.schematic.DocumentFactory;
import org.modeshape.schematic.SchematicEntry;
import org.modeshape.schematic.document.Document;

import java.nio.file.Path;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/** Opens LevelDB stores directly through the provider and runs ModeShape-style transactions on them. */
final class LevelDbTestSupport {
    private LevelDbTestSupport() {
    }

    static LevelDbSchematicDb start(Path directory, LevelDbImplementation implementation) {
        LevelDbSchematicDb db = new LevelDbProvider().getDB("leveldb", DocumentFactory.newDocument(
                LevelDbConfig.PATH, directory.toString(), LevelDbConfig.IMPLEMENTATION, implementation.cliName()));
        db.start();
        return db;
    }

    /** Runs the work as ModeShape saves do: start on this thread, commit, or roll back if the work throws. */
    static void inTransaction(LevelDbSchematicDb db, Consumer<LevelDbSchematicDb> work) {
        String id = UUID.randomUUID().toString();
        db.txStarted(id);
        try {
            work.accept(db);
        } catch (RuntimeException | Error e) {
            db.txRolledback(id);
            throw e;
        }
        db.txCommitted(id);
    }

    static Document content(String title) {
        return DocumentFactory.newDocument("title", title);
    }

    /**
     * Whether an N-Triples body holds a literal whose text starts with the title, not followed by a digit ("item 1"
     * is not "item 10"); the datatype suffix is not compared, so the check does not depend on how it is printed.
     */
    static boolean hasLiteral(String body, String title) {
        return Pattern.compile("\"" + Pattern.quote(title) + "(?![0-9])").matcher(body).find();
    }

    /** The title in the content of an entry document, or null when there is no entry. */
    static String title(Document entry) {
        return entry == null ? null : SchematicEntry.content(entry).getString("title");
    }
}
