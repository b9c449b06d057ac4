package org.repobench.compare;

import java.util.Arrays;

/** One side of a comparison: the per-fork means of one benchmark, in one unit. */
public record Sample(double[] values) {
    public Sample {
        values = values.clone();
    }

    @Override
    public double[] values() {
        return values.clone();
    }

    public int size() {
        return values.length;
    }

    public double mean() {
        return Arrays.stream(values).average().orElse(Double.NaN);
    }

    /** Sample standard deviation; NaN for fewer than two values. */
    public double sd() {
        if (values.length < 2) {
            return Double.NaN;
        }
        double mean = mean();
        double squares = Arrays.stream(values).map(v -> (v - mean) * (v - mean)).sum();
        return Math.sqrt(squares / (values.length - 1));
    }

    public double median() {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n == 0 ? Double.NaN : n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
