package org.repobench.store.leveldb;

/** The LevelDB library that was asked for cannot run on this machine; the message says why and what to use. */
public final class LevelDbUnavailableException extends RuntimeException {
    public LevelDbUnavailableException(String message) {
        super(message);
    }
}
