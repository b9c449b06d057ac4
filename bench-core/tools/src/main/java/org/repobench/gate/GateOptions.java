package org.repobench.gate;

import org.repobench.compare.CompareOptions;
import org.repobench.compare.Pairing;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * What one gate compares and how, validated before anything is built or run so that a mistake costs a second, not a
 * build.
 *
 * @param arms    two revisions of this repository, or two Fedora builds
 * @param forks   forks per arm; against a Fedora build, each fork is a server start of its own
 * @param compare how strict the comparison of the two arms is
 * @param offline run Maven with {@code -o} (machines without network access)
 * @param flame   every step records where its CPU and allocation went ({@code run --flame}), so the comparison page
 *                draws a differential flame graph for every signal that fires ({@link GateFlames})
 */
public record GateOptions(GateArms arms, int forks, CompareOptions compare, GateSet gateSet, boolean offline,
                          boolean flame) {
    public static final int DEFAULT_FORKS = 8;
    /**
     * An exact two-sided Mann-Whitney test cannot go below p = 0.029 with 4 + 4 samples, nor 0.1 with 3 + 3; paired
     * (Wilcoxon signed-rank), 6 pairs are the fewest that reach 0.05.
     */
    public static final int MIN_FORKS = 4;
    public static final int MAX_FORKS = CompareOptions.MAX_FORKS;
    /**
     * Pairs per side-by-side gate ({@code gate --side-by-side}) unless {@code --forks} says: the fewest whose
     * signed-rank test reaches p = 0.031 (all six pairs one way). A pair starts two servers and runs the four GETs and
     * the create on both, 54 to 60 s on a 2-core machine after {@link GateSet#SIDE_BY_SIDE_WARMUPS} warm-ups (68 to
     * 69 s after 4; 98 to 113 s after 4 on the slowest machine seen): each pair more is a minute or more of the
     * 10 a pull request can wait.
     */
    public static final int SIDE_BY_SIDE_FORKS = 6;
    /**
     * The floor of every benchmark as one (time and CPU) in a side-by-side gate ({@code gate --side-by-side}) unless
     * {@code --pooled-threshold} says: pooled over a step's pairs it measures within about 2.5 %, so the 10 % that each
     * benchmark's row keeps would leave most of what it sees unsaid. With every floor at 5 %, a CPU cost measuring
     * 4 to 7 % was caught by this row in 5 of 5 gates, and one benchmark's row raised a false alarm in 1 of 5 A/A
     * gates that this row did not (docs/results/fedora-gate.md): the rows keep {@code --threshold}.
     */
    public static final double SIDE_BY_SIDE_POOLED_THRESHOLD_PERCENT = 5;

    public GateOptions {
        requireReachableSignificance(forks, compare);
    }

    /** Without flame graphs. */
    public GateOptions(GateArms arms, int forks, CompareOptions compare, GateSet gateSet, boolean offline) {
        this(arms, forks, compare, gateSet, offline, false);
    }

    /**
     * Fewer forks than the exact test needs to ever reach p < alpha would make a regression undetectable
     * ({@link Pairing#canReach}, the rule compare's "no verdict" uses too).
     */
    private static void requireReachableSignificance(int forks, CompareOptions compare) {
        Pairing pairing = compare.pairing();
        double alpha = compare.alpha();
        if (pairing.canReach(forks, forks, alpha)) {
            return;
        }
        OptionalInt needed = pairing.forksNeeded(alpha);
        if (needed.isEmpty()) {
            throw new GateException("--alpha " + strip(alpha) + " is too small for at most " + MAX_FORKS
                    + " forks per arm; use an --alpha of at least "
                    + strip(pairing.smallestPossibleP(MAX_FORKS, MAX_FORKS)));
        }
        throw new GateException(String.format(Locale.ROOT, "--forks %d cannot show a change at --alpha %s: the "
                        + "smallest two-sided %s p with %d + %d forks is %.4f; use --forks %d or more",
                forks, strip(alpha), pairing.testName(), forks, forks, pairing.smallestPossibleP(forks, forks),
                needed.getAsInt()));
    }

    /** Complete separation of n + n independent samples: 2 / C(2n, n). */
    static double smallestTwoSidedP(int n) {
        return Pairing.INDEPENDENT.smallestPossibleP(n, n);
    }

    private static String strip(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }
}
