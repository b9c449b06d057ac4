package org.repobench.stats;

import org.apache.commons.math3.stat.inference.MannWhitneyUTest;
import org.apache.commons.math3.stat.ranking.NaturalRanking;
import org.apache.commons.math3.stat.ranking.TiesStrategy;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MannWhitneyTest {
    @Test
    void threeAgainstThreeFullySeparatedIsOneInTen() {
        RankTest r = MannWhitney.test(new double[]{1, 2, 3}, new double[]{4, 5, 6});
        assertEquals(0.1, r.p(), 1e-12, "2 of C(6,3) = 20 arrangements are as extreme");
        assertEquals(9, r.statistic());
        assertTrue(r.exact());
        // the reason for computing it exactly: the normal approximation claims significance
        assertTrue(new MannWhitneyUTest().mannWhitneyUTest(new double[]{1, 2, 3}, new double[]{4, 5, 6}) < 0.06);
    }

    @Test
    void fiveAgainstFiveFullySeparated() {
        RankTest r = MannWhitney.test(new double[]{10, 11, 12, 13, 14}, new double[]{1, 2, 3, 4, 5});
        assertEquals(2.0 / 252, r.p(), 1e-12);
        assertEquals(0, r.statistic());
    }

    @Test
    void identicalSamplesGiveOne() {
        assertEquals(1.0, MannWhitney.test(new double[]{5, 5, 5}, new double[]{5, 5, 5}).p(), 1e-12);
        assertEquals(1.0, MannWhitney.test(new double[]{1, 2, 3, 4}, new double[]{1, 2, 3, 4}).p(), 1e-12);
    }

    @Test
    void exactWithTiesMatchesBruteForceEnumeration() {
        Random random = new Random(42);
        for (int trial = 0; trial < 200; trial++) {
            int n = 3 + random.nextInt(4);
            int m = 3 + random.nextInt(4);
            double[] x = new double[n];
            double[] y = new double[m];
            // few distinct values, so ties are common
            for (int i = 0; i < n; i++) {
                x[i] = random.nextInt(5);
            }
            for (int i = 0; i < m; i++) {
                y[i] = random.nextInt(5) + random.nextInt(2);
            }
            assertEquals(bruteForceP(x, y), MannWhitney.test(x, y).p(), 1e-12, "trial " + trial);
        }
    }

    @Test
    void largeSamplesAgreeWithTheNormalApproximation() {
        Random random = new Random(7);
        double[] x = new double[40];
        double[] y = new double[40];
        for (int i = 0; i < 40; i++) {
            x[i] = random.nextGaussian();
            y[i] = random.nextGaussian() + 0.5;
        }
        double exact = MannWhitney.test(x, y).p();
        double approx = new MannWhitneyUTest().mannWhitneyUTest(x, y);
        assertEquals(approx, exact, 0.005);
    }

    @Test
    void smallestPossiblePShowsWhen3Plus3CannotReach005() {
        assertEquals(0.1, MannWhitney.smallestPossibleP(3, 3), 1e-12);
        assertEquals(2.0 / 70, MannWhitney.smallestPossibleP(4, 4), 1e-12);
        assertEquals(2.0 / 35, MannWhitney.smallestPossibleP(3, 4), 1e-12);
    }

    /** Every assignment of the pooled mid-ranks to y, counted directly. */
    private static double bruteForceP(double[] x, double[] y) {
        int n = x.length;
        int m = y.length;
        double[] pooled = new double[n + m];
        System.arraycopy(x, 0, pooled, 0, n);
        System.arraycopy(y, 0, pooled, n, m);
        double[] ranks = new NaturalRanking(TiesStrategy.AVERAGE).rank(pooled);
        double observed = 0;
        for (int i = n; i < n + m; i++) {
            observed += ranks[i];
        }
        double mean = m * (n + m + 1) / 2.0;
        double distance = Math.abs(observed - mean);
        int extreme = 0;
        int total = 0;
        for (int mask = 0; mask < 1 << (n + m); mask++) {
            if (Integer.bitCount(mask) != m) {
                continue;
            }
            double sum = 0;
            for (int i = 0; i < n + m; i++) {
                if ((mask & 1 << i) != 0) {
                    sum += ranks[i];
                }
            }
            total++;
            if (Math.abs(sum - mean) >= distance - 1e-9) {
                extreme++;
            }
        }
        return (double) extreme / total;
    }

    @Test
    void theTableOfEveryUIsTheTestsOwnP() {
        // what the gate's statement of what it could see looks up, for sizes equal, unequal and at the forks' limit
        int[][] sizes = {{3, 3}, {5, 7}, {8, 8}, {12, 9}, {40, 40}};
        for (int[] size : sizes) {
            int n = size[0];
            int m = size[1];
            double[] table = MannWhitney.untiedP(n, m);
            assertEquals(n * m + 1, table.length);
            double[] x = new double[n];
            double[] y = new double[m];
            for (int u = 0; u <= n * m; u += Math.max(1, n * m / 97)) {
                MannWhitney.placeUntied(x, y, u);
                RankTest test = MannWhitney.test(x, y);
                assertEquals(u, test.statistic(), 1e-9, "placed U, " + n + " + " + m);
                assertEquals(test.p(), table[u], 1e-12, "U " + u + " of " + n + " + " + m);
            }
        }
    }
}
