package org.repobench.compare;

import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/** One side of a comparison: the per-fork means of one benchmark, in one unit (commons-math3's statistics). */
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
        return StatUtils.mean(values);
    }

    /** Sample standard deviation (n − 1); NaN for fewer than two values. */
    public double sd() {
        return values.length < 2 ? Double.NaN : new StandardDeviation().evaluate(values);
    }

    public double median() {
        return new Median().evaluate(values);
    }
}
