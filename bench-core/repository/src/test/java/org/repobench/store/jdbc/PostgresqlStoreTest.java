package org.repobench.store.jdbc;

import org.repobench.store.StoreKind;

class PostgresqlStoreTest extends JdbcStoreContract {
    @Override
    StoreKind kind() {
        return StoreKind.POSTGRESQL;
    }
}
