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

    // The write benchmarks' own metrics that reports read: written by their benchmarks, named only here.
    /** Operations completed in the iteration. */
    public static final String OPS = "ops";
    /** What the store grew by over the iteration (for a version: what the version added). */
    public static final String STORE_BYTES = "store.bytes";
    /** The versioning benchmark's store size before the timed version. */
    public static final String STORE_BYTES_BEFORE = "store.bytesBefore";
    /** The heap's peak since an ingest began. */
    public static final String HEAP_PEAK = "heap.peak";
    /** The store's size at the end of the iteration. */
    public static final String STORE_SIZE = "store.size";
    /** The version an iteration of a growing history made. */
    public static final String VERSION_NUMBER = "versions.number";
    /** The ingest's parent GET after its last batch. */
    public static final String PARENT_GET = "parentGet.ms";
    /** An ingest's ms per item (+ Resource, Page, Patch) over a batch, the first and the last tenth of the items. */
    public static final String INGEST_PER_ITEM = "ingest.msPer";
    public static final String INGEST_FIRST_TENTH = "ingest.first10pct.msPer";
    public static final String INGEST_LAST_TENTH = "ingest.last10pct.msPer";
    /** The last batch's ms per item over the first's. */
    public static final String LAST_TO_FIRST_BATCH = "ingest.lastToFirstBatch";

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
