package org.repobench.load;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The cycles the benchmark modules on the class path define, by name. A module offers its own through
 * {@code META-INF/services/org.repobench.load.LoadCycle.Provider}.
 */
public final class LoadCycles {
    private LoadCycles() {
    }

    /** What a benchmark module offers. */
    public interface Provider {
        Iterable<LoadCycle> cycles();
    }

    /** Every cycle on the class path, by name, sorted. */
    public static Map<String, LoadCycle> available() {
        Map<String, LoadCycle> cycles = new TreeMap<>();
        for (Provider provider : ServiceLoader.load(Provider.class)) {
            for (LoadCycle cycle : provider.cycles()) {
                LoadCycle before = cycles.putIfAbsent(cycle.name(), cycle);
                if (before != null && before.getClass() != cycle.getClass()) {
                    throw new IllegalStateException("two load cycles are named '" + cycle.name() + "': "
                            + before.getClass().getName() + " and " + cycle.getClass().getName());
                }
            }
        }
        return cycles;
    }
}
