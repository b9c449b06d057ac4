package org.repobench.provision;

import org.repobench.store.StoreKind;
import org.repobench.store.settings.Environment;
import org.repobench.store.jdbc.ExplicitServer;
import org.repobench.store.jdbc.JdbcDialect;

import java.util.ArrayList;
import java.util.List;

/**
 * The stores that work without starting anything: file and LevelDB always, a database when an explicit server is
 * configured (REPOBENCH_POSTGRESQL_URL, REPOBENCH_MYSQL_URL). Tests run on these, so CI covers all four stores by
 * exporting the URLs, and a developer's machine without databases still runs everything else.
 */
public final class ConfiguredStores {
    private ConfiguredStores() {
    }

    public static List<StoreKind> withoutProvisioning() {
        List<StoreKind> stores = new ArrayList<>(List.of(StoreKind.FILE, StoreKind.LEVELDB));
        for (JdbcDialect dialect : JdbcDialect.values()) {
            if (ExplicitServer.lookup(dialect, Environment.system()).isPresent()) {
                stores.add(dialect.kind());
            }
        }
        return stores;
    }
}
