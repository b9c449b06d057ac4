package org.repobench.stats;

import org.apache.commons.math3.distribution.NormalDistribution;

import java.util.Arrays;

/**
 * The head/base ratio with a confidence interval: the Hodges–Lehmann estimate on the log scale, with the
 * distribution-free interval that inverts the Mann–Whitney test (Moses' method; Bauer 1972).
 *
 * <p>Why this method: it is the estimator that belongs to the rank test used for the verdict, so the estimate, the
 * interval and the p-value tell one story (a ratio interval that excludes 1 goes with a significant test, up to ties).
 * It assumes nothing about the shape of the fork-mean distribution, and it is exact for small samples, where a
 * bootstrap percentile interval over 3–10 values is known to be too narrow. Logs make it a ratio: every
 * {@code ln(head_j) − ln(base_i)} is one candidate log-ratio; the estimate is their median, and the interval runs from
 * the k-th smallest to the k-th largest, k chosen from the exact null distribution of U so that the coverage is at
 * least 1 − alpha.
 *
 * <p>Small samples cannot reach every confidence level: the widest interval, from the smallest to the largest pairwise
 * ratio, covers only 1 − 2/C(n+m, n) (90 % for 3 + 3 forks). Then that interval is returned and {@link #confidence()}
 * says what it really covers.
 *
 * @param ratio      the estimated head/base ratio
 * @param low        lower bound of the interval
 * @param high       upper bound
 * @param confidence the coverage the interval actually has
 */
public record RatioEstimate(double ratio, double low, double high, double confidence) {

    public static RatioEstimate headOverBase(double[] base, double[] head, double alpha) {
        int n = base.length;
        int m = head.length;
        double[] logRatios = new double[n * m];
        int i = 0;
        for (double b : base) {
            for (double h : head) {
                if (!(b > 0 && h > 0)) {
                    return new RatioEstimate(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
                }
                logRatios[i++] = Math.log(h) - Math.log(b);
            }
        }
        Arrays.sort(logRatios);
        return ofSorted(logRatios, interval(n, m, alpha));
    }

    /**
     * The head/base ratio of paired samples (base[k] beside head[k]): the Hodges–Lehmann estimate that belongs to the
     * signed-rank test ({@link SignedRank}), the median of the n(n+1)/2 Walsh averages of the pairs' log-ratios (each
     * pair's own and every two pairs' mean), with the exact interval that inverts that test: from the k-th smallest to
     * the k-th largest Walsh average, k chosen from the exact null distribution of W+ (Tukey; Hollander and Wolfe).
     * Six or fewer pairs cannot reach 95 %: the widest interval then says what it covers.
     */
    public static RatioEstimate paired(double[] base, double[] head, double alpha) {
        if (base.length != head.length || base.length == 0) {
            throw new IllegalArgumentException("paired samples need the same number of values on each side, at least"
                    + " one, got " + base.length + " and " + head.length);
        }
        double[] logRatios = new double[base.length];
        for (int i = 0; i < base.length; i++) {
            if (!(base[i] > 0 && head[i] > 0)) {
                return new RatioEstimate(Double.NaN, Double.NaN, Double.NaN, Double.NaN);
            }
            logRatios[i] = Math.log(head[i]) - Math.log(base[i]);
        }
        double[] walsh = walshAverages(logRatios);
        Arrays.sort(walsh);
        return ofSorted(walsh, pairedInterval(base.length, alpha));
    }

    /** Every (d_i + d_j) / 2 for i ≤ j, unsorted. */
    static double[] walshAverages(double[] d) {
        double[] walsh = new double[d.length * (d.length + 1) / 2];
        int k = 0;
        for (int i = 0; i < d.length; i++) {
            for (int j = i; j < d.length; j++) {
                walsh[k++] = (d[i] + d[j]) / 2;
            }
        }
        return walsh;
    }

    /**
     * The interval for n pairs at level alpha: {k, coverage}, where of the n(n+1)/2 sorted Walsh averages it runs from
     * the k-th smallest to the k-th largest: the largest k with P(W+ ≤ k−1) ≤ alpha/2 for n untied differences.
     */
    static double[] pairedInterval(int n, double alpha) {
        int[] ranks = new int[n];
        for (int r = 0; r < n; r++) {
            ranks[r] = r + 1;
        }
        double[] counts = SubsetSums.countsAnySize(ranks);
        double total = Arrays.stream(counts).sum();
        double below = counts[0] / total; // P(W+ <= 0)
        if (below > alpha / 2) {
            return new double[]{1, 1 - 2 * below};
        }
        int k = 1;
        while (k < counts.length) {
            double next = below + counts[k] / total;
            if (next > alpha / 2) {
                break;
            }
            below = next;
            k++;
        }
        return new double[]{k, 1 - 2 * below};
    }

    /**
     * The estimate from all n·m pairwise log-ratios (or a paired sample's Walsh averages), already sorted, and the
     * {@link #interval} (or {@link #pairedInterval}) for them: the median, and the k-th smallest to the k-th largest.
     */
    static RatioEstimate ofSorted(double[] logRatios, double[] interval) {
        return ofSorted(logRatios, 0, interval);
    }

    /**
     * The same for the sorted log-ratios all moved by {@code shift}, which keeps their order: the median and both ends
     * move by it (a simulated change, without a copy of the candidates).
     */
    static RatioEstimate ofSorted(double[] logRatios, double shift, double[] interval) {
        int nm = logRatios.length;
        int k = (int) interval[0];
        double median = nm % 2 == 1 ? logRatios[nm / 2] : (logRatios[nm / 2 - 1] + logRatios[nm / 2]) / 2;
        return new RatioEstimate(Math.exp(median + shift), Math.exp(logRatios[k - 1] + shift),
                Math.exp(logRatios[nm - k] + shift), interval[1]);
    }

    /**
     * The interval for n + m samples at level alpha: {k, coverage}, where of the n·m sorted log-ratios it runs from
     * the k-th smallest to the k-th largest (1-based).
     */
    static double[] interval(int n, int m, double alpha) {
        return n + m > MannWhitney.EXACT_LIMIT ? normalK(n, m, alpha) : exactK(n, m, alpha);
    }

    /**
     * How much worse the interval's worse end is, as a change in the metric's direction: +0.14 is "could be 14 %
     * worse" (time: the upper end − 1; throughput, where higher is better: 1 − the lower end).
     */
    public double worseEnd(boolean higherIsBetter) {
        return higherIsBetter ? 1 - low : high - 1;
    }

    /** The interval's better end as such a change: −0.12 is "could be 12 % better". */
    public double betterEnd(boolean higherIsBetter) {
        return higherIsBetter ? 1 - high : low - 1;
    }

    /** The largest k with P(U ≤ k−1) ≤ alpha/2 under the null, from the exact distribution of U (no ties). */
    private static double[] exactK(int n, int m, double alpha) {
        int[] ranks = new int[n + m];
        for (int r = 0; r < ranks.length; r++) {
            ranks[r] = r + 1;
        }
        double[] counts = SubsetSums.counts(ranks, m);
        int minSum = m * (m + 1) / 2; // rank sum when U = 0
        double total = Arrays.stream(counts).sum();
        double below = 0; // P(U <= k-1)
        int k = 1;
        double tail = counts[minSum] / total; // P(U <= 0)
        if (tail <= alpha / 2) {
            below = tail;
            while (minSum + k < counts.length) {
                double next = below + counts[minSum + k] / total;
                if (next > alpha / 2) {
                    break;
                }
                below = next;
                k++;
            }
            return new double[]{k, 1 - 2 * below};
        }
        return new double[]{1, 1 - 2 * tail};
    }

    private static double[] normalK(int n, int m, double alpha) {
        double z = new NormalDistribution().inverseCumulativeProbability(1 - alpha / 2);
        double k = Math.floor(n * m / 2.0 - z * Math.sqrt(n * (double) m * (n + m + 1) / 12.0));
        return new double[]{Math.max(1, k), 1 - alpha};
    }
}
