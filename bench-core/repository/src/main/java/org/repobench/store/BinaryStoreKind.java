package org.repobench.store;

import org.repobench.api.EnumValues;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Where ModeShape keeps binary values (the JMH {@code binaryStore} param). Each constant is a factory that gives a
 * store backend this binary store (see {@link StoreBackend#withBinaries(BinaryStoreKind)}): FILE is the backend's
 * own, the others come from their packages' {@link StoreProvider}s.
 */
public enum BinaryStoreKind implements EnumValues.Named {
    /** ModeShape's file binary store in the location's directory, as every store had it before. */
    FILE(""),
    /** ModeShape's {@code DatabaseBinaryStore} on the database server the store itself runs on. */
    DATABASE("db"),
    /** ModeShape's {@code S3BinaryStore} on the S3 endpoint the launcher provisioned, as fcrepo's *-s3 configs. */
    S3("s3");

    private final String cacheSuffix;

    BinaryStoreKind(String cacheSuffix) {
        this.cacheSuffix = cacheSuffix;
    }

    @Override
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** What {@link StoreBackend#cacheName()} appends for this binary store: "" for FILE, "_db", "_s3". */
    String cacheSuffix() {
        return cacheSuffix.isEmpty() ? "" : "_" + cacheSuffix;
    }

    /** One line saying why this binary store cannot be combined with the store, or empty when it can. */
    public Optional<String> notApplicableTo(StoreKind store) {
        if (this != DATABASE || store.isDatabase()) {
            return Optional.empty();
        }
        return Optional.of("binaryStore=" + name() + " is not applicable to store " + store.cliName()
                + ": ModeShape's database binary store needs a database store (" + Arrays.stream(StoreKind.values())
                .filter(StoreKind::isDatabase).map(StoreKind::cliName).collect(Collectors.joining(", ")) + ")");
    }

    /** {@code base} with this binary store; see {@link StoreBackend#withBinaries(BinaryStoreKind)}. */
    StoreBackend attachTo(StoreBackend base) {
        notApplicableTo(base.kind()).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        return this == FILE ? base : new BackendWithBinaries(base,
                StoreProviders.first(provider -> provider.binaries(this, base), "binary store " + cliName()));
    }
}
