package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.repobench.store.StoreKind;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A run that names no store provisions every one, except a run against a server given by URL alone. */
class UnnamedStoresTest {
    @Test
    void aRunOfTheModelOrAManagedServerProvisionsEveryStore() {
        assertEquals(List.of(StoreKind.values()), BenchLauncher.unnamedStores(Map.of()));
        assertEquals(List.of(StoreKind.values()), BenchLauncher.unnamedStores(Map.of("target",
                List.of("URL", "FEDORA_4_7_5"))));
    }

    @Test
    void aRunOfAServerGivenByUrlAloneProvisionsNoDatabase() {
        assertEquals(List.of(StoreKind.FILE), BenchLauncher.unnamedStores(Map.of("target", List.of("URL"))));
    }
}
