package org.repobench.store.s3;

import org.repobench.store.ExternalBinaries;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.jdbc.Environment;

/**
 * Entry point of the S3 binary store. Only an explicitly configured endpoint is used here (see {@link S3Settings}): in
 * a JMH fork the host has already resolved it, and started the server if it had to; a fork never starts one.
 */
public final class S3Stores {
    private S3Stores() {
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
