package org.repobench.stats;

import org.apache.commons.math3.stat.ranking.NaNStrategy;
import org.apache.commons.math3.stat.ranking.NaturalRanking;
import org.apache.commons.math3.stat.ranking.TiesStrategy;

import java.util.Arrays;

/**
 * Wilcoxon's signed-rank test, two-sided and exact, for paired samples: whether the differences within the pairs are
 * centred on zero.
 *
 * <p>Why paired: where the two sides ran as neighbours (a gate runs its forks A B B A, so base fork k and head fork k
 * ran one after the other), both members of a pair meet the same state of a shared machine, and their difference
 * leaves that state out. Two independent samples (Mann–Whitney) keep it in both spreads.
 *
 * <p>Method: zero differences are dropped (Wilcoxon's own rule); the absolute values of the others are ranked, ties
 * getting mid-ranks; W+ is the sum of the ranks of the positive differences. Under the null hypothesis each difference
 * is as likely positive as negative, so the 2^n sign assignments are equally likely; the distribution of W+ over them
 * is counted exactly from the very mid-ranks (doubled to integers) by {@link SubsetSums#countsAnySize}, so p is exact
 * with ties too. p is the probability of a W+ at least as far from its null mean as the one observed; the
 * one-sided p's, of a W+ at least (at most) as large.
 */
public final class SignedRank {
    /** The name of its statistic, W+. */
    public static final String STATISTIC = "w";

    private SignedRank() {
    }

    /** Tests whether {@code differences} (head − base, pair by pair; finite) are centred on zero. */
    public static RankTest test(double[] differences) {
        double[] nonZero = Arrays.stream(differences).filter(d -> d != 0).toArray();
        if (Arrays.stream(nonZero).anyMatch(d -> !Double.isFinite(d))) {
            throw new IllegalArgumentException("signed-rank test needs finite differences, got "
                    + Arrays.toString(differences));
        }
        int n = nonZero.length;
        if (n == 0) {
            return new RankTest(STATISTIC, 0, 1.0, true, 1.0, 1.0);
        }
        double[] magnitudes = Arrays.stream(nonZero).map(Math::abs).toArray();
        double[] ranks = new NaturalRanking(NaNStrategy.FAILED, TiesStrategy.AVERAGE).rank(magnitudes);
        int[] doubled = new int[n];
        long observed = 0;
        long total = 0;
        for (int i = 0; i < n; i++) {
            doubled[i] = (int) Math.round(2 * ranks[i]);
            total += doubled[i];
            if (nonZero[i] > 0) {
                observed += doubled[i];
            }
        }
        double[] counts = SubsetSums.countsAnySize(doubled);
        // doubled sums: the null mean is half the doubled total; comparing 2·sum against the total avoids halves
        long distance = Math.abs(2 * observed - total);
        double extreme = 0;
        double atLeast = 0;
        double atMost = 0;
        double all = 0;
        for (int s = 0; s < counts.length; s++) {
            all += counts[s];
            if (Math.abs(2L * s - total) >= distance) {
                extreme += counts[s];
            }
            atLeast += s >= observed ? counts[s] : 0;
            atMost += s <= observed ? counts[s] : 0;
        }
        return new RankTest(STATISTIC, observed / 2.0, Math.min(1.0, extreme / all), true, atLeast / all,
                atMost / all);
    }

    /**
     * The exact two-sided p of every W+ from 0 to n(n+1)/2 for n untied, non-zero differences (ranks 1..n): what a
     * simulation that draws pairs looks up instead of ranking each time.
     */
    static double[] untiedP(int n) {
        int[] ranks = new int[n];
        for (int r = 0; r < n; r++) {
            ranks[r] = r + 1;
        }
        double[] counts = SubsetSums.countsAnySize(ranks);
        int max = counts.length - 1;
        double all = Arrays.stream(counts).sum();
        double[] p = new double[max + 1];
        for (int w = 0; w <= max; w++) {
            int distance = Math.abs(2 * w - max);
            double extreme = 0;
            for (int s = 0; s <= max; s++) {
                if (Math.abs(2 * s - max) >= distance) {
                    extreme += counts[s];
                }
            }
            p[w] = Math.min(1.0, extreme / all);
        }
        return p;
    }

    /** The smallest one-sided p any n pairs can give (every difference of the one sign asked about): 1 / 2^n. */
    public static double smallestOneSidedP(int pairs) {
        return Math.min(1.0, 1.0 / Math.pow(2, pairs));
    }

    /** The smallest two-sided p any n pairs can give (every difference of one sign): 2 / 2^n. */
    public static double smallestPossibleP(int pairs) {
        return Math.min(1.0, 2.0 / Math.pow(2, pairs));
    }
}
