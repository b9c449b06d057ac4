package org.repobench.store.leveldb;

import org.repobench.store.StoreBackend;

/** Entry point of the LevelDB store. */
public final class LevelDbStores {
    private LevelDbStores() {
    }

    /** The LevelDB backend with the library the environment asks for; see {@link LevelDbStoreBackend}. */
    public static StoreBackend backend() {
        return LevelDbStoreBackend.fromEnvironment();
    }
}
