package org.repobench.store.jdbc;

import org.modeshape.persistence.relational.RelationalProvider;
import org.modeshape.schematic.SchematicDb;
import org.modeshape.schematic.SchematicDbProvider;
import org.modeshape.schematic.SchematicEntry;
import org.modeshape.schematic.document.Document;
import org.modeshape.schematic.document.EditableDocument;
import org.repobench.store.StoreWork;

import java.util.Collection;
import java.util.List;

/**
 * ModeShape's relational store ({@code RelationalDb}) unchanged, with the documents asked of it counted as the
 * store's work ({@link StoreWork}): every call goes to it as it is.
 */
final class CountedRelationalDb implements SchematicDb {
    /** The persistence {@code type} this store answers; the rest of the configuration is ModeShape's {@code db}. */
    static final String TYPE = "repobench-db";
    /** ModeShape's own type for its relational store. */
    private static final String MODESHAPE_TYPE = "db";

    private final SchematicDb database;

    private CountedRelationalDb(SchematicDb database) {
        this.database = database;
    }

    /** ModeShape finds this through {@code META-INF/services}; it answers {@link #TYPE} only. */
    public static final class Provider implements SchematicDbProvider<CountedRelationalDb> {
        @Override
        public CountedRelationalDb getDB(String type, Document configuration) {
            if (!TYPE.equalsIgnoreCase(type)) {
                return null;
            }
            return new CountedRelationalDb(new RelationalProvider().getDB(MODESHAPE_TYPE, configuration));
        }
    }

    @Override
    public String id() {
        return database.id();
    }

    @Override
    public void start() {
        database.start();
    }

    @Override
    public void stop() {
        database.stop();
    }

    @Override
    public List<String> keys() {
        return database.keys();
    }

    @Override
    public Document get(String key) {
        StoreWork.documentsRead(1);
        return database.get(key);
    }

    @Override
    public List<SchematicEntry> load(Collection<String> keys) {
        StoreWork.documentsRead(keys.size());
        return database.load(keys);
    }

    @Override
    public boolean containsKey(String key) {
        return database.containsKey(key);
    }

    @Override
    public boolean lockForWriting(List<String> keys) {
        return database.lockForWriting(keys);
    }

    @Override
    public void put(String key, SchematicEntry entry) {
        database.put(key, entry);
    }

    @Override
    public EditableDocument editContent(String key, boolean createIfMissing) {
        StoreWork.documentsRead(1);
        return database.editContent(key, createIfMissing);
    }

    @Override
    public SchematicEntry putIfAbsent(String key, Document content) {
        return database.putIfAbsent(key, content);
    }

    @Override
    public boolean remove(String key) {
        return database.remove(key);
    }

    @Override
    public void removeAll() {
        database.removeAll();
    }

    @Override
    public void txStarted(String id) {
        database.txStarted(id);
    }

    @Override
    public void txCommitted(String id) {
        database.txCommitted(id);
    }

    @Override
    public void txRolledback(String id) {
        database.txRolledback(id);
    }
}
