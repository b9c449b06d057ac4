package org.repobench.store.leveldb;

import org.modeshape.schematic.SchematicDb;
import org.modeshape.schematic.SchematicEntry;
import org.modeshape.schematic.document.Document;
import org.modeshape.schematic.document.EditableDocument;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * ModeShape's document store on LevelDB: one BSON value per document key.
 *
 * <p>ModeShape's transaction contract, as its file and relational stores implement it: a save starts a transaction
 * on the saving thread ({@link #txStarted}); the writes made on that thread are kept aside, and reads on it see
 * them; {@link #txCommitted} applies them in one atomic LevelDB batch; {@link #txRolledback} drops them. Threads
 * without a transaction read committed data only. Durability is described on {@link LevelDbDocuments}.
 *
 * <p>Standalone only: {@link #lockForWriting} (ModeShape's clustered, database-held locks) is not supported, as in
 * ModeShape's file store; a standalone repository locks documents in memory and never calls it.
 */
public final class LevelDbSchematicDb implements SchematicDb {
    private static final Logger LOG = LoggerFactory.getLogger(LevelDbSchematicDb.class);

    private final LevelDbConfig config;
    private final TransactionRegistry transactions = new TransactionRegistry();
    private volatile LibraryChoice library;
    private volatile LevelDbDocuments documents;

    LevelDbSchematicDb(LevelDbConfig config) {
        this.config = Objects.requireNonNull(config, "config");
    }

    /** What runs (or would run) under this store, and why it fell back if it did: for results and reports. */
    public LibraryChoice library() {
        return library != null ? library : LibraryChoice.resolve(config.implementation());
    }

    public LevelDbConfig config() {
        return config;
    }

    @Override
    public String id() {
        return "repobench-leveldb_" + config.directory();
    }

    @Override
    public synchronized void start() {
        if (documents != null) {
            return;
        }
        LibraryChoice choice = LibraryChoice.resolve(config.implementation());
        if (choice.fellBack()) {
            LOG.warn("LevelDB store {}: running on {} because {}", config.directory(),
                    choice.library().description(), choice.fallbackReason());
        } else {
            LOG.info("LevelDB store {}: running on {}", config.directory(), choice.library().description());
        }
        documents = LevelDbDocuments.open(config.directory(), choice.library(), config.sync());
        library = choice;
    }

    @Override
    public synchronized void stop() {
        if (documents == null) {
            return;
        }
        int open = transactions.abandonAll();
        if (open > 0) {
            LOG.warn("LevelDB store {}: stopping with {} transaction(s) neither committed nor rolled back; "
                    + "their writes are discarded", config.directory(), open);
        }
        documents.close();
        documents = null;
    }

    @Override
    public List<String> keys() {
        TransactionWrites writes = transactions.current();
        if (writes == null) {
            return documents().keys();
        }
        return writes.visibleKeys(writes.removesEverything() ? List.of() : documents().keys());
    }

    @Override
    public Document get(String key) {
        return read(transactions.current(), key);
    }

    @Override
    public List<SchematicEntry> load(Collection<String> keys) {
        TransactionWrites writes = transactions.current();
        List<String> stored = new ArrayList<>(keys.size());
        for (String key : keys) {
            if (writes == null || !writes.decides(key)) {
                stored.add(key);
            }
        }
        Map<String, Document> committed = documents().getAll(stored);
        List<SchematicEntry> entries = new ArrayList<>(keys.size());
        for (String key : keys) {
            Document entry = writes != null && writes.decides(key) ? writes.written(key) : committed.get(key);
            if (entry != null) {
                entries.add(SchematicEntry.fromDocument(entry));
            }
        }
        return entries;
    }

    @Override
    public boolean containsKey(String key) {
        return get(key) != null;
    }

    @Override
    public void put(String key, SchematicEntry entry) {
        TransactionWrites writes = transactions.require("put", key, storeName());
        Document content = entry.content();
        // keep plain documents in the buffer: a later editContent then edits the very object the commit encodes
        Document source = content instanceof EditableDocument
                ? SchematicEntry.create(entry.id(), ((EditableDocument) content).unwrap()).source()
                : entry.source();
        writes.put(key, source);
    }

    @Override
    public EditableDocument editContent(String key, boolean createIfMissing) {
        TransactionWrites writes = transactions.require("editContent", key, storeName());
        Document entry = writes.written(key);
        if (entry == null) {
            // a committed document is decoded afresh on every read, so this copy is the transaction's own to edit
            entry = writes.hidesStored(key) ? null : documents().get(key);
            if (entry == null) {
                if (!createIfMissing) {
                    return null;
                }
                entry = SchematicEntry.create(key).source();
            }
            writes.put(key, entry);
        }
        return SchematicEntry.content(entry).editable();
    }

    @Override
    public SchematicEntry putIfAbsent(String key, Document content) {
        TransactionWrites writes = transactions.require("putIfAbsent", key, storeName());
        Document existing = read(writes, key);
        if (existing != null) {
            return SchematicEntry.fromDocument(existing);
        }
        put(key, SchematicEntry.create(key, content));
        return null;
    }

    @Override
    public boolean remove(String key) {
        TransactionWrites writes = transactions.require("remove", key, storeName());
        boolean existed = read(writes, key) != null;
        writes.remove(key);
        return existed;
    }

    @Override
    public void removeAll() {
        transactions.require("removeAll", null, storeName()).removeAll();
    }

    @Override
    public boolean lockForWriting(List<String> locks) {
        throw new UnsupportedOperationException("LevelDB store " + storeName() + " runs standalone (one JVM): it "
                + "does not hold ModeShape's clustered database locks; configure no clustering, or use the db store");
    }

    @Override
    public void txStarted(String id) {
        transactions.start(id);
    }

    @Override
    public void txCommitted(String id) {
        // the writes are forgotten whatever happens: ModeShape does not roll back after a failed commit notice
        TransactionWrites writes = transactions.finish(id);
        if (writes != null) {
            documents().commit(id, writes);
        }
    }

    @Override
    public void txRolledback(String id) {
        transactions.finish(id);
    }

    private Document read(TransactionWrites writes, String key) {
        if (writes != null && writes.decides(key)) {
            return writes.written(key);
        }
        return documents().get(key);
    }

    private LevelDbDocuments documents() {
        LevelDbDocuments open = documents;
        if (open == null) {
            throw new IllegalStateException("LevelDB store " + storeName() + " is not started (start() was not "
                    + "called, or stop() was)");
        }
        return open;
    }

    private String storeName() {
        return config.directory().toString();
    }

    @Override
    public String toString() {
        LibraryChoice running = library;
        return "LevelDbSchematicDb[" + config.directory() + ", "
                + (running != null ? running.library().description() : "not started") + "]";
    }
}
