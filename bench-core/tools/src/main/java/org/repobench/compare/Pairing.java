package org.repobench.compare;

import org.repobench.stats.DetectableChange;
import org.repobench.stats.MannWhitney;
import org.repobench.stats.RankTest;
import org.repobench.stats.RatioEstimate;
import org.repobench.stats.SignedRank;

import java.util.Arrays;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;

/**
 * How the forks of the two sides relate, and with it which test, estimate and statement of power judge them. The rule
 * on top (significant, worse, the interval past the threshold) is the same for both.
 */
public enum Pairing {
    /** Two independent samples: no base fork belongs with any head fork (two runs, or two machines). */
    INDEPENDENT("", "Mann-Whitney", "per-fork means", "per-fork means; exact two-sided Mann-Whitney U;"
            + " Hodges-Lehmann head/base ratio with distribution-free interval") {
        @Override
        RankTest test(double[] base, double[] head) {
            return MannWhitney.test(base, head);
        }

        @Override
        RatioEstimate ratio(double[] base, double[] head, double alpha) {
            return RatioEstimate.headOverBase(base, head, alpha);
        }

        @Override
        OptionalDouble detectable(double[] base, double[] head, boolean higherIsBetter, double threshold,
                                  double alpha) {
            return DetectableChange.of(base, head, higherIsBetter, threshold, alpha, CompareOptions.DETECTION_POWER);
        }

        @Override
        public double smallestPossibleP(int base, int head) {
            return MannWhitney.smallestPossibleP(base, head);
        }

        @Override
        public double smallestOneSidedP(int base, int head) {
            return MannWhitney.smallestOneSidedP(base, head);
        }
    },
    /**
     * Fork k of base and fork k of head ran in neighbouring steps (a gate's A B B A order) or in one step (side by
     * side): each pair met the same state of the machine, and the pairs' log-ratios leave it out
     * ({@code compare --by-step}).
     */
    BY_STEP(", forks paired by step", "Wilcoxon signed-rank", "pairs of fork means (fork k of base and fork k of"
            + " head, by step)",
            "per-fork means, fork k of base paired with fork k of head; exact two-sided Wilcoxon signed-rank on the"
            + " pairs' log-ratios; Hodges-Lehmann head/base ratio of their Walsh averages with exact interval") {
        @Override
        RankTest test(double[] base, double[] head) {
            // log-ratios, as the estimate; where a value is not positive, the plain differences (same signs)
            boolean positive = DoubleStream.concat(Arrays.stream(base), Arrays.stream(head)).allMatch(v -> v > 0);
            double[] differences = new double[base.length];
            for (int k = 0; k < base.length; k++) {
                differences[k] = positive ? Math.log(head[k]) - Math.log(base[k]) : head[k] - base[k];
            }
            return SignedRank.test(differences);
        }

        @Override
        RatioEstimate ratio(double[] base, double[] head, double alpha) {
            return RatioEstimate.paired(base, head, alpha);
        }

        @Override
        OptionalDouble detectable(double[] base, double[] head, boolean higherIsBetter, double threshold,
                                  double alpha) {
            return DetectableChange.ofPairs(base, head, higherIsBetter, threshold, alpha,
                    CompareOptions.DETECTION_POWER);
        }

        @Override
        public double smallestPossibleP(int base, int head) {
            return SignedRank.smallestPossibleP(Math.min(base, head));
        }

        @Override
        public double smallestOneSidedP(int base, int head) {
            return SignedRank.smallestOneSidedP(Math.min(base, head));
        }

        @Override
        boolean pairs(int base, int head) {
            return base == head;
        }

        @Override
        String dropReason() {
            return "NaN/infinite or no iterations, in it or in the fork it pairs with";
        }

        @Override
        double[][] usable(double[] base, double[] head) {
            int[] both = IntStream.range(0, base.length)
                    .filter(k -> Double.isFinite(base[k]) && Double.isFinite(head[k])).toArray();
            return new double[][]{Arrays.stream(both).mapToDouble(k -> base[k]).toArray(),
                    Arrays.stream(both).mapToDouble(k -> head[k]).toArray()};
        }
    };

    private final String optionWords;
    private final String testName;
    private final String samples;
    private final String method;

    Pairing(String optionWords, String testName, String samples, String method) {
        this.optionWords = optionWords;
        this.testName = testName;
        this.samples = samples;
        this.method = method;
    }

    /** The test's name for a reader: "Mann-Whitney". */
    public String testName() {
        return testName;
    }

    /** What the estimate is taken over, for a reader: "per-fork means". */
    public String samples() {
        return samples;
    }

    /** What it adds to the options' one line: nothing for the default. */
    String optionWords() {
        return optionWords;
    }

    /** The statistics, in one line, for the JSON's {@code method}. */
    public String method() {
        return method;
    }

    /** The rank test on the fork means (positive where {@link #ratio} needs logs). */
    abstract RankTest test(double[] base, double[] head);

    /** The head/base ratio with its interval at 1 − alpha. */
    abstract RatioEstimate ratio(double[] base, double[] head, double alpha);

    /** {@link DetectableChange}'s statement for these samples under this pairing. */
    abstract OptionalDouble detectable(double[] base, double[] head, boolean higherIsBetter, double threshold,
                                       double alpha);

    /** The smallest two-sided p any data of these sizes could give. */
    public abstract double smallestPossibleP(int base, int head);

    /** The smallest one-sided p any data of these sizes could give: what a gate's family is judged by. */
    public abstract double smallestOneSidedP(int base, int head);


    /** Whether these fork counts can be judged this way at all (paired: only as many forks on each side). */
    boolean pairs(int base, int head) {
        return true;
    }

    /**
     * The fork means that can be judged: finite ones, and paired, only pairs whose both forks are.
     *
     * @return {base, head}
     */
    double[][] usable(double[] base, double[] head) {
        return new double[][]{finite(base), finite(head)};
    }

    /** Why forks were left out, for the note that says how many. */
    String dropReason() {
        return "NaN/infinite or no iterations";
    }

    private static double[] finite(double[] values) {
        return Arrays.stream(values).filter(Double::isFinite).toArray();
    }

    /**
     * Whether these fork counts can show a change at {@code alpha} at all: the one rule the gate (before it runs) and
     * compare (before it judges) share.
     */
    public boolean canReach(int base, int head, double alpha) {
        return smallestPossibleP(base, head) < alpha;
    }

    /**
     * The fewest forks per side (the same on both) that {@link #canReach} {@code alpha}, up to the most a gate runs;
     * empty when even that many cannot.
     */
    public OptionalInt forksNeeded(double alpha) {
        for (int n = 1; n <= CompareOptions.MAX_FORKS; n++) {
            if (canReach(n, n, alpha)) {
                return OptionalInt.of(n);
            }
        }
        return OptionalInt.empty();
    }
}
