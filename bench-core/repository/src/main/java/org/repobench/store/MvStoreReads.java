package org.repobench.store;

import org.h2.mvstore.FileStore;
import org.h2.mvstore.MVStore;
import org.modeshape.schematic.SchematicDb;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.reflect.Field;
import java.util.function.LongSupplier;

/**
 * The bytes a started ModeShape {@code FileDb} has read from its file: its H2 MVStore counts them
 * ({@link FileStore#getReadBytes}), page cache misses only, but {@code FileDb} keeps the store in a private field. One
 * reflective read at start; where a ModeShape upgrade moved the field, the bytes are not counted (said once in the
 * log) and nothing else changes.
 */
final class MvStoreReads {
    private static final Logger LOG = LoggerFactory.getLogger(MvStoreReads.class);
    /** FileDb's field holding its MVStore, as ModeShape 5.4.1 names it (not the store param). */
    @SuppressWarnings("checkstyle:quotedParamName")
    private static final String FIELD = "store";

    private MvStoreReads() {
    }

    /** Bytes read since {@code fileDb} started; a supplier of 0 where they cannot be reached. */
    static LongSupplier of(SchematicDb fileDb) {
        try {
            Field field = fileDb.getClass().getDeclaredField(FIELD);
            field.setAccessible(true);
            MVStore store = (MVStore) field.get(fileDb);
            FileStore file = store == null ? null : store.getFileStore();
            if (file != null) {
                return file::getReadBytes;
            }
            LOG.info("file store without a file (in memory): no bytes read to count");
        } catch (ReflectiveOperationException | ClassCastException | SecurityException e) {
            LOG.warn("file store: its bytes read are not counted ({}: {})", e.getClass().getSimpleName(),
                    e.getMessage());
        }
        return () -> 0L;
    }
}
