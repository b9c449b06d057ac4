package org.repobench.ldp.fedora;

import org.repobench.api.LeverRange;
import org.repobench.ldp.LdpException;
import org.repobench.store.StoreKind;
import org.repobench.store.jdbc.DatabaseServer;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What to start, checked before anything is created: the build, a store it runs on, the database exactly when the
 * store needs one, a cache size, auto-versioning and a binary store only where they mean something. Each mistake is
 * one line naming the value and what is accepted.
 */
record ServerSpec(FedoraBuild build, StoreKind store, Optional<DatabaseServer> database, ServerTuning tuning,
                  Duration deadline) {

    static ServerSpec of(FedoraBuild build, StoreKind store, Optional<DatabaseServer> database, ServerTuning tuning,
                         Duration deadline) {
        build.notApplicable(store).ifPresent(reason -> {
            throw new LdpException(reason);
        });
        if (store.isDatabase() && database.isEmpty()) {
            throw new LdpException("store=" + store.cliName() + " needs a database for " + build.cliName()
                    + "; accepted: the server of an existing " + store.cliName() + " database (the suite's"
                    + " provisioning gives one)");
        }
        if (!store.isDatabase() && database.isPresent()) {
            throw new LdpException("store=" + store.cliName() + " keeps everything in files, but a database was given ("
                    + database.get() + "); accepted: no database");
        }
        if (database.isPresent() && database.get().dialect().kind() != store) {
            throw new LdpException("store=" + store.cliName() + " was given a " + database.get().dialect().storeName()
                    + " database (" + database.get() + "); accepted: a " + store.cliName() + " database");
        }
        OptionalInt cacheSize = tuning.cacheSize();
        if (cacheSize.isPresent()) {
            build.cacheSizeNotApplicable().ifPresent(reason -> {
                throw new LdpException(reason);
            });
            if (!LeverRange.CACHE_SIZE.accepts(cacheSize.getAsInt())) {
                throw new LdpException(LeverRange.CACHE_SIZE.refusal(cacheSize.getAsInt()));
            }
        }
        if (tuning.autoVersioning().isPresent()) {
            build.autoVersioningNotApplicable().ifPresent(reason -> {
                throw new LdpException(reason);
            });
        }
        build.notApplicable(tuning.binaryStore()).ifPresent(reason -> {
            throw new LdpException(reason);
        });
        if (deadline.isNegative() || deadline.isZero()) {
            throw new LdpException("deadline: " + deadline + " is not accepted; accepted: a positive duration, e.g."
                    + " 2 minutes");
        }
        return new ServerSpec(build, store, database, tuning, deadline);
    }

    /** Where a server of this spec with its home at {@code home} keeps what it stores. */
    ServerStorage storage(Path home) {
        return new ServerStorage(build.line(), build.cliName(), store, tuning.binaryStore(), home, database);
    }

    /** "fedora-4.7.5 store=file" (with " cacheSize=N", " autoVersioning=false" when set): how messages name it. */
    String describe() {
        return build.cliName() + " store=" + store.cliName() + tuning.describe();
    }
}
