package org.repobench.results;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * One benchmark result from a JMH JSON file (one array entry of {@code -rf json}), or several merged ones.
 * {@code sources} names every file the data came from.
 */
public record JmhResult(ResultKey key, JvmInfo jvm, RunSettings settings, Metric primary,
                        Map<String, Metric> secondary, List<Path> sources) {
    /** Bytes allocated per operation, JMH's {@code -prof gc}; nearly deterministic where time is noisy. */
    public static final String ALLOCATION = "gc.alloc.rate.norm";
    /**
     * Write benchmarks' operations completed per second by all threads together over the iteration's wall time:
     * measured, so it also holds the time threads spent in untimed per-operation setup.
     */
    public static final String THROUGHPUT = "ops.perSecond";

    public JmhResult {
        secondary = Collections.unmodifiableMap(new LinkedHashMap<>(secondary));
        sources = List.copyOf(sources);
    }

    public String benchmark() {
        return key.benchmark();
    }

    public String mode() {
        return key.mode();
    }

    public SortedMap<String, String> params() {
        return key.params();
    }

    /**
     * A secondary metric by name. Older JMH versions wrote profiler metrics with a {@code ·} prefix
     * ({@code ·gc.alloc.rate.norm}); the reader strips it, and so does this lookup, so either spelling finds it.
     */
    public Metric secondary(String name) {
        return secondary.get(SecondaryNames.normalise(name));
    }

    /** {@link #ALLOCATION}, or null when the run had no {@code -prof gc}. */
    public Metric allocation() {
        return secondary(ALLOCATION);
    }
}
