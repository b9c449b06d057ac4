package org.repobench.results;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A JMH metric: the score JMH computed plus the measurements it came from, one array of iteration values per fork
 * ({@code rawData[fork][iteration]}). In sample mode JMH writes a histogram instead; each iteration is then represented
 * by the mean of its histogram, which keeps the fork means exact, and JMH's percentiles over all samples
 * ({@code scorePercentiles}) are kept as JMH computed them.
 */
public final class Metric {
    private final double score;
    private final double scoreError;
    private final double confidenceLow;
    private final double confidenceHigh;
    private final ScoreUnit unit;
    private final List<double[]> forks;
    private final SortedMap<Double, Double> percentiles;

    public Metric(double score, double scoreError, double confidenceLow, double confidenceHigh, ScoreUnit unit,
                  List<double[]> forks) {
        this(score, scoreError, confidenceLow, confidenceHigh, unit, forks, new TreeMap<>());
    }

    /** @param percentiles JMH's {@code scorePercentiles}: percent (50.0, 99.0, ...) to value, in the metric's unit */
    public Metric(double score, double scoreError, double confidenceLow, double confidenceHigh, ScoreUnit unit,
                  List<double[]> forks, SortedMap<Double, Double> percentiles) {
        this.percentiles = Collections.unmodifiableSortedMap(new TreeMap<>(percentiles));
        this.score = score;
        this.scoreError = scoreError;
        this.confidenceLow = confidenceLow;
        this.confidenceHigh = confidenceHigh;
        this.unit = unit;
        List<double[]> copy = new ArrayList<>(forks.size());
        forks.forEach(f -> copy.add(f.clone()));
        this.forks = Collections.unmodifiableList(copy);
    }

    public double score() {
        return score;
    }

    /** Half-width of JMH's 99.9 % interval over all pooled iterations; NaN when JMH could not compute it. */
    public double scoreError() {
        return scoreError;
    }

    public double confidenceLow() {
        return confidenceLow;
    }

    public double confidenceHigh() {
        return confidenceHigh;
    }

    public ScoreUnit unit() {
        return unit;
    }

    public int forkCount() {
        return forks.size();
    }

    public boolean hasRawData() {
        return !forks.isEmpty();
    }

    /** Iteration values of one fork (a copy). */
    public double[] fork(int index) {
        return forks.get(index).clone();
    }

    /** Iteration values of all forks (copies). */
    public List<double[]> forks() {
        List<double[]> copy = new ArrayList<>(forks.size());
        forks.forEach(f -> copy.add(f.clone()));
        return copy;
    }

    /** Median and range over all iterations of all forks. */
    public Spread spread() {
        return Spread.of(forks);
    }

    /** The median over all iterations of all forks, the figure reports show; JMH's score when there is no raw data. */
    public double median() {
        Spread s = spread();
        return s.isEmpty() ? score : s.median();
    }

    /** JMH's percentiles, percent to value; empty unless JMH wrote them (sample mode) and the result was not merged. */
    public SortedMap<Double, Double> percentiles() {
        return percentiles;
    }

    /** One of JMH's percentiles (e.g. 99.0), or NaN when JMH did not write it. */
    public double percentile(double percent) {
        return percentiles.getOrDefault(percent, Double.NaN);
    }

    /**
     * The mean of each fork's iterations. Forks are independent JVM launches, so these (not the iterations) are the
     * samples a between-run test must use. A fork without iterations yields NaN.
     */
    public double[] forkMeans() {
        double[] means = new double[forks.size()];
        for (int i = 0; i < means.length; i++) {
            double[] values = forks.get(i);
            double sum = 0;
            for (double v : values) {
                sum += v;
            }
            means[i] = values.length == 0 ? Double.NaN : sum / values.length;
        }
        return means;
    }

    /** The same metric expressed in another compatible unit. */
    public Metric convertTo(ScoreUnit target) {
        if (target.equals(unit)) {
            return this;
        }
        double f = unit.factorTo(target);
        List<double[]> converted = new ArrayList<>(forks.size());
        for (double[] fork : forks) {
            double[] c = new double[fork.length];
            for (int i = 0; i < c.length; i++) {
                c[i] = fork[i] * f;
            }
            converted.add(c);
        }
        SortedMap<Double, Double> scaled = new TreeMap<>();
        percentiles.forEach((p, v) -> scaled.put(p, v * f));
        return new Metric(score * f, scoreError * f, confidenceLow * f, confidenceHigh * f, target, converted,
                scaled);
    }
}
