package org.repobench.store.leveldb;

import org.iq80.leveldb.DB;
import org.iq80.leveldb.DBIterator;
import org.iq80.leveldb.Options;
import org.iq80.leveldb.ReadOptions;
import org.iq80.leveldb.Snapshot;
import org.iq80.leveldb.WriteBatch;
import org.iq80.leveldb.WriteOptions;
import org.modeshape.schematic.document.Document;
import org.repobench.store.StoreWork;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The committed documents of one store, in an open LevelDB database. Any number of threads may read and commit at
 * once; {@link #close()} waits for them, because the native library frees memory that a read still running on a
 * closed database would touch.
 *
 * <p><b>Durability.</b> A commit is one {@link WriteBatch}: LevelDB logs it as one checksummed record, so after a
 * crash it is replayed whole or not at all. By default ({@code sync=false}) {@link #commit} returns once that record
 * has been handed to the operating system (leveldbjni writes the log through the OS page cache, iq80 through a
 * shared memory map or a FileChannel), so a save that returned survives the JVM being killed, SIGKILL included; it
 * is not flushed to the disk, so an OS crash or power loss may lose the last saves. ModeShape's own file store
 * gives the same guarantee, which keeps the two comparable. {@code sync=true} adds an fsync per commit and survives
 * power loss too.
 */
final class LevelDbDocuments implements Closeable {
    private final Path directory;
    private final DB db;
    private final WriteOptions commitOptions;
    private final ReadWriteLock openLock = new ReentrantReadWriteLock();
    private boolean closed;

    private LevelDbDocuments(Path directory, DB db, boolean sync) {
        this.directory = directory;
        this.db = db;
        this.commitOptions = new WriteOptions().sync(sync);
    }

    static LevelDbDocuments open(Path directory, LevelDbLibrary library, boolean sync) {
        try {
            Files.createDirectories(directory);
            return new LevelDbDocuments(directory, library.factory().open(directory.toFile(),
                    new Options().createIfMissing(true)), sync);
        } catch (IOException | RuntimeException e) {
            throw new LevelDbStoreException("cannot open the LevelDB database in " + directory + " with "
                    + library.description() + ": " + e.getMessage()
                    + " (is another process or repository using it? LevelDB allows one at a time)", e);
        }
    }

    /** The committed document under the key, as a new object; null when there is none. */
    Document get(String key) {
        return whileOpen("read '" + key + "'", () -> {
            byte[] value = db.get(DocumentCodec.key(key));
            StoreWork.documentsRead(1);
            StoreWork.bytesRead(value == null ? 0 : value.length);
            return value == null ? null : DocumentCodec.decode(key, value);
        });
    }

    /** The committed documents under the keys, all as of one moment; keys without one are left out. */
    Map<String, Document> getAll(Collection<String> keys) {
        if (keys.isEmpty()) {
            return Map.of();
        }
        return whileOpen("read " + keys.size() + " keys", () -> {
            Map<String, Document> found = new HashMap<>();
            long bytes = 0;
            try (Snapshot snapshot = db.getSnapshot()) {
                ReadOptions atSnapshot = new ReadOptions().snapshot(snapshot);
                for (String key : keys) {
                    byte[] value = db.get(DocumentCodec.key(key), atSnapshot);
                    if (value != null) {
                        bytes += value.length;
                        found.put(key, DocumentCodec.decode(key, value));
                    }
                }
            }
            StoreWork.documentsRead(keys.size());
            StoreWork.bytesRead(bytes);
            return found;
        });
    }

    List<String> keys() {
        return whileOpen("list keys", this::storedKeys);
    }

    private List<String> storedKeys() throws IOException {
        List<String> keys = new ArrayList<>();
        try (DBIterator entries = db.iterator()) {
            entries.seekToFirst();
            while (entries.hasNext()) {
                keys.add(DocumentCodec.key(entries.next().getKey()));
            }
        }
        return keys;
    }

    /**
     * Applies a transaction's writes as one atomic batch. Every document is encoded before LevelDB is touched, so a
     * document that cannot be encoded fails the commit with nothing written.
     */
    void commit(String transactionId, TransactionWrites writes) {
        if (writes.isEmpty()) {
            return;
        }
        Map<String, byte[]> puts = new LinkedHashMap<>();
        writes.writtenEntries().forEach((key, entry) -> puts.put(key, DocumentCodec.encode(key, entry)));
        String operation = "commit transaction '" + transactionId + "' (" + puts.size() + " puts, "
                + writes.removedKeys().size() + " removals" + (writes.removesEverything() ? ", after removing all" : "")
                + ")";
        whileOpen(operation, () -> {
            try (WriteBatch batch = db.createWriteBatch()) {
                if (writes.removesEverything()) {
                    // a key another transaction commits after this listing survives; ModeShape removes everything
                    // only to restore a backup, while nothing else writes
                    for (String key : storedKeys()) {
                        batch.delete(DocumentCodec.key(key));
                    }
                }
                writes.removedKeys().forEach(key -> batch.delete(DocumentCodec.key(key)));
                puts.forEach((key, value) -> batch.put(DocumentCodec.key(key), value));
                db.write(batch, commitOptions);
            }
            return null;
        });
    }

    @Override
    public void close() {
        openLock.writeLock().lock();
        try {
            if (!closed) {
                closed = true;
                db.close();
            }
        } catch (IOException | RuntimeException e) {
            throw new LevelDbStoreException("cannot close the LevelDB database in " + directory + ": " + e, e);
        } finally {
            openLock.writeLock().unlock();
        }
    }

    private interface Operation<T> {
        T run() throws IOException;
    }

    private <T> T whileOpen(String operation, Operation<T> body) {
        openLock.readLock().lock();
        try {
            if (closed) {
                throw new IllegalStateException("LevelDB store " + directory + ": cannot " + operation
                        + ": the store is stopped");
            }
            try {
                return body.run();
            } catch (LevelDbStoreException e) {
                throw e;
            } catch (IOException | RuntimeException e) {
                throw new LevelDbStoreException("LevelDB store " + directory + ": cannot " + operation + ": " + e, e);
            }
        } finally {
            openLock.readLock().unlock();
        }
    }
}
