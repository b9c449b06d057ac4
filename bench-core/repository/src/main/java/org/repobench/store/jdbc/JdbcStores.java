package org.repobench.store.jdbc;

import org.repobench.store.StoreKind;
import org.repobench.store.StoreProvider;

import java.util.Optional;

import org.repobench.store.settings.Environment;

import org.repobench.store.BinaryStoreKind;
import org.repobench.store.ExternalBinaries;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreUnavailableException;

/**
 * Entry point of the relational stores. Only explicitly configured servers are used here (see {@link SettingNames}):
 * in a JMH fork the host has already resolved and started the server, and a fork must never start one itself.
 */
public final class JdbcStores implements StoreProvider {
    @Override
    public Optional<StoreBackend> backend(StoreKind kind) {
        return JdbcDialect.of(kind).map(dialect -> backend(dialect, Environment.system(), JdbcConnections::check));
    }

    @Override
    public Optional<ExternalBinaries> binaries(BinaryStoreKind kind, StoreBackend base) {
        return kind == BinaryStoreKind.DATABASE ? Optional.of(databaseBinaries(base)) : Optional.empty();
    }

    /**
     * ModeShape's database binary store on the server of {@code base}, which must be a database store.
     *
     * @throws IllegalArgumentException for any other store, saying why
     */
    public static ExternalBinaries databaseBinaries(StoreBackend base) {
        if (base instanceof JdbcStoreBackend jdbc) {
            return new DatabaseBinaries(jdbc.database());
        }
        throw new IllegalArgumentException(BinaryStoreKind.DATABASE.notApplicableTo(base.kind())
                .orElse("binaryStore=DATABASE needs a backend of a database store, not " + base));
    }

    /**
     * A backend on the configured server, which has just answered a plain JDBC connection, so that a dead server is
     * reported in one line before ModeShape starts.
     *
     * @throws StoreUnavailableException when no server is configured or it cannot be reached
     */
    public static StoreBackend backend(JdbcDialect dialect, Environment environment, ServerCheck check) {
        DatabaseServer database = ExplicitServer.lookup(dialect, environment)
                .orElseThrow(() -> new StoreUnavailableException(HowTo.notConfigured(dialect)));
        return new JdbcStoreBackend(database, check.check(database));
    }
}
