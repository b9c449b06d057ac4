package org.repobench.store.jdbc;

import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.repobench.store.StoreKind;

@EnabledIfEnvironmentVariable(named = "REPOBENCH_MYSQL_URL", matches = ".+")
class MysqlStoreTest extends JdbcStoreContract {
    @Override
    StoreKind kind() {
        return StoreKind.MYSQL;
    }
}
