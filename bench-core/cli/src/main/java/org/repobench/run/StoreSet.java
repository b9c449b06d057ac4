package org.repobench.run;

import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A set of stores that run with the same binary stores, one pass of the model: JMH runs the cross product of its
 * params, and DATABASE binaries on file or LevelDB do not exist, so the launcher runs one JMH pass per set and
 * says which combinations it left out and why, instead of letting them fail or vanish.
 *
 * @param stores       store param values, in {@link StoreKind} order
 * @param binaryStores binaryStore param values; empty when the run did not set the param
 */
record StoreSet(String[] stores, Optional<String[]> binaryStores) {
    static List<StoreSet> of(Set<StoreKind> available, List<String> binaryStores, PrintStream out) {
        List<StoreKind> ordered = Arrays.stream(StoreKind.values()).filter(available::contains).toList();
        if (binaryStores == null) {
            return List.of(new StoreSet(names(ordered), Optional.empty()));
        }
        Map<List<String>, List<StoreKind>> byBinaries = new LinkedHashMap<>();
        for (StoreKind store : ordered) {
            List<String> applicable = new ArrayList<>();
            for (String value : binaryStores) {
                Optional<String> notApplicable = BinaryStoreKind.valueOf(value).notApplicableTo(store);
                if (notApplicable.isPresent()) {
                    out.println("# repobench: not run: " + notApplicable.get());
                } else {
                    applicable.add(value);
                }
            }
            if (!applicable.isEmpty()) {
                byBinaries.computeIfAbsent(applicable, k -> new ArrayList<>()).add(store);
            }
        }
        List<StoreSet> sets = new ArrayList<>();
        byBinaries.forEach((binaries, stores) ->
                sets.add(new StoreSet(names(stores), Optional.of(binaries.toArray(String[]::new)))));
        return sets;
    }

    private static String[] names(List<StoreKind> stores) {
        return stores.stream().map(StoreKind::name).toArray(String[]::new);
    }
}
