package org.repobench.stats;

import java.util.Arrays;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The smallest worsening a comparison would have called a regression in {@code power} of repeated gates, from the
 * noise of the comparison itself: a gate's own statement of what it could see.
 *
 * <p>How: the noise is the fork means on the log scale (paired, the pairs' log-ratios), and its scale the median
 * absolute difference between two forks of one side, robust and blind to each side's centre. A simulated gate
 * draws {@code n} base and {@code m} head values from a normal law, shifts the head by the change, and applies the
 * compare rule: the exact two-sided Mann–Whitney test significant at {@code alpha}, the Hodges–Lehmann estimate worse,
 * and its interval reaching past the threshold on the worse side. Bisection finds the smallest change that
 * {@code power} of the simulated gates call a regression.
 *
 * <p>Calibrated to hold its power: the scale seen is not taken for the true one. Each simulated gate's normal law has
 * the scale seen divided by the scale of a pilot sample of standard normal values of the same sizes: under normal
 * noise the scale seen is the true scale times such a pilot's, so the simulated gates meet every true scale that could
 * have shown the scale seen, each as often as it would have (a fiducial draw), and the share of them that detect a
 * change is its power averaged over what the forks cannot tell. Few forks tell little: resampling the forks seen
 * instead, as this did before, cannot draw a noise wider than the forks seen, and its statement held in 63 % of
 * repeats at 4 + 4 forks and 71 % at 6 pairs (where only all six pairs worse is significant, so what counts is a tail
 * of the noise that six values cannot show). Measured ({@code DetectableChangePowerTest}: a gate drawn from a known
 * noise states what it could see, fresh gates of that noise with that change are judged by the compare rule;
 * log-normal with a 4 % standard deviation, and Student's t with 3 degrees of freedom of the same standard deviation,
 * threshold 10 %, alpha 0.05): caught in 77 to 91 % of repeats, independent at 4 + 4 to 16 + 16 forks and paired at 6
 * to 16 pairs. About 80 % where the threshold is what limits (many forks: the statement is a little under it), more
 * where the test's significance limits too (a wrong scale either way then states more, not less).
 *
 * <p>What it assumes: that the change moves every fork alike (a shift on the log scale), that a later gate meets noise
 * of the spread the forks show, and that the noise's bulk is about normal (a fork far out barely moves the scale;
 * Student's t with 3 degrees of freedom kept the power). It is empty where no change could be detected: too few forks
 * for any p below alpha (3 + 3, or fewer than 6 pairs at 0.05).
 *
 * <p>Cost: the same draws serve every change tried (common random numbers), and a larger shift only raises U, the
 * estimate and the interval's ends, so the share of gates that detect it only grows with the change. A shift (and a
 * scale) moves all of a gate's candidates alike and keeps their order, so each gate's are sorted once and every change
 * tried costs a binary search per gate (at 40 + 40 forks, sorting again for every change took minutes of a compare).
 * The pilots depend on the fork counts alone and are drawn once per count. The seeds are fixed: the same files give the
 * same statement.
 *
 * <p>For paired samples ({@link #ofPairs}) the noise is the pairs' log-ratios, a simulated gate draws n of them, and
 * the rule is the paired one: the exact signed-rank test ({@link SignedRank}) and the Hodges–Lehmann estimate and
 * interval of the Walsh averages ({@link RatioEstimate#paired}).
 */
public final class DetectableChange {
    /** Simulated gates per statement. */
    static final int GATES = 2000;
    /** The largest change looked for: a tenfold worsening. */
    static final double LARGEST = 9.0;
    /** Halvings of 0 to {@link #LARGEST}: 27 leave 7e-8, far below the 0.1 % a statement is read to. */
    private static final int STEPS = 27;
    private static final long SEED = 20261124L;
    private static final long PILOT_SEED = 20261125L;
    /** The pilots' scales by gate count and sample sizes. */
    private static final Map<String, double[]> PILOTS = new ConcurrentHashMap<>();

    private DetectableChange() {
    }

    /**
     * @param base        base fork means (positive)
     * @param head        head fork means (positive), in base's unit
     * @param higherIsBetter true for throughput: a worsening then lowers the head
     * @param threshold   the rule's threshold, as a fraction (0.10)
     * @param alpha       the test's level
     * @param power       the share of gates that must detect the change (0.8)
     * @return the smallest such change as a fraction (0.07 = 7 % worse), empty when not even {@link #LARGEST} is
     */
    public static OptionalDouble of(double[] base, double[] head, boolean higherIsBetter, double threshold,
                                    double alpha, double power) {
        return of(base, head, higherIsBetter, threshold, alpha, power, GATES);
    }

    /** {@link #of} from {@code gates} simulated gates (a test that states many gates may use fewer). */
    static OptionalDouble of(double[] base, double[] head, boolean higherIsBetter, double threshold, double alpha,
                             double power, int gates) {
        int n = base.length;
        int m = head.length;
        double[] b = logs(base);
        double[] h = logs(head);
        if (n == 0 || m == 0 || b.length == 0 || h.length == 0) {
            return OptionalDouble.empty();
        }
        boolean[] significantU = significantU(n, m, alpha);
        if (!any(significantU)) {
            return OptionalDouble.empty();
        }
        double scale = scale(b, h);
        double[] interval = RatioEstimate.interval(n, m, alpha);
        SplittableRandom random = new SplittableRandom(SEED);
        double[] pilots = pilotScales(gates, n, m);
        double[] drawnBase = new double[n];
        double[] drawnHead = new double[m];
        double[][] sortedGates = new double[gates][];
        for (int g = 0; g < gates; g++) {
            normals(random, drawnBase);
            normals(random, drawnHead);
            double[] differences = new double[n * m];
            int k = 0;
            for (double x : drawnBase) {
                for (double y : drawnHead) {
                    differences[k++] = y - x;
                }
            }
            Arrays.sort(differences);
            sortedGates[g] = scaled(differences, scale == 0 ? 0 : scale / pilots[g]);
        }
        return smallest(change -> detected(sortedGates, change, higherIsBetter, threshold, significantU, interval),
                power, gates);
    }

    /**
     * The same statement for paired samples, {@code base[k]} beside {@code head[k]}, judged by the paired rule.
     *
     * @return the smallest change as a fraction, empty when not even {@link #LARGEST} is detected or the sides do not
     * pair
     */
    public static OptionalDouble ofPairs(double[] base, double[] head, boolean higherIsBetter, double threshold,
                                         double alpha, double power) {
        return ofPairs(base, head, higherIsBetter, threshold, alpha, power, GATES);
    }

    /** {@link #ofPairs} from {@code gates} simulated gates. */
    static OptionalDouble ofPairs(double[] base, double[] head, boolean higherIsBetter, double threshold,
                                  double alpha, double power, int gates) {
        int n = base.length;
        double[] b = logs(base);
        double[] h = logs(head);
        if (n == 0 || head.length != n || b.length == 0 || h.length == 0) {
            return OptionalDouble.empty();
        }
        boolean[] significantW = significantW(n, alpha);
        if (!any(significantW)) {
            return OptionalDouble.empty();
        }
        double[] logRatios = new double[n];
        for (int k = 0; k < n; k++) {
            logRatios[k] = h[k] - b[k];
        }
        double scale = scale(logRatios);
        double[] interval = RatioEstimate.pairedInterval(n, alpha);
        SplittableRandom random = new SplittableRandom(SEED);
        double[] pilots = pilotScales(gates, n);
        double[] pairs = new double[n];
        double[][] sortedGates = new double[gates][];
        for (int g = 0; g < gates; g++) {
            double[] walsh = RatioEstimate.walshAverages(normals(random, pairs));
            Arrays.sort(walsh);
            sortedGates[g] = scaled(walsh, scale == 0 ? 0 : scale / pilots[g]);
        }
        return smallest(change -> detected(sortedGates, change, higherIsBetter, threshold, significantW, interval),
                power, gates);
    }

    /**
     * The noise's scale: the median of the non-zero absolute differences between two values of one side (Shamos's
     * estimator, over the pairs within each side, so that neither side's centre nor the change between them enters).
     * For normal noise it is nearly as efficient as the standard deviation (86 %); for heavy tails it follows the
     * spread that the rank tests feel (for Student's t with 3 degrees of freedom, 3 % above the normal scale whose
     * Hodges–Lehmann estimate varies as much), not the few values far out that inflate a standard deviation. Zero where
     * no two values of a side differ. Its constant is left out: the statement divides it by a pilot's.
     */
    private static double scale(double[]... sides) {
        int count = 0;
        for (double[] side : sides) {
            count += side.length * (side.length - 1) / 2;
        }
        double[] differences = new double[count];
        int k = 0;
        for (double[] side : sides) {
            for (int i = 0; i < side.length; i++) {
                for (int j = i + 1; j < side.length; j++) {
                    double difference = Math.abs(side[i] - side[j]);
                    if (difference > 0) {
                        differences[k++] = difference;
                    }
                }
            }
        }
        if (k == 0) {
            return 0;
        }
        Arrays.sort(differences, 0, k);
        return k % 2 == 1 ? differences[k / 2] : (differences[k / 2 - 1] + differences[k / 2]) / 2;
    }

    /**
     * Each simulated gate's pilot: the {@link #scale} of standard normal samples of these sizes. They depend on nothing
     * else, so a compare, which states many comparisons of the same fork counts, draws them once.
     */
    private static double[] pilotScales(int gates, int... sizes) {
        return PILOTS.computeIfAbsent(gates + " " + Arrays.toString(sizes), key -> {
            SplittableRandom random = new SplittableRandom(PILOT_SEED);
            double[][] sides = new double[sizes.length][];
            for (int s = 0; s < sizes.length; s++) {
                sides[s] = new double[sizes[s]];
            }
            double[] scales = new double[gates];
            for (int g = 0; g < gates; g++) {
                for (double[] side : sides) {
                    normals(random, side);
                }
                scales[g] = scale(sides);
            }
            return scales;
        });
    }

    /** Fills {@code values} with standard normal draws and returns it. */
    private static double[] normals(SplittableRandom random, double[] values) {
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextGaussian();
        }
        return values;
    }

    /** The sorted values times a factor at least 0 (so still sorted). */
    private static double[] scaled(double[] sorted, double factor) {
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] *= factor;
        }
        return sorted;
    }

    private static boolean any(boolean[] values) {
        for (boolean value : values) {
            if (value) {
                return true;
            }
        }
        return false;
    }

    /** How many of the simulated gates detect a change of a given size. */
    @FunctionalInterface
    private interface Detections {
        int count(double change);
    }

    /** Bisection for the smallest change detected in {@code power} of the gates; the count only grows with it. */
    private static OptionalDouble smallest(Detections detections, double power, int gates) {
        double needed = Math.ceil(power * gates);
        if (detections.count(LARGEST) < needed) {
            return OptionalDouble.empty();
        }
        double low = 0;
        double high = LARGEST;
        for (int step = 0; step < STEPS; step++) {
            double middle = (low + high) / 2;
            if (detections.count(middle) >= needed) {
                high = middle;
            } else {
                low = middle;
            }
        }
        return OptionalDouble.of(high);
    }

    /** A change as a shift of the log head; a throughput cannot fall by all of itself, so at most to nearly nothing. */
    private static double shift(double change, boolean higherIsBetter) {
        return higherIsBetter ? Math.log(1 - Math.min(change, 1 - 1e-9)) : Math.log(1 + change);
    }

    /**
     * How many gates call a worsening of {@code change} a regression. Each gate's candidates (the n·m pairwise
     * log-ratios, or a paired gate's Walsh averages) were sorted once: a change shifts them all alike, so their order,
     * and with it the estimate and the interval's ends, only move by the shift. The statistic counts the shifted
     * candidates above zero, a zero counting half: U (ties count half, as in the test; the table is for untied data)
     * or W+ (Tukey's identity, which gives the mid-rank W+ where values tie).
     */
    private static int detected(double[][] sortedGates, double change, boolean higherIsBetter, double threshold,
                                boolean[] significant, double[] interval) {
        double shift = shift(change, higherIsBetter);
        int count = 0;
        for (double[] sorted : sortedGates) {
            int aboveFrom = firstWhere(sorted, shift, true);
            int zeroFrom = firstWhere(sorted, shift, false);
            double statistic = (sorted.length - aboveFrom) + 0.5 * (aboveFrom - zeroFrom);
            if (!significant[(int) Math.round(statistic * 2)]) {
                continue;
            }
            RatioEstimate estimate = RatioEstimate.ofSorted(sorted, shift, interval);
            boolean worse = higherIsBetter ? estimate.ratio() < 1 : estimate.ratio() > 1;
            if (worse && estimate.worseEnd(higherIsBetter) > threshold) {
                count++;
            }
        }
        return count;
    }

    /** The first index whose shifted candidate is above zero ({@code strictly}) or at least zero; else the length. */
    private static int firstWhere(double[] sorted, double shift, boolean strictly) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            double shifted = sorted[middle] + shift;
            if (strictly ? shifted > 0 : shifted >= 0) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        return low;
    }

    /** A half step arises only from a tie: judged as its more conservative neighbour. */
    private static boolean[] withHalfSteps(boolean[] significant) {
        for (int twice = 1; twice < significant.length - 1; twice += 2) {
            significant[twice] = significant[twice - 1] && significant[twice + 1];
        }
        return significant;
    }

    /** For every W+ in half steps (index 2W), whether the exact two-sided signed-rank test is significant. */
    private static boolean[] significantW(int n, double alpha) {
        double[] p = SignedRank.untiedP(n);
        int max = p.length - 1;
        boolean[] significant = new boolean[2 * max + 1];
        for (int w = 0; w <= max; w++) {
            significant[2 * w] = p[w] < alpha;
        }
        return withHalfSteps(significant);
    }

    private static double[] logs(double[] values) {
        double[] logs = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            if (!(values[i] > 0) || !Double.isFinite(values[i])) {
                return new double[0];
            }
            logs[i] = Math.log(values[i]);
        }
        return logs;
    }

    /**
     * For every U in half steps (index 2U), whether the exact two-sided test is significant: untied data of sizes n
     * and m have ranks 1..n+m, so p depends on U alone.
     */
    private static boolean[] significantU(int n, int m, double alpha) {
        double[] p = MannWhitney.untiedP(n, m);
        boolean[] significant = new boolean[2 * n * m + 1];
        for (int u = 0; u <= n * m; u++) {
            significant[2 * u] = p[u] < alpha;
        }
        return withHalfSteps(significant);
    }
}
