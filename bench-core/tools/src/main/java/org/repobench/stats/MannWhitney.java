package org.repobench.stats;

import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.stat.inference.MannWhitneyUTest;
import org.apache.commons.math3.stat.ranking.NaNStrategy;
import org.apache.commons.math3.stat.ranking.NaturalRanking;
import org.apache.commons.math3.stat.ranking.TiesStrategy;
import org.apache.commons.math3.util.CombinatoricsUtils;


/**
 * Two-sided Mann–Whitney U (Wilcoxon rank-sum) test with an exact p-value, and its one-sided p-values.
 *
 * <p>Why not commons-math's {@link MannWhitneyUTest#mannWhitneyUTest} alone: it always uses the normal approximation
 * (no continuity correction, no tie correction), which is poor for the 3–10 forks per side benchmarks have. With 3
 * against 3 fully separated samples the exact two-sided p is 2/20 = 0.100, while the approximation gives about 0.05
 * and would call a run significant that cannot be.
 *
 * <p>Method: the p-value is the exact permutation probability of a rank-sum at least as far from its null mean as the
 * observed one, over all C(n+m, m) equally likely relabellings of the pooled samples. Ties get mid-ranks and the
 * permutation distribution is built from those very mid-ranks (doubled to integers), so it is exact with ties too,
 * not a tie-corrected approximation. It is computed by {@link SubsetSums}. Above {@value #EXACT_LIMIT} samples in
 * total the normal approximation is good and the exact table would be large, so commons-math is used there.
 */
public final class MannWhitney {
    /** Total sample count up to which the exact distribution is computed. */
    public static final int EXACT_LIMIT = 120;

    /** The name of its statistic, U of the second sample (pairs where it is larger, ties count half). */
    public static final String STATISTIC = "u";

    private MannWhitney() {
    }

    /** Tests whether {@code y} (head) and {@code x} (base) come from the same distribution. */
    public static RankTest test(double[] x, double[] y) {
        if (x.length == 0 || y.length == 0) {
            throw new IllegalArgumentException("Mann-Whitney needs at least one value per side, got "
                    + x.length + " and " + y.length);
        }
        int n = x.length;
        int m = y.length;
        double[] pooled = new double[n + m];
        System.arraycopy(x, 0, pooled, 0, n);
        System.arraycopy(y, 0, pooled, n, m);
        double[] ranks = new NaturalRanking(NaNStrategy.FAILED, TiesStrategy.AVERAGE).rank(pooled);
        double rankSumY = 0;
        for (int i = n; i < n + m; i++) {
            rankSumY += ranks[i];
        }
        double u = rankSumY - m * (m + 1) / 2.0;
        if (n + m > EXACT_LIMIT) {
            // one-sided: the normal approximation with a continuity correction
            double sd = Math.sqrt(n * (double) m * (n + m + 1) / 12);
            NormalDistribution normal = new NormalDistribution(null, n * (double) m / 2, sd);
            return new RankTest(STATISTIC, u, new MannWhitneyUTest().mannWhitneyUTest(x, y), false,
                    1 - normal.cumulativeProbability(u - 0.5), normal.cumulativeProbability(u + 0.5));
        }
        return exact(ranks, n, m, u);
    }

    private static RankTest exact(double[] ranks, int n, int m, double u) {
        int[] doubled = new int[ranks.length];
        for (int i = 0; i < ranks.length; i++) {
            doubled[i] = (int) Math.round(2 * ranks[i]);
        }
        // the smaller group gives the same two-sided p with a smaller table
        boolean useY = m <= n;
        int k = useY ? m : n;
        long observed = 0;
        for (int i = useY ? n : 0; i < (useY ? n + m : n); i++) {
            observed += doubled[i];
        }
        long nullMean = (long) k * (n + m + 1); // doubled: 2 · k(N+1)/2
        double[] counts = SubsetSums.counts(doubled, k);
        double atLeast = 0;
        double atMost = 0;
        double total = 0;
        for (int s = 0; s < counts.length; s++) {
            total += counts[s];
            atLeast += s >= observed ? counts[s] : 0;
            atMost += s <= observed ? counts[s] : 0;
        }
        // head is larger where its own rank sum is large, or base's small
        double larger = (useY ? atLeast : atMost) / total;
        double smaller = (useY ? atMost : atLeast) / total;
        return new RankTest(STATISTIC, u, twoSided(counts, nullMean, observed), true, larger, smaller);
    }

    /** The share of the counted rank sums at least as far from the null mean as the observed one. */
    private static double twoSided(double[] counts, long nullMean, long observed) {
        long distance = Math.abs(observed - nullMean);
        double extreme = 0;
        double total = 0;
        for (int s = 0; s < counts.length; s++) {
            total += counts[s];
            if (Math.abs(s - nullMean) >= distance) {
                extreme += counts[s];
            }
        }
        return Math.min(1.0, extreme / total);
    }

    /**
     * The two-sided p of every U from 0 to n·m for untied samples of n base and m head values (ranks 1..n+m), as
     * {@link #test} gives it: what a simulation that draws forks looks up instead of ranking each time. Exact up
     * to {@value #EXACT_LIMIT} samples, from one table of rank sums; above, the normal approximation per U.
     */
    static double[] untiedP(int n, int m) {
        double[] p = new double[n * m + 1];
        if (n + m > EXACT_LIMIT) {
            double[] x = new double[n];
            double[] y = new double[m];
            for (int u = 0; u <= n * m; u++) {
                placeUntied(x, y, u);
                p[u] = test(x, y).p();
            }
            return p;
        }
        // untied ranks 1..N, doubled as exactP counts them; the head's rank sum is U + m(m+1)/2
        int[] doubled = new int[n + m];
        for (int r = 0; r < doubled.length; r++) {
            doubled[r] = 2 * (r + 1);
        }
        double[] counts = SubsetSums.counts(doubled, m);
        long nullMean = (long) m * (n + m + 1);
        long offset = (long) m * (m + 1) / 2;
        for (int u = 0; u <= n * m; u++) {
            p[u] = twoSided(counts, nullMean, 2 * (u + offset));
        }
        return p;
    }

    /** Values for x and y, all distinct, with exactly {@code u} of the (x, y) pairs where y is larger. */
    static void placeUntied(double[] x, double[] y, int u) {
        int n = x.length;
        for (int i = 0; i < n; i++) {
            x[i] = i;
        }
        int left = u;
        for (int j = 0; j < y.length; j++) {
            // y_j beats min(left, n) of the x values
            int beats = Math.min(left, n);
            left -= beats;
            y[j] = beats - 0.5 + (j + 1) * 1e-6;
        }
    }

    /** The smallest one-sided p any data of these sizes could give (complete separation the way asked): 1/C(n+m, n). */
    public static double smallestOneSidedP(int n, int m) {
        return Math.min(1.0, 1.0 / CombinatoricsUtils.binomialCoefficientDouble(n + m, n));
    }

    /**
     * The smallest two-sided p any data could give with these sample sizes (complete separation, no ties):
     * 2 / C(n+m, n). With 3 forks against 3 it is 0.1, so such a comparison can never be significant at 0.05.
     */
    public static double smallestPossibleP(int n, int m) {
        return Math.min(1.0, 2.0 / CombinatoricsUtils.binomialCoefficientDouble(n + m, n));
    }
}
