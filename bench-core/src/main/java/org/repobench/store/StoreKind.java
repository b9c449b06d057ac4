package org.repobench.store;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The persistence stores a benchmark can run on: the JMH {@code store} param. Each constant is a factory. */
public enum StoreKind {
    FILE(FileStoreBackend::new),
    LEVELDB(StoreFactories::leveldb),
    POSTGRESQL(StoreFactories::postgresql),
    MYSQL(StoreFactories::mysql);

    private final Supplier<StoreBackend> factory;

    StoreKind(Supplier<StoreBackend> factory) {
        this.factory = factory;
    }

    /** A backend for this kind; throws {@link StoreUnavailableException} with a how-to when it cannot run here. */
    public StoreBackend backend() {
        return factory.get();
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
