package org.repobench.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RatioEstimateTest {
    private static final double[] BASE = {10.0, 10.1, 9.9, 10.2, 9.8};

    @Test
    void headTwentyPercentSlowerEstimatesOnePointTwo() {
        double[] head = new double[BASE.length];
        for (int i = 0; i < head.length; i++) {
            head[i] = BASE[i] * 1.2;
        }
        RatioEstimate r = RatioEstimate.headOverBase(BASE, head, 0.05);
        assertEquals(1.2, r.ratio(), 1e-12);
        assertTrue(r.low() > 1.0 && r.low() < 1.2, "interval excludes 1: " + r);
        assertTrue(r.high() > 1.2, r.toString());
        // 5 + 5: P(U <= 2) = 4/252 <= 0.025 < P(U <= 3) = 7/252, so k = 3 and coverage = 1 - 8/252
        assertEquals(1 - 8.0 / 252, r.confidence(), 1e-12);
    }

    @Test
    void threePlusThreeCanOnlyReachNinetyPercent() {
        RatioEstimate r = RatioEstimate.headOverBase(new double[]{1, 2, 4}, new double[]{2, 4, 8}, 0.05);
        assertEquals(0.9, r.confidence(), 1e-12);
        assertEquals(0.5, r.low(), 1e-12, "smallest pairwise ratio 2/4");
        assertEquals(8, r.high(), 1e-12, "largest pairwise ratio 8/1");
        assertEquals(2, r.ratio(), 1e-12);
    }

    @Test
    void nonPositiveValuesGiveNoRatio() {
        assertTrue(Double.isNaN(RatioEstimate.headOverBase(new double[]{0, 1, 2}, new double[]{1, 2, 3}, 0.05)
                .ratio()));
    }
}
