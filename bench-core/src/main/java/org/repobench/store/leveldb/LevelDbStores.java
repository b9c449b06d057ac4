package org.repobench.store.leveldb;

import org.repobench.store.StoreBackend;
import org.repobench.store.StoreUnavailableException;

/** Entry point of the LevelDB store. */
public final class LevelDbStores {
    private LevelDbStores() {
    }

    public static StoreBackend backend() {
        throw new StoreUnavailableException("store leveldb is not implemented yet");
    }
}
