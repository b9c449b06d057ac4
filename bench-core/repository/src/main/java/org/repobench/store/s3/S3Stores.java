package org.repobench.store.s3;

import org.repobench.store.BinaryStoreKind;
import org.repobench.store.ExternalBinaries;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreProvider;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Environment;

import java.util.Optional;

/**
 * Entry point of the S3 binary store. Only an explicitly configured endpoint is used here (see {@link S3Settings}): in
 * a JMH fork the host has already resolved it, and started the server if it had to; a fork never starts one.
 */
public final class S3Stores implements StoreProvider {
    @Override
    public Optional<StoreBackend> backend(StoreKind kind) {
        return Optional.empty();
    }

    @Override
    public Optional<ExternalBinaries> binaries(BinaryStoreKind kind, StoreBackend base) {
        return kind == BinaryStoreKind.S3 ? Optional.of(binaries()) : Optional.empty();
    }

    /** @throws StoreUnavailableException when no endpoint is configured, saying how to give one */
    public static ExternalBinaries binaries() {
        return binaries(Environment.system());
    }

    static ExternalBinaries binaries(Environment environment) {
        S3Endpoint endpoint = S3Endpoints.lookup(environment)
                .orElseThrow(() -> new StoreUnavailableException(S3Settings.notConfigured()));
        return new S3Binaries(endpoint);
    }
}
