package org.repobench.stats;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.Arrays;
import java.util.List;

/**
 * Whether forks were still getting better while they were measured: the JIT still compiling, caches still filling.
 * A comparison takes one mean per fork; where every fork is still on its way down, that mean says how far the fork got
 * in its measured seconds as much as how fast the code is, and forks scatter by how quickly each got there.
 *
 * <p>Method: for every fork with at least two measured iterations, its change from the first iteration to the last,
 * as a share of the first, signed so that positive is better (faster for time per operation, more for operations per
 * time). A sign test over the forks whose first and last differ: if the forks got better and worse as often, the
 * number that got better is binomial (n, ½), and {@link #p} is the one-sided chance of at least as many. The
 * {@link #medianImprovement} says how large the trend is; {@link #warming} asks for both.
 *
 * @param forks             forks with at least two iterations
 * @param improving         of them, the forks whose last iteration was better than their first
 * @param medianImprovement the median of the forks' changes, positive when better (0.07: the last iteration 7 % better)
 * @param p                 one-sided sign-test p of at least {@code improving} better forks among those that changed
 */
public record WithinForkTrend(int forks, int improving, double medianImprovement, double p) {

    /**
     * @param forkIterations  every fork's measured iterations, in the order they ran
     * @param higherIsBetter  true for operations per time, false for time per operation
     */
    public static WithinForkTrend of(List<double[]> forkIterations, boolean higherIsBetter) {
        double[] changes = forkIterations.stream()
                .filter(f -> f.length >= 2 && f[0] > 0 && Double.isFinite(f[0]) && Double.isFinite(f[f.length - 1]))
                .mapToDouble(f -> {
                    double change = (f[f.length - 1] - f[0]) / f[0];
                    return higherIsBetter ? change : -change;
                })
                .toArray();
        int improving = (int) Arrays.stream(changes).filter(c -> c > 0).count();
        int changed = (int) Arrays.stream(changes).filter(c -> c != 0).count();
        double p = changed == 0 ? 1.0 : upperTail(changed, improving);
        return new WithinForkTrend(changes.length, improving, new Median().evaluate(changes), p);
    }

    /**
     * Still warming: significantly more forks got better than worse while measured (p below {@code alpha}), and by a
     * median of more than {@code share} (a share of the comparison's threshold, say: a trend that size moves fork
     * means by about as much as the change a reader is asked to trust).
     */
    public boolean warming(double alpha, double share) {
        return forks > 0 && p < alpha && medianImprovement > share;
    }

    /** P(X ≥ k) for X binomial (n, ½). */
    private static double upperTail(int n, int k) {
        if (k <= 0) {
            return 1.0;
        }
        return 1.0 - new BinomialDistribution(null, n, 0.5).cumulativeProbability(k - 1);
    }
}
