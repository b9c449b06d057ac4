package org.repobench.store;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;

/** The {@link StoreProvider}s on the class path, loaded once. */
final class StoreProviders {
    private static final List<StoreProvider> PROVIDERS = ServiceLoader.load(StoreProvider.class).stream()
            .map(ServiceLoader.Provider::get).toList();

    private StoreProviders() {
    }

    static <T> T first(Function<StoreProvider, Optional<T>> ask, String what) {
        return PROVIDERS.stream().map(ask).flatMap(Optional::stream).findFirst().orElseThrow(
                () -> new IllegalStateException("no store provider on the class path makes " + what
                        + " (META-INF/services/" + StoreProvider.class.getName() + ")"));
    }
}
