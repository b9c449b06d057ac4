package org.repobench.store.leveldb;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Which ModeShape transaction each thread runs, and the uncommitted writes of each. ModeShape announces a transaction
 * on the thread that saves ({@code txStarted}) and then reads and writes on that thread; other threads (readers,
 * parallel streams) have no transaction and see only committed data.
 */
final class TransactionRegistry {
    private final ThreadLocal<String> currentId = new ThreadLocal<>();
    private final ConcurrentMap<String, TransactionWrites> writesById = new ConcurrentHashMap<>();

    void start(String id) {
        String running = currentId.get();
        if (running != null && !running.equals(id) && writesById.containsKey(running)) {
            throw new IllegalStateException("thread " + Thread.currentThread().getName() + " already runs ModeShape "
                    + "transaction '" + running + "', which has neither committed nor rolled back; cannot start '"
                    + id + "' on it");
        }
        currentId.set(id);
        writesById.putIfAbsent(id, new TransactionWrites());
    }

    /** The calling thread's transaction, or null when it has none. */
    TransactionWrites current() {
        String id = currentId.get();
        if (id == null) {
            return null;
        }
        TransactionWrites writes = writesById.get(id);
        if (writes == null) {
            // finished on another thread (a JTA manager may complete it elsewhere): this thread no longer runs it
            currentId.remove();
        }
        return writes;
    }

    /** The calling thread's transaction; writes outside one would bypass commit and rollback, so they are refused. */
    TransactionWrites require(String operation, String key, String store) {
        TransactionWrites writes = current();
        if (writes == null) {
            throw new IllegalStateException("LevelDB store " + store + ": " + operation + (key == null ? "" : " of '"
                    + key + "'") + " needs a ModeShape transaction on thread " + Thread.currentThread().getName()
                    + ", and none was started (txStarted) on it");
        }
        return writes;
    }

    /** Ends the transaction and returns its writes (null if it was unknown or already ended). */
    TransactionWrites finish(String id) {
        if (id.equals(currentId.get())) {
            currentId.remove();
        }
        return writesById.remove(id);
    }

    /** Forgets every open transaction (the store is stopping) and returns how many there were. */
    int abandonAll() {
        int open = writesById.size();
        writesById.clear();
        currentId.remove();
        return open;
    }
}
