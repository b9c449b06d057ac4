package org.repobench.store.jdbc;

import org.repobench.store.StoreBackend;
import org.repobench.store.StoreUnavailableException;

/** Entry point of the relational stores. */
public final class JdbcStores {
    private JdbcStores() {
    }

    public static StoreBackend postgresql() {
        throw new StoreUnavailableException("store postgresql is not implemented yet");
    }

    public static StoreBackend mysql() {
        throw new StoreUnavailableException("store mysql is not implemented yet");
    }
}
