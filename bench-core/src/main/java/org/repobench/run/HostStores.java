package org.repobench.run;

import org.repobench.store.StoreKind;
import org.repobench.store.StoreUnavailableException;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Decides in the host JVM, before any fork starts, which stores can run. A store the user named that cannot run is
 * an error; from the default set it is skipped with its reason.
 */
final class HostStores implements AutoCloseable {
    private final List<StoreKind> available = new ArrayList<>();
    private final Map<StoreKind, String> skipped = new LinkedHashMap<>();

    static HostStores provision(Collection<StoreKind> requested, boolean explicitlyRequested) {
        HostStores stores = new HostStores();
        for (StoreKind kind : requested) {
            try (var backend = kind.backend()) {
                backend.describe();
                stores.available.add(kind);
            } catch (StoreUnavailableException e) {
                if (explicitlyRequested) {
                    throw new IllegalArgumentException("store " + kind.cliName() + " is unavailable: " + e.getMessage());
                }
                stores.skipped.put(kind, e.getMessage());
            }
        }
        return stores;
    }

    List<StoreKind> available() {
        return available;
    }

    Map<StoreKind, String> skipped() {
        return skipped;
    }

    /** System properties the forks need to reach what the host provisioned (never a secret). */
    List<String> forkJvmArgs() {
        return List.of();
    }

    @Override
    public void close() {
    }
}
