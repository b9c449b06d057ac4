package org.repobench.compare;

import org.repobench.results.ParamOrder;
import org.repobench.results.ResultKey;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * How a comparison names its benchmarks, in its tables and charts: a param with one value in every benchmark that has
 * it (a write benchmark's resource, a GET's prefer, the target of a gate between builds) said once, each row by what
 * tells it apart, a param its benchmark does not have ({@code n/a}) left out. A gate between two Fedora builds
 * otherwise named every row "warmGet target=FEDORA_6_1_0 store=FILE workload=N_MEMBERS size=1000 parallel=n/a
 * cacheSize=n/a referenceLookup=n/a traversal=n/a prefer=SCRIPT layout=PAIRTREE seed=42".
 *
 * @param common the params with one value in every benchmark that has them
 */
record ComparisonLabels(Map<String, String> common) {

    static ComparisonLabels of(List<BenchmarkComparison> benchmarks) {
        Map<String, String> common = new LinkedHashMap<>();
        for (BenchmarkComparison benchmark : benchmarks) {
            benchmark.key().params().forEach((name, value) -> {
                if (benchmarks.stream().map(p -> p.key().params().get(name))
                        .allMatch(other -> other == null || other.equals(value))) {
                    common.putIfAbsent(name, value);
                }
            });
        }
        common.values().removeIf(ParamOrder.NOT_APPLICABLE::equals);
        return new ComparisonLabels(ParamOrder.ordered(common));
    }

    /** "ManyMembersBenchmark.warmGet workload=N_MEMBERS size=1000 [avgt]". */
    String of(ResultKey key) {
        Set<String> leftOut = new HashSet<>(common.keySet());
        key.params().forEach((name, value) -> {
            if (ParamOrder.NOT_APPLICABLE.equals(value)) {
                leftOut.add(name);
            }
        });
        return key.label(leftOut) + " [" + key.mode() + "]";
    }

    /** "Same for every benchmark that has it: target=FEDORA_6_1_0 store=FILE seed=42 (...)." */
    Optional<String> line() {
        return common.isEmpty() ? Optional.empty() : Optional.of("Same for every benchmark that has it: "
                + ParamOrder.describe(common) + " (a param a benchmark does not have, n/a, is left out of its name).");
    }
}
