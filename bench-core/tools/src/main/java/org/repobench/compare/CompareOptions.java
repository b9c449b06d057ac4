package org.repobench.compare;

import org.repobench.results.Evidence;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * How strict the comparison is.
 *
 * @param threshold the effect-size floor as a fraction (0.10 = 10 %): how much worse a significant change must be to
 *                  count as a regression
 * @param alpha     the significance level of the two-sided test; the ratio interval has confidence 1 − alpha
 * @param allocationThreshold the same floor for allocation per operation ({@code gc.alloc.rate.norm})
 * @param pairing   whether fork k of base and fork k of head ran in neighbouring steps or in one, and so which test
 *                  judges them
 * @param pooledThreshold the floor of the rows that judge every benchmark as one (time and CPU): the threshold unless
 *                  asked otherwise; pooled over the benchmarks their interval is narrower than any one row's, and a
 *                  side-by-side gate's holds a finer floor than its rows do
 */
public record CompareOptions(double threshold, double alpha, double allocationThreshold, Pairing pairing,
                             double pooledThreshold) {
    public static final double DEFAULT_THRESHOLD_PERCENT = 10;
    /**
     * Allocation per GET varies far less than time between forks of one build (A/A gates: docs/reports-and-gate.md,
     * "Comparing results"), so a smaller floor still raises no false alarm; a few hundred bytes more per member of a
     * 1,000-member GET is past it.
     */
    public static final double DEFAULT_ALLOCATION_THRESHOLD_PERCENT = 5;
    /** {@link Evidence#DEFAULT_ALPHA}: report's lever charts use the same. */
    public static final double DEFAULT_ALPHA = Evidence.DEFAULT_ALPHA;
    /** {@link Evidence#MIN_FORKS}: report's lever charts use the same. */
    public static final int MIN_FORKS = Evidence.MIN_FORKS;
    /** The most forks per side a gate runs, and the most "no verdict" advises. */
    public static final int MAX_FORKS = 50;
    /** The share of repeated gates in which a change counts as one a gate "could see" (8 in 10). */
    public static final double DETECTION_POWER = 0.8;
    /** The largest threshold an option may ask for. */
    public static final double MAX_THRESHOLD_PERCENT = 1000;

    /** Every benchmark as one judged at the same threshold as each. */
    public CompareOptions(double threshold, double alpha, double allocationThreshold, Pairing pairing) {
        this(threshold, alpha, allocationThreshold, pairing, threshold);
    }

    /** The same options, every benchmark as one judged at {@code floor}. */
    public CompareOptions withPooledThreshold(double floor) {
        return new CompareOptions(threshold, alpha, allocationThreshold, pairing, floor);
    }

    public static CompareOptions defaults() {
        return new CompareOptions(DEFAULT_THRESHOLD_PERCENT / 100, DEFAULT_ALPHA,
                DEFAULT_ALLOCATION_THRESHOLD_PERCENT / 100, Pairing.INDEPENDENT);
    }

    public String describe() {
        return String.format(Locale.ROOT, "threshold %s%%%s, alpha %s, allocation threshold %s%%%s",
                strip(threshold * 100), pooledThreshold == threshold ? ""
                        : " (every benchmark as one: " + strip(pooledThreshold * 100) + "%)",
                strip(alpha), strip(allocationThreshold * 100), pairing.optionWords());
    }

    private static String strip(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }
}
