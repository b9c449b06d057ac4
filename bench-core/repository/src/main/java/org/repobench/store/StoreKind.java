package org.repobench.store;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The persistence stores a benchmark can run on: the JMH {@code store} param. Each constant is a factory: the file
 * store's backend is in this package, the others' come from their packages' {@link StoreProvider}s.
 */
public enum StoreKind {
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

    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses a user's store name, case-insensitively; the error names the value and the accepted ones. */
    public static StoreKind parse(String option, String value) {
        for (StoreKind kind : values()) {
            if (kind.name().equalsIgnoreCase(value == null ? "" : value.trim())) {
                return kind;
            }
        }
        throw new IllegalArgumentException(option + ": unknown store '" + value + "'; accepted: " + accepted());
    }

    public static String accepted() {
        return Arrays.stream(values()).map(StoreKind::cliName).collect(Collectors.joining(", "));
    }
}
