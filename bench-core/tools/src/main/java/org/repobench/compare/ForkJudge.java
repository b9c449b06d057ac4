package org.repobench.compare;

import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.results.ScoreUnit;
import org.repobench.stats.MannWhitney;
import org.repobench.stats.RankTest;
import org.repobench.stats.RatioEstimate;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * Judges one signal of one benchmark from its fork means, by the rule {@link Comparison} describes: the rank test
 * decides whether there is a difference, the Hodges–Lehmann interval how large it may be. Apart from {@link Comparison}
 * so that what matches results and what judges their samples each stay one job.
 */
final class ForkJudge {
    private final CompareOptions options;

    ForkJudge(CompareOptions options) {
        this.options = options;
    }

    /** @return null when the samples are too few to judge; {@code notes} then says why */
    Judgement judge(Metric base, Metric head, double threshold, List<String> notes) {
        return judge(base.unit(), base.forkMeans(), head.convertTo(base.unit()).forkMeans(), threshold, notes);
    }

    /**
     * @param baseAll base's fork values, in {@code unit}; {@code headAll} head's, converted to it
     * @return null when the samples are too few to judge; {@code notes} then says why
     */
    Judgement judge(ScoreUnit unit, double[] baseAll, double[] headAll, double threshold, List<String> notes) {
        Pairing pairing = options.pairing();
        if (!pairing.pairs(baseAll.length, headAll.length)) {
            notes.add("forks not paired: base has " + forks(baseAll.length) + ", head " + forks(headAll.length)
                    + "; judged as independent samples");
            pairing = Pairing.INDEPENDENT;
        }
        double[][] usable = pairing.usable(baseAll, headAll);
        double[] baseMeans = usable[0];
        double[] headMeans = usable[1];
        dropped("base", baseAll.length, baseMeans.length, pairing, notes);
        dropped("head", headAll.length, headMeans.length, pairing, notes);
        if (baseMeans.length < CompareOptions.MIN_FORKS || headMeans.length < CompareOptions.MIN_FORKS) {
            notes.add(0, "base has " + forks(baseMeans.length) + ", head has " + forks(headMeans.length)
                    + " with usable rawData; at least " + CompareOptions.MIN_FORKS
                    + " forks per side are needed (run JMH with -f " + CompareOptions.MIN_FORKS
                    + " or more; 5 or more can detect a change at alpha 0.05)");
            return null;
        }
        RankTest test = pairing.test(baseMeans, headMeans);
        if (!test.exact()) {
            notes.add("p from the normal approximation (more than " + MannWhitney.EXACT_LIMIT + " forks)");
        }
        RatioEstimate ratio = pairing.ratio(baseMeans, headMeans, options.alpha());
        double r = Double.isFinite(ratio.ratio()) ? ratio.ratio() : mean(headMeans) / mean(baseMeans);
        boolean higherIsBetter = unit.direction() == ScoreUnit.Direction.HIGHER_IS_BETTER;
        double change = higherIsBetter ? 1 - r : r - 1;
        // the interval's ends as changes; without an interval (a non-positive mean) the estimate stands for both
        double worstChange = Double.isFinite(ratio.low()) ? ratio.worseEnd(higherIsBetter) : change;
        double bestChange = Double.isFinite(ratio.low()) ? ratio.betterEnd(higherIsBetter) : change;
        Verdict verdict = verdict(pairing, test.p(), change, worstChange, bestChange, threshold, baseMeans.length,
                headMeans.length, notes);
        OptionalDouble detectable = pairing.detectable(baseMeans, headMeans, higherIsBetter, threshold,
                options.alpha());
        return new Judgement(unit, new Sample(baseMeans), new Sample(headMeans), ratio, test, change, verdict,
                detectable, pairing, Double.NaN);
    }

    /**
     * @param worstChange the interval's end on the worse side, as a change (+0.14: could be 14 % worse)
     * @param bestChange  its end on the better side (−0.12: could be 12 % better)
     */
    private Verdict verdict(Pairing pairing, double p, double change, double worstChange, double bestChange,
                            double threshold, int n, int m, List<String> notes) {
        boolean significant = p < options.alpha();
        if (significant && change > 0) {
            return worstChange > threshold ? Verdict.REGRESSION : Verdict.WARNING;
        }
        if (significant && change < 0 && -bestChange > threshold) {
            return Verdict.IMPROVEMENT;
        }
        if (!significant && !pairing.canReach(n, m, options.alpha())) {
            OptionalInt needed = pairing.forksNeeded(options.alpha());
            notes.add(String.format(Locale.ROOT, "with %d and %d forks the smallest possible p is %s, not below"
                    + " alpha %s: this benchmark cannot show a significant change; use %s forks or more",
                    n, m, Numbers.pValue(pairing.smallestPossibleP(n, m)), options.alpha(),
                    needed.isPresent() ? needed.getAsInt() + "+" + needed.getAsInt() : "more"));
            return Verdict.INCONCLUSIVE;
        }
        if (significant && change < 0) {
            notes.add("better, with the whole interval within the threshold");
        }
        return Verdict.PASS;
    }

    private static void dropped(String side, int all, int usable, Pairing pairing, List<String> notes) {
        if (usable < all) {
            notes.add(side + ": " + (all - usable) + " of " + all + " forks dropped (" + pairing.dropReason() + ")");
        }
    }

    static String forks(int n) {
        return n + (n == 1 ? " fork" : " forks");
    }

    private static double mean(double[] v) {
        return Arrays.stream(v).average().orElse(Double.NaN);
    }
}
