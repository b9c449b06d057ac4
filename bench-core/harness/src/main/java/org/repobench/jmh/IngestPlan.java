package org.repobench.jmh;

import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * An ingest that grows one store through a whole trial, one batch per measurement iteration, so each iteration's
 * time is one point of the curve (batch time against what is already stored). Warm-up iterations would ingest
 * batches that no result shows, so there must be none: the JIT warms up during the first batch, as a freshly
 * started repository does.
 *
 * @param total   items in the whole ingest
 * @param batches measurement iterations
 */
public record IngestPlan(int total, int batches) {
    public IngestPlan {
        if (batches < 1 || total < batches) {
            throw new IllegalArgumentException("an ingest of " + total + " items cannot be split into " + batches
                    + " batches (one per measurement iteration, -i): use at most " + total + " iterations");
        }
    }

    /** The plan for this run's measurement iterations; fails when the run would warm up by ingesting. */
    public static IngestPlan of(int total, BenchmarkParams params) {
        if (params.getWarmup().getCount() > 0) {
            throw new IllegalStateException("an ingest benchmark times every batch once, in order: run it without "
                    + "warm-up iterations (-wi 0), not " + params.getWarmup().getCount());
        }
        return new IngestPlan(total, params.getMeasurement().getCount());
    }

    /** The first item of batch {@code batch} (0-based). */
    public int start(int batch) {
        return (int) ((long) total * batch / batches);
    }

    /** One past the last item of batch {@code batch}. */
    public int end(int batch) {
        return start(batch + 1);
    }
}
