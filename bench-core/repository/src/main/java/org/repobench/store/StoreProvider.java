package org.repobench.store;

import java.util.Optional;

/**
 * The stores that live in packages of their own (LevelDB, the relational databases, S3 binaries), found with
 * {@link java.util.ServiceLoader} so that this package, which their backends build on, does not depend on them.
 * Each answers only for its own kinds.
 */
public interface StoreProvider {
    /** A backend of this kind, or empty when the kind is not this provider's. */
    Optional<StoreBackend> backend(StoreKind kind);

    /** Binaries of this kind for {@code base}, or empty when the kind is not this provider's. */
    Optional<ExternalBinaries> binaries(BinaryStoreKind kind, StoreBackend base);
}
