package org.repobench.jmh;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.repobench.api.MetricNames.*;

/**
 * Reports {@link WriteCounts} as secondary metrics of each iteration; the launcher adds it to every run, and it
 * reports nothing for benchmarks that write nothing. Counts are summed over a run's iterations (a failure anywhere
 * shows); sizes and rates are averaged. JMH has {@code @AuxCounters} for this, but only in throughput and
 * average-time modes, and write benchmarks need sample and single-shot time too.
 */
public final class WriteMetricsProfiler implements InternalProfiler {
    @Override
    public String getDescription() {
        return "repobench write metrics: conflicts, retries, failures, bytes stored, MB/s";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        WriteCounts.startIteration();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                      IterationResult result) {
        List<Result> results = new ArrayList<>();
        if (!WriteCounts.tracking()) {
            // a read benchmark's own measurements (e.g. the time to the first byte over HTTP), and no write counts
            drainMeasured(results);
            return results;
        }
        long ops = WriteCounts.OPS.sum();
        results.add(count(OPS, ops));
        results.add(count(CONFLICTS, WriteCounts.CONFLICTS.sum()));
        results.add(count(ERRORS, WriteCounts.ERRORS.sum()));
        results.add(count(RETRIES, WriteCounts.RETRIES.sum()));
        results.add(count(FAILURES, WriteCounts.FAILURES.sum()));
        results.add(count(STALE_READS, WriteCounts.STALE_READS.sum()));
        results.add(count(LOST, WriteCounts.LOST.sum()));
        long grew = WriteCounts.STORE_BYTES.sum();
        // a store nobody measured (a server given by URL) reports no growth rather than a growth of 0 B
        boolean measured = WriteCounts.STORE_MEASUREMENTS.sum() > 0;
        if (measured) {
            results.add(new ScalarResult(STORE_BYTES, grew, "B", AggregationPolicy.AVG));
        }
        if (iterationParams.getTime().getTime() > 0
                && benchmarkParams.getMode() != Mode.SingleShotTime) {
            // all threads together over the iteration's measurement time: the throughput a client farm would see
            double seconds = iterationParams.getTime().convertTo(TimeUnit.NANOSECONDS) / 1e9;
            results.add(new ScalarResult(THROUGHPUT, ops / seconds, "ops/s", AggregationPolicy.AVG));
        }
        if (ops > 0 && measured) {
            results.add(new ScalarResult(STORE_BYTES_PER_OP, (double) grew / ops, "B/op", AggregationPolicy.AVG));
        }
        long items = WriteCounts.INGESTED_ITEMS.sum();
        double milliseconds = timedMilliseconds(benchmarkParams, result);
        if (items > 0 && milliseconds > 0) {   // false for NaN
            results.add(new ScalarResult(MB_PER_SECOND, WriteCounts.INGESTED_BYTES.sum() / 1e6 / (milliseconds / 1e3),
                    "MB/s", AggregationPolicy.AVG));
            results.add(new ScalarResult(MS_PER_BINARY, milliseconds / items, "ms", AggregationPolicy.AVG));
        }
        drainMeasured(results);
        return results;
    }

    /**
     * The time of the iteration's one timed call in single-shot mode; rates need it, other modes give none, nor does
     * an iteration whose call threw (JMH reports that exception; failing here would put ours in its place).
     */
    private static double timedMilliseconds(BenchmarkParams params, IterationResult result) {
        if (params.getMode() != Mode.SingleShotTime || result.getRawPrimaryResults().isEmpty()) {
            return Double.NaN;
        }
        return result.getPrimaryResult().getScore() * params.getTimeUnit().toNanos(1) / 1e6;
    }

    private static void drainMeasured(List<Result> results) {
        for (ScalarResult measured; (measured = WriteCounts.MEASURED.poll()) != null; ) {
            results.add(measured);
        }
    }

    private static ScalarResult count(String label, long value) {
        return new ScalarResult(label, value, "#", AggregationPolicy.SUM);
    }
}
