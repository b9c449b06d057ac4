package org.repobench.stats;

import org.apache.commons.math3.stat.descriptive.rank.Median;

import java.util.Arrays;
import java.util.OptionalDouble;
import java.util.SplittableRandom;

/**
 * The smallest worsening a comparison would have called a regression in {@code power} of repeated gates, from the
 * noise of the comparison itself: a gate's own statement of what it could see.
 *
 * <p>How: the fork means of both sides, on the log scale and each side centred on its own median, are the noise. A
 * simulated gate draws {@code n} base and {@code m} head values from that noise (with replacement), shifts the head by
 * the change, and applies the compare rule: the exact two-sided Mann–Whitney test significant at {@code alpha}, the
 * Hodges–Lehmann estimate worse, and its interval reaching past the threshold on the worse side. The same draws serve
 * every change tried (common random numbers), and a larger shift only raises U, the estimate and the interval's
 * ends, so the share of gates that detect it only grows with the change, and bisection finds the smallest change
 * whose share reaches {@code power}. The seed is fixed: the same files give the same statement. A shift moves all of
 * a gate's candidates alike and keeps their order, so each gate's are sorted once and every change tried costs a
 * binary search per gate (at 40 + 40 forks, sorting again for every change took minutes of a compare).
 *
 * <p>What it assumes: that the change moves every fork alike (a shift on the log scale) and that the forks seen are
 * the noise a later gate would meet. Three forks a side give a noise estimate from six values, so the statement is
 * as rough as the comparison; it is empty where no change could be detected (too few forks for any p below alpha).
 *
 * <p>For paired samples ({@link #ofPairs}) the noise is the pairs' log-ratios centred on their median, a simulated
 * gate draws n of them, and the rule is the paired one: the exact signed-rank test ({@link SignedRank}) and the
 * Hodges–Lehmann estimate and interval of the Walsh averages ({@link RatioEstimate#paired}).
 */
public final class DetectableChange {
    /** Simulated gates per statement. */
    static final int GATES = 2000;
    /** The largest change looked for: a tenfold worsening. */
    static final double LARGEST = 9.0;
    private static final int STEPS = 40;
    private static final long SEED = 20261124L;

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
        int n = base.length;
        int m = head.length;
        double[] noise = noise(base, head);
        if (noise.length == 0) {
            return OptionalDouble.empty();
        }
        boolean[] significantU = significantU(n, m, alpha);
        double[] interval = RatioEstimate.interval(n, m, alpha);
        SplittableRandom random = new SplittableRandom(SEED);
        double[] drawnBase = new double[n];
        double[] drawnHead = new double[m];
        double[][] gates = new double[GATES][];
        for (int g = 0; g < GATES; g++) {
            for (int i = 0; i < n; i++) {
                drawnBase[i] = noise[random.nextInt(noise.length)];
            }
            for (int j = 0; j < m; j++) {
                drawnHead[j] = noise[random.nextInt(noise.length)];
            }
            double[] differences = new double[n * m];
            int k = 0;
            for (double b : drawnBase) {
                for (double h : drawnHead) {
                    differences[k++] = h - b;
                }
            }
            Arrays.sort(differences);
            gates[g] = differences;
        }
        return smallest(change -> detected(gates, change, higherIsBetter, threshold, significantU, interval), power);
    }

    /**
     * The same statement for paired samples, {@code base[k]} beside {@code head[k]}, judged by the paired rule.
     *
     * @return the smallest change as a fraction, empty when not even {@link #LARGEST} is detected or the sides do not
     * pair
     */
    public static OptionalDouble ofPairs(double[] base, double[] head, boolean higherIsBetter, double threshold,
                                         double alpha, double power) {
        int n = base.length;
        double[] b = logs(base);
        double[] h = logs(head);
        if (n == 0 || head.length != n || b.length == 0 || h.length == 0) {
            return OptionalDouble.empty();
        }
        double[] noise = new double[n];
        for (int k = 0; k < n; k++) {
            noise[k] = h[k] - b[k];
        }
        double centre = new Median().evaluate(noise);
        for (int k = 0; k < n; k++) {
            noise[k] -= centre;
        }
        boolean[] significantW = significantW(n, alpha);
        double[] interval = RatioEstimate.pairedInterval(n, alpha);
        SplittableRandom random = new SplittableRandom(SEED);
        double[] pairs = new double[n];
        double[][] gates = new double[GATES][];
        for (int g = 0; g < GATES; g++) {
            for (int k = 0; k < n; k++) {
                pairs[k] = noise[random.nextInt(n)];
            }
            double[] walsh = RatioEstimate.walshAverages(pairs);
            Arrays.sort(walsh);
            gates[g] = walsh;
        }
        return smallest(change -> detected(gates, change, higherIsBetter, threshold, significantW, interval), power);
    }

    /** How many of the {@link #GATES} simulated gates detect a change of a given size. */
    @FunctionalInterface
    private interface Detections {
        int count(double change);
    }

    /** Bisection for the smallest change detected in {@code power} of the gates; the count only grows with it. */
    private static OptionalDouble smallest(Detections detections, double power) {
        double needed = Math.ceil(power * GATES);
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
     * candidates above zero, a zero counting half: U (ties of resampled values count half, as in the test; the table
     * is for untied data) or W+ (Tukey's identity, which gives the mid-rank W+ where resampling ties).
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

    /** Both sides' log values, each centred on its median; empty when a value is not positive. */
    private static double[] noise(double[] base, double[] head) {
        double[] b = logs(base);
        double[] h = logs(head);
        if (b.length == 0 || h.length == 0) {
            return new double[0];
        }
        double[] all = new double[b.length + h.length];
        Median median = new Median();
        double mb = median.evaluate(b);
        double mh = median.evaluate(h);
        for (int i = 0; i < b.length; i++) {
            all[i] = b[i] - mb;
        }
        for (int j = 0; j < h.length; j++) {
            all[b.length + j] = h[j] - mh;
        }
        return all;
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
