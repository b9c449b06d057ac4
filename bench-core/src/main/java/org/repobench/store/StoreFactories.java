package org.repobench.store;

import org.repobench.store.jdbc.JdbcStores;
import org.repobench.store.leveldb.LevelDbStores;

/** Factories for the stores whose backends live in their own packages. */
final class StoreFactories {
    private StoreFactories() {
    }

    static StoreBackend leveldb() {
        return LevelDbStores.backend();
    }

    static StoreBackend postgresql() {
        return JdbcStores.postgresql();
    }

    static StoreBackend mysql() {
        return JdbcStores.mysql();
    }
}
