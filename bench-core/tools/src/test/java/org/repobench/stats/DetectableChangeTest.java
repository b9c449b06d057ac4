package org.repobench.stats;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.OptionalDouble;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a gate says it could see: a little under its threshold when quiet (the interval reaches past it first),
 * more with more noise, nothing with 3 + 3 forks. Whether it holds its power over repeated gates:
 * {@link DetectableChangePowerTest}.
 */
class DetectableChangeTest {
    private static double[] forks(Random random, int n, double mean, double relativeSd) {
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = mean * Math.exp(random.nextGaussian() * relativeSd);
        }
        return values;
    }

    /** What a gate of {@code n} + {@code n} forks of this noise, both sides alike, says it could see (alpha 0.05). */
    private static OptionalDouble statement(Random random, int n, double mean, double relativeSd,
                                            boolean higherIsBetter, double threshold) {
        return DetectableChange.of(forks(random, n, mean, relativeSd), forks(random, n, mean, relativeSd),
                higherIsBetter, threshold, 0.05, 0.8);
    }

    @Test
    void quietForksSeeAboutTheThreshold() {
        Random random = new Random(1);
        double mde = statement(random, 6, 100, 0.005, false, 0.10).orElseThrow();
        assertTrue(mde > 0.09 && mde < 0.10, "with 0.5 % noise the threshold is what limits, less a narrow interval's"
                + " half: " + mde);
    }

    @Test
    void noisierForksNeedABiggerChange() {
        Random random = new Random(2);
        double quiet = statement(random, 6, 100, 0.01, false, 0.10).orElseThrow();
        double noisy = statement(random, 6, 100, 0.10, false, 0.10).orElseThrow();
        assertTrue(noisy > quiet + 0.05, quiet + " then " + noisy);
    }

    @Test
    void forksThatDoNotScatterSeeTheThreshold() {
        // no scale to take: every simulated gate is the change itself, caught once it is past the threshold
        double[] base = {100, 100, 100, 100, 100, 100};
        double[] head = {101, 101, 101, 101, 101, 101};
        assertEquals(0.10, DetectableChange.of(base, head, false, 0.10, 0.05, 0.8).orElseThrow(), 1e-6);
        assertEquals(0.10, DetectableChange.ofPairs(base, head, false, 0.10, 0.05, 0.8).orElseThrow(), 1e-6);
    }

    @Test
    void threeForksASideCanSeeNothing() {
        Random random = new Random(3);
        assertEquals(OptionalDouble.empty(), statement(random, 3, 100, 0.01, false, 0.10),
                "3 + 3 forks: no p below 0.1");
    }

    @Test
    void throughputWorsensDownwards() {
        Random random = new Random(4);
        double mde = statement(random, 6, 1000, 0.02, true, 0.10).orElseThrow();
        assertTrue(mde > 0.05 && mde < 0.5, "a share of the throughput lost: " + mde);
    }

    @ParameterizedTest(name = "{0} forks a side")
    @ValueSource(ints = {10, 24})
    void theStatedChangeIsDetectedInAboutTheStatedShareOfGates(int forks) {
        // the statement from one gate's forks, checked against gates drawn from the true noise with the compare rule
        Random random = new Random(5);
        double sd = 0.06;
        double mde = statement(random, forks, 100, sd, false, 0.05).orElseThrow();
        int detected = 0;
        int gates = 1000;
        for (int g = 0; g < gates; g++) {
            double[] base = forks(random, forks, 100, sd);
            double[] head = forks(random, forks, 100 * (1 + mde), sd);
            boolean significant = MannWhitney.test(base, head).p() < 0.05;
            RatioEstimate ratio = RatioEstimate.headOverBase(base, head, 0.05);
            if (significant && ratio.ratio() > 1 && ratio.high() > 1.05) {
                detected++;
            }
        }
        double share = detected / (double) gates;
        assertTrue(share > 0.6 && share < 0.95, "stated " + mde + ", detected in " + share + " of gates");
    }

    /**
     * Forks that drift together, fork k of each side alike: independent samples carry the drift in both spreads,
     * pairs leave it out.
     */
    @Test
    void pairsSeeThroughADriftTheyShare() {
        Random random = new Random(5);
        int n = 8;
        double[] base = new double[n];
        double[] head = new double[n];
        for (int k = 0; k < n; k++) {
            double drift = Math.exp(random.nextGaussian() * 0.15);
            base[k] = 100 * drift * Math.exp(random.nextGaussian() * 0.01);
            head[k] = 100 * drift * Math.exp(random.nextGaussian() * 0.01);
        }
        double independent = DetectableChange.of(base, head, false, 0.10, 0.05, 0.8).orElseThrow();
        double paired = DetectableChange.ofPairs(base, head, false, 0.10, 0.05, 0.8).orElseThrow();
        assertTrue(paired < 0.11, "pairs: about the threshold, " + paired);
        assertTrue(independent > paired + 0.1, "independent " + independent + ", paired " + paired);
    }

    @Test
    void fivePairsCanSeeNothing() {
        double[] base = {10, 11, 12, 13, 14};
        double[] head = {10.1, 11.1, 12.1, 13.1, 14.1};
        assertEquals(OptionalDouble.empty(), DetectableChange.ofPairs(base, head, false, 0.10, 0.05, 0.8));
        assertEquals(OptionalDouble.empty(), DetectableChange.ofPairs(base, new double[]{1, 2}, false, 0.10, 0.05,
                0.8), "sides that do not pair");
    }
}
