package org.repobench.store;

/** Factories for the stores whose backends live in their own packages. */
final class StoreFactories {
    private StoreFactories() {
    }

    static StoreBackend leveldb() {
        throw new StoreUnavailableException("store leveldb is not implemented yet");
    }

    static StoreBackend postgresql() {
        throw new StoreUnavailableException("store postgresql is not implemented yet");
    }

    static StoreBackend mysql() {
        throw new StoreUnavailableException("store mysql is not implemented yet");
    }
}
