package org.repobench.crud;

import org.repobench.api.MetricNames;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.jmh.IngestPlan;
import org.repobench.jmh.WriteCounts;

import java.util.OptionalLong;

/**
 * The bookkeeping of an ingest that grows through the trial, one batch per iteration: which batch an iteration is,
 * how long each item took (so the first and the last tenth can be told apart, and the curve is not just an average),
 * and what each iteration reports beside its time: ms per item, the heap's peak since the ingest started (the
 * server's, on a server the suite runs) and the store's size.
 */
final class IngestCurve {
    private final IngestPlan plan;
    private final String item;
    private final long[] itemNanos;
    private int batch = -1;

    /** @param item what one item is, for metric names: "resource", "page", "patch" */
    IngestCurve(int total, BenchmarkParams params, String item) {
        this.plan = IngestPlan.of(total, params);
        this.item = item;
        this.itemNanos = new long[total];
    }

    /** At the start of an iteration: the next batch. */
    void nextBatch() {
        batch++;
    }

    int start() {
        return plan.start(batch);
    }

    int end() {
        return plan.end(batch);
    }

    /** What one item is: "resource", "page", "patch". */
    String item() {
        return item;
    }

    boolean lastBatch() {
        return batch == plan.batches() - 1;
    }

    void took(int item, long nanos) {
        itemNanos[item] = nanos;
    }

    /** At the end of an iteration: what it reports beside its time. */
    void report(IngestTarget target) throws Exception {
        WriteCounts.report(MetricNames.INGEST_PER_ITEM + capitalized(), meanMs(start(), end()), "ms",
                AggregationPolicy.AVG);
        target.reportHeapPeak();
        OptionalLong stored = target.bytesStored();
        if (stored.isPresent()) {
            WriteCounts.report(MetricNames.STORE_SIZE, stored.getAsLong(), "B", AggregationPolicy.MAX);
        }
        if (lastBatch()) {
            int tenth = Math.max(1, plan.total() / 10);
            WriteCounts.report(MetricNames.INGEST_FIRST_TENTH + capitalized(), meanMs(0, tenth), "ms",
                    AggregationPolicy.MAX);
            WriteCounts.report(MetricNames.INGEST_LAST_TENTH + capitalized(),
                    meanMs(plan.total() - tenth, plan.total()), "ms", AggregationPolicy.MAX);
            // Plum's question: does a batch take longer the bigger the book already is? (the seed's ratio: ~12)
            WriteCounts.report(MetricNames.LAST_TO_FIRST_BATCH, meanMs(plan.start(batch), plan.end(batch))
                    / meanMs(plan.start(0), plan.end(0)), "x", AggregationPolicy.MAX);
        }
    }

    private double meanMs(int from, int to) {
        long sum = 0;
        for (int i = from; i < to; i++) {
            sum += itemNanos[i];
        }
        return to > from ? sum / 1e6 / (to - from) : Double.NaN;
    }

    private String capitalized() {
        return Character.toUpperCase(item.charAt(0)) + item.substring(1);
    }
}
