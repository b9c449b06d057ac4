package org.repobench.store.jdbc;

import org.repobench.store.StoreKind;

class MysqlStoreTest extends JdbcStoreContract {
    @Override
    StoreKind kind() {
        return StoreKind.MYSQL;
    }
}
