package org.repobench.stats;

import org.apache.commons.math3.stat.inference.WilcoxonSignedRankTest;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Wilcoxon's signed-rank test: counted by hand where it is small, and against commons-math where there are no ties. */
class SignedRankTest {
    @Test
    void allOfOneSignIsTheSmallestP() {
        RankTest r = SignedRank.test(new double[]{1, 2, 3, 4, 5, 6, 7, 8});
        assertEquals(36, r.statistic());
        assertEquals(2.0 / 256, r.p(), 1e-12);
        assertEquals(2.0 / 256, SignedRank.smallestPossibleP(8), 1e-12);
        assertEquals("w", r.statisticName());
    }

    @Test
    void oneSmallNegativeDifference() {
        // W+ = 35: as far from the mean 18 as W+ = 1; P(W+ >= 35) = P(W+ <= 1) = 2/256
        RankTest r = SignedRank.test(new double[]{-1, 2, 3, 4, 5, 6, 7, 8});
        assertEquals(35, r.statistic());
        assertEquals(4.0 / 256, r.p(), 1e-12);
    }

    @Test
    void tiesAreCountedExactlyFromTheirMidRanks() {
        // |d| ranks 1.5, 1.5, 3, 4; W+ = 8.5 of 10; of the 16 sign assignments, 6 lie 3.5 or more from 5
        RankTest r = SignedRank.test(new double[]{1, -1, 2, 3});
        assertEquals(8.5, r.statistic());
        assertEquals(6.0 / 16, r.p(), 1e-12);
    }

    @Test
    void zerosAreDropped() {
        RankTest r = SignedRank.test(new double[]{0, 1, 2});
        assertEquals(3, r.statistic());
        assertEquals(0.5, r.p(), 1e-12);
        assertEquals(1.0, SignedRank.test(new double[]{0, 0, 0}).p());
    }

    @Test
    void agreesWithCommonsMathWithoutTies() {
        Random random = new Random(7);
        WilcoxonSignedRankTest commons = new WilcoxonSignedRankTest();
        for (int trial = 0; trial < 200; trial++) {
            int n = 5 + random.nextInt(10);
            double[] x = new double[n];
            double[] y = new double[n];
            double[] d = new double[n];
            for (int k = 0; k < n; k++) {
                x[k] = random.nextGaussian();
                y[k] = random.nextGaussian() + 0.3;
                d[k] = y[k] - x[k];
            }
            RankTest ours = SignedRank.test(d);
            double theirs = Math.min(1.0, commons.wilcoxonSignedRankTest(y, x, true));
            double centre = n * (n + 1) / 4.0;
            if (ours.statistic() != centre) {
                assertEquals(theirs, ours.p(), 1e-9, "n " + n + ", W+ " + ours.statistic());
            }
        }
    }

    @Test
    void untiedTableMatchesTheTest() {
        double[] p = SignedRank.untiedP(8);
        assertEquals(37, p.length);
        assertEquals(2.0 / 256, p[0], 1e-12);
        assertEquals(10.0 / 256, p[3], 1e-12);
        assertEquals(14.0 / 256, p[4], 1e-12);
        assertEquals(1.0, p[18], 1e-12);
        assertEquals(p[3], p[33], 1e-12);
    }

    @Test
    void refusesNonFiniteDifferences() {
        assertThrows(IllegalArgumentException.class, () -> SignedRank.test(new double[]{1, Double.NaN}));
    }
}
