package org.repobench.store;

import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.jdbc.JdbcStores;
import org.repobench.store.leveldb.LevelDbStores;
import org.repobench.store.s3.S3Stores;

import java.util.Arrays;
import java.util.stream.Collectors;

/** Factories for the stores and binary stores whose backends live in their own packages. */
final class StoreFactories {
    private StoreFactories() {
    }

    static StoreBackend leveldb() {
        return LevelDbStores.backend();
    }

    static StoreBackend postgresql() {
        return JdbcStores.postgresql();
    }

    static StoreBackend mysql() {
        return JdbcStores.mysql();
    }

    static StoreBackend withDatabaseBinaries(StoreBackend base) {
        return new BackendWithBinaries(base, JdbcStores.databaseBinaries(base));
    }

    static StoreBackend withS3Binaries(StoreBackend base) {
        return new BackendWithBinaries(base, S3Stores.binaries());
    }

    static boolean isDatabase(StoreKind kind) {
        return JdbcDialect.of(kind).isPresent();
    }

    /** "postgresql, mysql". */
    static String databaseStores() {
        return Arrays.stream(JdbcDialect.values()).map(JdbcDialect::storeName).collect(Collectors.joining(", "));
    }
}
