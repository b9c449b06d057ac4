package org.repobench.results;

import org.repobench.api.MetricNames;

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

    /** {@link MetricNames#ALLOCATION}, or null when the run had no {@code -prof gc}. */
    public Metric allocation() {
        return secondary(MetricNames.ALLOCATION);
    }

    /**
     * A managed server's own allocation per operation ({@link MetricNames#SERVER_ALLOCATION}), read from its GC log;
     * null for the model and a server given by URL. Against a server it is where the work happens: the fork's own
     * allocation is the client's.
     */
    public Metric serverAllocation() {
        return secondary(MetricNames.SERVER_ALLOCATION);
    }
}
