package org.repobench.stats;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The paired Hodges–Lehmann ratio: its interval from the Walsh averages, and the story it tells with the test. */
class PairedRatioEstimateTest {
    @Test
    void eightPairsRunFromTheFourthWalshAverageAtNinetySixPercent() {
        double[] interval = RatioEstimate.pairedInterval(8, 0.05);
        assertEquals(4, interval[0]);
        assertEquals(1 - 10.0 / 256, interval[1], 1e-12);
    }

    @Test
    void fivePairsCannotReachNinetyFivePercent() {
        double[] interval = RatioEstimate.pairedInterval(5, 0.05);
        assertEquals(1, interval[0]);
        assertEquals(1 - 2.0 / 32, interval[1], 1e-12);
    }

    @Test
    void theSameRatioInEveryPairIsThatRatio() {
        double[] base = {10, 20, 5, 40, 8, 12};
        double[] head = new double[base.length];
        for (int k = 0; k < base.length; k++) {
            head[k] = base[k] * 1.1;
        }
        RatioEstimate r = RatioEstimate.paired(base, head, 0.05);
        assertEquals(1.1, r.ratio(), 1e-12);
        assertEquals(1.1, r.low(), 1e-12);
        assertEquals(1.1, r.high(), 1e-12);
    }

    @Test
    void intervalExcludesOneExactlyWhenTheTestIsSignificant() {
        Random random = new Random(11);
        for (int trial = 0; trial < 300; trial++) {
            int n = 6 + random.nextInt(7);
            double[] base = new double[n];
            double[] head = new double[n];
            double[] logRatios = new double[n];
            double shift = random.nextGaussian() * 0.05;
            for (int k = 0; k < n; k++) {
                base[k] = 10 * Math.exp(random.nextGaussian() * 0.3);
                head[k] = base[k] * Math.exp(shift + random.nextGaussian() * 0.05);
                logRatios[k] = Math.log(head[k]) - Math.log(base[k]);
            }
            RatioEstimate r = RatioEstimate.paired(base, head, 0.05);
            boolean significant = SignedRank.test(logRatios).p() < 0.05;
            assertEquals(significant, r.low() > 1 || r.high() < 1, "trial " + trial + ": " + r);
        }
    }

    @Test
    void sidesMustPair() {
        assertThrows(IllegalArgumentException.class,
                () -> RatioEstimate.paired(new double[]{1, 2}, new double[]{1}, 0.05));
        assertTrue(Double.isNaN(RatioEstimate.paired(new double[]{1, 0}, new double[]{1, 1}, 0.05).ratio()));
    }
}
