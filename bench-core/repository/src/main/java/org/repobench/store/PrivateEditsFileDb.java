package org.repobench.store;

import org.modeshape.persistence.file.FileDbProvider;
import org.modeshape.schematic.SchematicDb;
import org.modeshape.schematic.SchematicDbProvider;
import org.modeshape.schematic.SchematicEntry;
import org.modeshape.schematic.document.Document;
import org.modeshape.schematic.document.EditableDocument;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * ModeShape 5's file store ({@code FileDb}, an H2 MVStore) with one fix that concurrent writers need: the document a
 * transaction edits is its own copy, put into the MVStore only when the transaction commits.
 *
 * <p>Why: {@code FileDb.editContent} puts a clone into the MVStore's transaction map and hands that very object to
 * ModeShape to edit. MVStore keeps value objects in its pages and serializes unsaved pages whenever any transaction
 * commits, so another session's commit serializes the document while this session still edits it. With two threads
 * creating children of one parent that gives {@code ConcurrentModificationException} in
 * {@code ArrayList.writeObject}, "Could not serialize", then MVStore's panic ("Last block not stored") and "This store
 * is closed" for every later call: one concurrent update run in a few seconds, every time. The MVStore rule is never to
 * mutate a value the map holds; this class keeps to it and changes nothing else: {@code FileDb} still takes the
 * document into the transaction at first edit (so its conflict check still runs), reads inside the transaction see
 * the edits, and the commit is {@code FileDb}'s. The cost is one more copy per edited document per save.
 */
public final class PrivateEditsFileDb implements SchematicDb {
    /** The persistence {@code type} this store answers in a repository configuration. */
    public static final String TYPE = "repobench-file";

    private final SchematicDb files;
    /** The current thread's transaction's edited documents (ModeShape runs a transaction on one thread). */
    private final ThreadLocal<Map<String, Document>> edits = ThreadLocal.withInitial(HashMap::new);

    private PrivateEditsFileDb(SchematicDb files) {
        this.files = files;
    }

    /** ModeShape finds this through {@code META-INF/services}; it answers {@link #TYPE} only. */
    public static final class Provider implements SchematicDbProvider<PrivateEditsFileDb> {
        @Override
        public PrivateEditsFileDb getDB(String type, Document configuration) {
            if (!TYPE.equalsIgnoreCase(type)) {
                return null;
            }
            return new PrivateEditsFileDb(new FileDbProvider().getDB(FileDbProvider.TYPE_FILE, configuration));
        }
    }

    @Override
    public String id() {
        return files.id();
    }

    @Override
    public void start() {
        files.start();
        StoreWork.opened(this, MvStoreReads.of(files));
    }

    @Override
    public void stop() {
        StoreWork.closed(this);
        files.stop();
    }

    @Override
    public List<String> keys() {
        return files.keys();
    }

    @Override
    public Document get(String key) {
        Document edited = edits.get().get(key);
        return edited != null ? edited : read(key);
    }

    @Override
    public List<SchematicEntry> load(Collection<String> keys) {
        Map<String, Document> mine = edits.get();
        if (mine.isEmpty()) {
            StoreWork.documentsRead(keys.size());
            return files.load(keys);
        }
        List<SchematicEntry> entries = new ArrayList<>(keys.size());
        for (String key : keys) {
            Document edited = mine.get(key);
            Document entry = edited != null ? edited : read(key);
            if (entry != null) {
                entries.add(SchematicEntry.fromDocument(entry));
            }
        }
        return entries;
    }

    /** A read that reaches the MVStore, counted as the store's work. */
    private Document read(String key) {
        StoreWork.documentsRead(1);
        return files.get(key);
    }

    @Override
    public void put(String key, SchematicEntry entry) {
        edits.get().remove(key);
        files.put(key, entry);
    }

    @Override
    public EditableDocument editContent(String key, boolean createIfMissing) {
        Map<String, Document> mine = edits.get();
        Document own = mine.get(key);
        if (own == null) {
            // FileDb enters the document into this transaction (and refuses it if another one holds it); the object
            // it stored stays untouched, so a commit on another thread can serialize it safely
            StoreWork.documentsRead(1);
            if (files.editContent(key, createIfMissing) == null) {
                return null;
            }
            own = files.get(key).clone();
            mine.put(key, own);
        }
        return SchematicEntry.content(own).editable();
    }

    @Override
    public SchematicEntry putIfAbsent(String key, Document content) {
        SchematicEntry existing = getEntry(key);
        if (existing != null) {
            return existing;
        }
        put(key, SchematicEntry.create(key, content));
        return null;
    }

    @Override
    public boolean remove(String key) {
        edits.get().remove(key);
        return files.remove(key);
    }

    @Override
    public void removeAll() {
        edits.get().clear();
        files.removeAll();
    }

    @Override
    public void txStarted(String id) {
        edits.get().clear();
        files.txStarted(id);
    }

    @Override
    public void txCommitted(String id) {
        Map<String, Document> mine = edits.get();
        try {
            for (Map.Entry<String, Document> edited : mine.entrySet()) {
                files.put(edited.getKey(), SchematicEntry.fromDocument(edited.getValue()));
            }
        } finally {
            mine.clear();
        }
        files.txCommitted(id);
    }

    @Override
    public void txRolledback(String id) {
        edits.get().clear();
        files.txRolledback(id);
    }
}
