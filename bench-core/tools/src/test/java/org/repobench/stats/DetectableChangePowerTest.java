package org.repobench.stats;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.compare.CompareOptions;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a gate says it could see, tried as the true change: a gate is drawn from a known noise, states the smallest
 * worsening it would catch in 8 of 10 repeats, and that worsening is then put into fresh gates of the same noise and
 * judged as compare judges it. Over many gates the fresh ones must catch it in about the stated share: not much less
 * (the statement would promise what the gate cannot keep) and not far more (it would say less than the gate sees).
 *
 * <p>The noise: fork means (independent) or pairs' log-ratios (paired) on the log scale, normal with a standard
 * deviation of 4 %, or Student's t with 3 degrees of freedom scaled to the same standard deviation. The rule: compare's
 * defaults (threshold 10 %, alpha 0.05) on time per operation, with the test and the interval that {@code Pairing}
 * takes for each. Each configuration prints its row: forks, the mean statement, the share caught.
 */
class DetectableChangePowerTest {
    private static final double SD = 0.04;
    /** As the gates judge: compare's defaults, 10 % and 0.05, and the power "could see" states, 8 of 10. */
    private static final double THRESHOLD = CompareOptions.DEFAULT_THRESHOLD_PERCENT / 100;
    private static final double ALPHA = CompareOptions.DEFAULT_ALPHA;
    private static final double POWER = CompareOptions.DETECTION_POWER;
    /** Gates per configuration, each stating what it could see. */
    private static final int STATING = 300;
    /**
     * Fresh gates each statement is tried on: one try each would leave the share caught 2.3 points either way at 300
     * gates from the luck of the tries alone; with ten, what is left is mostly how the statements vary.
     */
    private static final int TRIES = 10;
    /**
     * Simulated gates per statement: a quarter of a compare's, so the test stays fast. Rougher statements are caught a
     * little less often: with a compare's 2,000 the same gates caught them 0 to 2 points more often.
     */
    private static final int SIMULATED = 500;
    private static final String INDEPENDENT = "independent";
    private static final String PAIRED = "paired";
    private static final List<String> TABLE = new ArrayList<>();

    enum Noise {
        NORMAL {
            @Override
            double draw(SplittableRandom random) {
                return SD * random.nextGaussian();
            }
        },
        T3 {
            @Override
            double draw(SplittableRandom random) {
                double chiSquare = 0;
                for (int k = 0; k < 3; k++) {
                    double z = random.nextGaussian();
                    chiSquare += z * z;
                }
                // t3 has variance 3: scaled to the same standard deviation
                return SD / Math.sqrt(3) * random.nextGaussian() / Math.sqrt(chiSquare / 3);
            }
        };

        /** One value of the noise on the log scale. */
        abstract double draw(SplittableRandom random);
    }

    static Stream<Arguments> configurations() {
        List<Arguments> all = new ArrayList<>();
        for (Noise noise : Noise.values()) {
            for (int forks : new int[]{4, 6, 8, 16}) {
                all.add(Arguments.of(INDEPENDENT, forks, noise));
            }
            for (int pairs : new int[]{6, 8, 12, 16}) {
                all.add(Arguments.of(PAIRED, pairs, noise));
            }
        }
        return all.stream();
    }

    /** Fork means of time per operation around 100, the head {@code change} worse; paired: head beside its base. */
    private static double[][] gate(SplittableRandom random, boolean paired, int forks, Noise noise, double change) {
        double[] base = new double[forks];
        double[] head = new double[forks];
        for (int k = 0; k < forks; k++) {
            base[k] = 100 * Math.exp(noise.draw(random));
            head[k] = (paired ? base[k] : 100 * Math.exp(noise.draw(random))) * (1 + change);
        }
        if (paired) {
            for (int k = 0; k < forks; k++) {
                head[k] *= Math.exp(noise.draw(random));
            }
        }
        return new double[][]{base, head};
    }

    /** Compare's rule, as {@code Comparison} judges time: significant, worse, and the interval past the threshold. */
    private static boolean regression(boolean paired, double[] base, double[] head) {
        RankTest test;
        RatioEstimate ratio;
        if (paired) {
            double[] logRatios = new double[base.length];
            for (int k = 0; k < base.length; k++) {
                logRatios[k] = Math.log(head[k]) - Math.log(base[k]);
            }
            test = SignedRank.test(logRatios);
            ratio = RatioEstimate.paired(base, head, ALPHA);
        } else {
            test = MannWhitney.test(base, head);
            ratio = RatioEstimate.headOverBase(base, head, ALPHA);
        }
        double change = ratio.ratio() - 1;
        return test.p() < ALPHA && change > 0 && ratio.worseEnd(false) > THRESHOLD;
    }

    @ParameterizedTest(name = "{0}, {1} forks a side, {2} noise")
    @MethodSource("configurations")
    void theStatedChangeIsCaughtInAboutTheStatedShareOfGates(String rule, int forks, Noise noise) {
        boolean paired = rule.equals(PAIRED);
        SplittableRandom random = new SplittableRandom(31L * forks + (paired ? 7 : 0) + 1000L * noise.ordinal());
        int caught = 0;
        double stated = 0;
        int statements = 0;
        for (int g = 0; g < STATING; g++) {
            double[][] seen = gate(random, paired, forks, noise, 0);
            OptionalDouble statement = paired
                    ? DetectableChange.ofPairs(seen[0], seen[1], false, THRESHOLD, ALPHA, POWER, SIMULATED)
                    : DetectableChange.of(seen[0], seen[1], false, THRESHOLD, ALPHA, POWER, SIMULATED);
            if (statement.isEmpty()) {
                continue;
            }
            statements++;
            stated += statement.getAsDouble();
            for (int t = 0; t < TRIES; t++) {
                double[][] fresh = gate(random, paired, forks, noise, statement.getAsDouble());
                if (regression(paired, fresh[0], fresh[1])) {
                    caught++;
                }
            }
        }
        double share = caught / (double) (statements * TRIES);
        String row = String.format(Locale.ROOT, "| %-11s | %2d | %-6s | %5.1f %% | %5.1f %% |",
                rule, forks, noise, 100 * stated / statements, 100 * share);
        TABLE.add(row);
        assertEquals(STATING, statements, "every gate of " + forks + " forks can state what it could see: " + row);
        assertTrue(share >= 0.75 && share <= 0.95, "caught in " + share + " of gates, stated 0.8: " + row);
    }

    @AfterAll
    static void printTable() {
        System.out.println("| rule        | n  | noise  | stated  | caught  |");
        TABLE.forEach(System.out::println);
    }
}
