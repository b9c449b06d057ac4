package org.repobench.results;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.Arrays;
import java.util.List;

/**
 * How the measurements behind a score scatter: the median and the range over every iteration of every fork, and how
 * many there were. With the 3 to 10 iterations a quick run has, JMH's 99.9 % Student-t half-width is often larger than
 * the mean and says little; the values actually seen do not depend on a distribution and cannot be negative for
 * times.
 *
 * @param n the number of iterations (over all forks) the figures come from; 0 when the result has no raw data, and
 *          then the other fields are NaN
 */
public record Spread(int n, double median, double min, double max) {
    private static final Spread NONE = new Spread(0, Double.NaN, Double.NaN, Double.NaN);

    /** Over every finite iteration value of every fork; NaN iterations (an empty histogram) are left out. */
    public static Spread of(List<double[]> forks) {
        double[] values = forks.stream().flatMapToDouble(Arrays::stream).filter(Double::isFinite)
                .toArray();
        if (values.length == 0) {
            return NONE;
        }
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        return new Spread(values.length, new Median().evaluate(values), min, max);
    }

    public boolean isEmpty() {
        return n == 0;
    }

    /** The same spread with every value divided by {@code divisor} (a change of unit). */
    public Spread dividedBy(double divisor) {
        return new Spread(n, median / divisor, min / divisor, max / divisor);
    }

    /**
     * "7813 ms [5210–9120] n=3": the median with three significant digits, then the range to the same decimals and
     * the number of iterations.
     */
    public String describe(String unit) {
        if (isEmpty()) {
            return "n/a";
        }
        int d = Numbers.decimalsFor(median, 3);
        return Numbers.decimals(median, d) + (unit.isEmpty() ? "" : " " + unit) + " [" + Numbers.decimals(min, d)
                + "\u2013" + Numbers.decimals(max, d) + "] n=" + n;
    }
}
