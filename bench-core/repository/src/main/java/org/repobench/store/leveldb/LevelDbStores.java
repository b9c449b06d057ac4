package org.repobench.store.leveldb;

import org.repobench.store.BinaryStoreKind;
import org.repobench.store.ExternalBinaries;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreProvider;
import org.repobench.store.StoreBackend;

import java.util.Optional;

/** Entry point of the LevelDB store. */
public final class LevelDbStores implements StoreProvider {
    @Override
    public Optional<StoreBackend> backend(StoreKind kind) {
        return kind == StoreKind.LEVELDB ? Optional.of(backend()) : Optional.empty();
    }

    @Override
    public Optional<ExternalBinaries> binaries(BinaryStoreKind kind, StoreBackend base) {
        return Optional.empty();
    }

    /** The LevelDB backend with the library the environment asks for; see {@link LevelDbStoreBackend}. */
    public static StoreBackend backend() {
        return LevelDbStoreBackend.fromEnvironment();
    }
}
