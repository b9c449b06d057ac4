package org.repobench.stats;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WithinForkTrendTest {
    /** A gate's fork on a slow, loaded machine: n-members' three measured iterations, still falling. */
    private static final double[] FALLING = {66.855, 58.175, 50.750};

    @Test
    void eightForksAllGettingFasterHaveTheSignTestsSmallestP() {
        List<double[]> forks = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            forks.add(FALLING.clone());
        }
        WithinForkTrend trend = WithinForkTrend.of(forks, false);
        assertEquals(8, trend.forks());
        assertEquals(8, trend.improving());
        assertEquals(1.0 / 256, trend.p(), 1e-12, "P(X >= 8) for X ~ B(8, 1/2)");
        assertEquals((66.855 - 50.750) / 66.855, trend.medianImprovement(), 1e-12);
        assertTrue(trend.warming(0.05, 0.05));
        assertFalse(trend.warming(0.05, 0.25), "a 24 % trend is not more than 25 %");
    }

    @Test
    void forOperationsPerTimeRisingIsBetter() {
        List<double[]> forks = List.of(new double[]{100, 110}, new double[]{100, 120}, new double[]{100, 90});
        WithinForkTrend trend = WithinForkTrend.of(forks, true);
        assertEquals(2, trend.improving());
        assertEquals(0.10, trend.medianImprovement(), 1e-12);
        assertEquals(0.5, trend.p(), 1e-12, "P(X >= 2) for X ~ B(3, 1/2) = 4/8");
    }

    @Test
    void unchangedForksLeaveTheSignTestAndSingleIterationsAreNotATrend() {
        List<double[]> forks = List.of(new double[]{5, 4}, new double[]{5, 5}, new double[]{7}, new double[]{});
        WithinForkTrend trend = WithinForkTrend.of(forks, false);
        assertEquals(2, trend.forks(), "two forks have a first and a last iteration");
        assertEquals(1, trend.improving());
        assertEquals(0.5, trend.p(), 1e-12, "one of one changed fork better: P(X >= 1) for B(1, 1/2)");
        assertEquals(0.1, trend.medianImprovement(), 1e-12, "the median of 20 % and 0 %");
    }

    @Test
    void warmForksThatWanderBothWaysAreNotWarming() {
        List<double[]> forks = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            forks.add(i % 2 == 0 ? new double[]{40, 41, 39} : new double[]{40, 38, 42});
        }
        WithinForkTrend trend = WithinForkTrend.of(forks, false);
        assertEquals(8, trend.improving());
        assertFalse(trend.warming(0.05, 0.05));
        assertFalse(WithinForkTrend.of(List.of(), false).warming(0.05, 0.0), "no forks, no trend");
    }
}
