package org.repobench.suite;

import org.junit.jupiter.api.Test;
import org.repobench.api.ParamNames;
import org.repobench.run.SelectedBenchmarks;

import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The params of the benchmarks an include selects, read from the suite's own benchmark list (the gate's narrowing). */
class SelectedBenchmarksTest {
    @Test
    void theGetsHaveWorkloadAndSizeButNotTheCreatesResource() {
        Set<String> gets = SelectedBenchmarks.paramNames("ManyMembersBenchmark\\.warmGet$").orElseThrow();
        assertTrue(gets.containsAll(Set.of(ParamNames.STORE, ParamNames.WORKLOAD, ParamNames.SIZE)), gets.toString());
        assertFalse(gets.contains(ParamNames.RESOURCE), gets.toString());
        Set<String> both = SelectedBenchmarks
                .paramNames("ManyMembersBenchmark\\.warmGet$|ConcurrentCrudBenchmark\\.create$").orElseThrow();
        assertTrue(both.containsAll(Set.of(ParamNames.WORKLOAD, ParamNames.RESOURCE)), both.toString());
    }

    @Test
    void anIncludeThatSelectsNothingKnowsNothing() {
        assertEquals(Optional.empty(), SelectedBenchmarks.paramNames("NoSuchBenchmark\\.nothing$"));
    }
}
