package org.repobench.store;

import org.repobench.api.EnumValues;

import java.util.Locale;

/**
 * The persistence stores a benchmark can run on: the JMH {@code store} param. Each constant is a factory: the file
 * store's backend is in this package, the others' come from their packages' {@link StoreProvider}s.
 */
public enum StoreKind implements EnumValues.Named {
    FILE(false),
    LEVELDB(false),
    POSTGRESQL(true),
    MYSQL(true);

    private final boolean database;

    StoreKind(boolean database) {
        this.database = database;
    }

    /** A backend for this kind; throws {@link StoreUnavailableException} with a how-to when it cannot run here. */
    public StoreBackend backend() {
        return this == FILE ? new FileStoreBackend()
                : StoreProviders.first(provider -> provider.backend(this), "store " + cliName());
    }

    /** A relational database server keeps this store's documents (and can keep its binaries). */
    public boolean isDatabase() {
        return database;
    }

    @Override
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

}
