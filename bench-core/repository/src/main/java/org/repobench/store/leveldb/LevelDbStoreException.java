package org.repobench.store.leveldb;

/** A LevelDB store operation failed; the message names the store directory, the operation and the key. */
public final class LevelDbStoreException extends RuntimeException {
    public LevelDbStoreException(String message) {
        super(message);
    }

    public LevelDbStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
