package org.repobench.provision;

import org.repobench.store.StoreKind;

import java.util.EnumSet;
import java.util.List;

/**
 * Every store, provisioned once for this JVM and kept until it exits: what the tests and their smoke runs use, so a
 * fresh machine's {@code mvn verify} tests all four stores as CI does. Databases come as they do for a run: the
 * settings' URLs (CI names its local services), else Testcontainers when Docker runs, else embedded servers on
 * 127.0.0.1. A store that cannot be had fails the tests with its how-to; it is never skipped.
 */
public final class EveryStore {
    private static ProvisionedStores provisioned;

    private EveryStore() {
    }

    /** FILE, LEVELDB, POSTGRESQL, MYSQL; the first call provisions the databases. */
    public static List<StoreKind> kinds() {
        return List.copyOf(provisioned().available());
    }

    /** The {@code -D} settings a JMH fork needs to reach the same databases. */
    public static List<String> forkJvmArgs() {
        return provisioned().forkJvmArgs();
    }

    private static synchronized ProvisionedStores provisioned() {
        if (provisioned == null) {
            ProvisionedStores stores = StoreProvisioner.forHost().provision(EnumSet.allOf(StoreKind.class), true);
            Runtime.getRuntime().addShutdownHook(new Thread(stores::close, "repobench-every-store-shutdown"));
            provisioned = stores;
        }
        return provisioned;
    }
}
