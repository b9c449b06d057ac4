package org.repobench.store.jdbc;

import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;
import org.repobench.store.StoreKind;

@EnabledIfEnvironmentVariable(named = "REPOBENCH_POSTGRESQL_URL", matches = ".+")
class PostgresqlStoreTest extends JdbcStoreContract {
    @Override
    StoreKind kind() {
        return StoreKind.POSTGRESQL;
    }
}
