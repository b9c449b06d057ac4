package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.repobench.stats.MannWhitney;
import org.repobench.stats.RankTest;
import org.repobench.stats.SignedRank;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Holm's step-down and the one-sided p's a gate's family is judged by. */
class GateFamilyTest {
    private static final double EPS = 1e-12;

    @Test
    void holmMultipliesBySizeStepsDownAndNeverFallsBack() {
        // sorted 0.01, 0.03, 0.04: 3 x 0.01, 2 x 0.03, max(0.06, 1 x 0.04)
        assertArrayEquals(new double[]{0.03, 0.06, 0.06}, GateFamily.holm(new double[]{0.01, 0.04, 0.03}), EPS);
        assertArrayEquals(new double[]{0.9, 0.5}, GateFamily.holm(new double[]{0.9, 0.25}), EPS);
        assertArrayEquals(new double[]{0.02}, GateFamily.holm(new double[]{0.02}), EPS);
    }

    @Test
    void sixPairsAllWorseGiveOneIn64OneSided() {
        RankTest test = SignedRank.test(new double[]{0.1, 0.2, 0.3, 0.4, 0.5, 0.6});
        assertEquals(1 / 64.0, test.pLarger(), EPS);
        assertEquals(1.0, test.pSmaller(), EPS);
        assertEquals(2 / 64.0, test.p(), EPS);
        assertEquals(1 / 64.0, test.pWorse(false), EPS);
        assertEquals(1.0, test.pWorse(true), EPS, "throughput: worse is smaller");
        assertEquals(1 / 64.0, SignedRank.smallestOneSidedP(6), EPS);
    }

    @Test
    void mannWhitneyOneSidedFollowsTheHead() {
        RankTest larger = MannWhitney.test(new double[]{1, 2, 3}, new double[]{4, 5, 6});
        assertEquals(1 / 20.0, larger.pLarger(), EPS);
        assertEquals(1.0, larger.pSmaller(), EPS);
        RankTest smaller = MannWhitney.test(new double[]{4, 5, 6, 7}, new double[]{1, 2, 3});
        assertEquals(1 / 35.0, smaller.pSmaller(), EPS);
        assertEquals(1.0, smaller.pLarger(), EPS);
        assertEquals(1 / 12870.0, MannWhitney.smallestOneSidedP(8, 8), 1e-15);
    }
}
