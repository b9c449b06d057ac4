package org.repobench.results;

import org.apache.commons.math3.distribution.TDistribution;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Merges two results with the same {@link ResultKey}, e.g. the same benchmark run again on another day, or base and
 * head arms of an interleaved (A B B A) run written to separate files.
 *
 * <p>Rule: the forks of both are kept, in input order, so every fork stays one sample. The score is then recomputed the
 * way JMH computes it (mean of all pooled iterations, error = half-width of the 99.9 % Student-t interval, NaN for two
 * or fewer iterations). A secondary metric one of the two lacks keeps its forks at their places, an empty fork for
 * each of the other's, so that fork k of every metric is the same fork. JVM and run settings are those of the first
 * result (the kind of sample {@link SampleKind#MIXED} where the two differ); {@code sources} lists both files. The
 * second result is converted to the first one's unit when they differ (ms/op and us/op, say). Results without
 * {@code rawData} cannot be pooled and are rejected, as are units that do not convert. JMH's percentiles
 * ({@code scorePercentiles}) are not kept: percentiles of two runs do not combine into the percentiles of both.
 */
public final class ResultMerger {
    private static final double JMH_CONFIDENCE = 0.999;

    private ResultMerger() {
    }

    public static JmhResult merge(JmhResult first, JmhResult second) {
        if (!first.key().equals(second.key())) {
            throw new IllegalArgumentException("cannot merge different benchmarks: " + first.key() + " and "
                    + second.key());
        }
        Metric primary = mergeMetric(first.primary(), second.primary(), "primary metric", first, second);
        Map<String, Metric> secondary = new LinkedHashMap<>();
        // A secondary metric only one side has (a profiler used in one run, a step whose server wrote no CPU time)
        // keeps its forks where they ran: an empty fork stands for each fork of the side without it, so fork k of
        // every metric stays fork k of the time, the same step. Appended as it was, every later fork shifted onto
        // another step's, and a comparison pairing forks by position paired the wrong ones.
        for (Map.Entry<String, Metric> e : first.secondary().entrySet()) {
            Metric other = second.secondary().get(e.getKey());
            secondary.put(e.getKey(), other == null ? padded(e.getValue(), first.primary(), 0,
                    second.primary().forkCount())
                    : !canPool(e.getValue(), other) ? e.getValue()
                    : mergeMetric(e.getValue(), other, e.getKey(), first, second));
        }
        second.secondary().forEach((name, metric) -> secondary.computeIfAbsent(name,
                absent -> padded(metric, second.primary(), first.primary().forkCount(), 0)));
        List<Path> sources = new ArrayList<>(first.sources());
        sources.addAll(second.sources());
        return new JmhResult(first.key(), first.jvm(), first.settings().merged(primary.forkCount(),
                second.settings().sample()), primary,
                secondary, sources);
    }

    /**
     * The metric with {@code before} empty forks ahead of its own and {@code after} behind them; as it is where it
     * has no raw data, or not one fork per fork of its time (then its forks cannot be placed, and
     * {@code compare} says so where it would pair them).
     */
    private static Metric padded(Metric metric, Metric time, int before, int after) {
        if (!metric.hasRawData() || metric.forkCount() != time.forkCount()) {
            return metric;
        }
        List<double[]> forks = new ArrayList<>();
        for (int k = 0; k < before; k++) {
            forks.add(new double[0]);
        }
        forks.addAll(metric.forks());
        for (int k = 0; k < after; k++) {
            forks.add(new double[0]);
        }
        return pooled(forks, metric.unit());
    }

    private static boolean canPool(Metric a, Metric b) {
        return a.hasRawData() && b.hasRawData() && b.unit().convertibleTo(a.unit());
    }

    private static Metric mergeMetric(Metric a, Metric b, String what, JmhResult first, JmhResult second) {
        if (!a.hasRawData() || !b.hasRawData()) {
            JmhResult without = a.hasRawData() ? second : first;
            throw new ResultFileException(without.sources().get(0), without.key().label() + ": " + what
                    + " has no rawData, so it cannot be merged with the same benchmark from "
                    + (without == first ? second : first).sources().get(0)
                    + "; keep one of the two files, or re-run JMH with -rf json");
        }
        if (!b.unit().convertibleTo(a.unit())) {
            throw new ResultFileException(second.sources().get(0), second.key().label() + ": unit '" + b.unit()
                    + "' cannot be merged with unit '" + a.unit() + "' of the same benchmark in "
                    + first.sources().get(0));
        }
        List<double[]> forks = new ArrayList<>(a.forks());
        forks.addAll(b.convertTo(a.unit()).forks());
        return pooled(forks, a.unit());
    }

    /** JMH's own statistics over all iterations of all forks. */
    static Metric pooled(List<double[]> forks, ScoreUnit unit) {
        double sum = 0;
        int n = 0;
        for (double[] fork : forks) {
            for (double v : fork) {
                sum += v;
                n++;
            }
        }
        double mean = n == 0 ? Double.NaN : sum / n;
        double squares = 0;
        for (double[] fork : forks) {
            for (double v : fork) {
                squares += (v - mean) * (v - mean);
            }
        }
        double error = Double.NaN;
        if (n > 2) {
            double sd = Math.sqrt(squares / (n - 1));
            double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - JMH_CONFIDENCE) / 2);
            error = t * sd / Math.sqrt(n);
        }
        return new Metric(mean, error, mean - error, mean + error, unit, forks);
    }
}
