package org.repobench.report;

import org.repobench.results.Evidence;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.stats.RatioEstimate;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The words of a section's findings: a result's figure as the tables show it (its median), and a ratio said with its
 * interval (the bracket; what the intervals cover is said once, under the lines: {@link #legend}). Every number comes
 * from the results; what the results cannot support is not said: a ratio whose interval covers less than
 * {@link #MIN_COVERAGE} (fewer than 3 + 3 samples) says nothing, and an interval that contains 1 is "no clear" change,
 * never a direction.
 */
final class FindingText {
    /** The least coverage an interval needs to be said: 3 + 3 samples reach 90 %, 2 + 2 only 67 %. */
    static final double MIN_COVERAGE = 0.9;
    /** Below this factor a change reads better as a share of the time: "12% more time", not "1.1× slower". */
    private static final double AS_PERCENT_BELOW = 1.5;

    private FindingText() {
    }

    /** "2.62 s per warmGet", or "500 ops/s" for another unit: the median over all iterations, as the table's cell. */
    static Optional<String> figure(JmhResult r, String operation) {
        Metric m = CellFormat.shown(r.primary());
        double value = m.median();
        if (!Double.isFinite(value)) {
            return Optional.empty();
        }
        return Optional.of(m.unit().isTimePerOp() ? time(value) + " per " + operation
                : CellFormat.value(value, m.unit()).strip());
    }

    /** "406 ms", "2.62 s", "0.0351 ms". */
    static String time(double millis) {
        return millis >= 1000 ? Numbers.significant(millis / 1000, 3) + " s" : Numbers.significant(millis, 3) + " ms";
    }

    /** A param's value as prose: "10,000" for a whole number, else as recorded. */
    static String value(String recorded) {
        if (!ValueOrder.isNumber(recorded)) {
            return recorded;
        }
        BigDecimal number = new BigDecimal(recorded.trim());
        return number.scale() <= 0 ? String.format(Locale.ROOT, "%,d", number.toBigInteger()) : recorded;
    }

    /**
     * What a ratio of times says, or nothing when its interval covers too little: "cacheSize=1000000 is 3.8× faster
     * [3.5–4.1×]", "12% more time than Fedora 4.7.5 [4–20%]", "parallel=true: no clear effect [0.81–1.2× the
     * time]".
     *
     * @param subject what changed, or "" when the line already names it
     * @param than    what it is set against, " than Fedora 4.7.5", or "" for the line's own setting
     */
    static Optional<String> effect(String subject, String than, LeverCharts.LeverRatio ratio) {
        if (!sayable(ratio)) {
            return Optional.empty();
        }
        RatioEstimate e = ratio.estimate();
        String is = subject.isEmpty() ? "" : subject + " is ";
        String takes = subject.isEmpty() ? "" : subject + " takes ";
        if (e.high() < 1 && 1 / e.ratio() >= AS_PERCENT_BELOW) {
            return Optional.of(is + times(1 / e.ratio()) + "\u00d7 faster" + than + " ["
                    + times(1 / e.high()) + "\u2013" + times(1 / e.low()) + "\u00d7]");
        }
        if (e.high() < 1) {
            return Optional.of(takes + percent(1 - e.ratio()) + "% less time" + than + " ["
                    + percent(1 - e.high()) + "\u2013" + percent(1 - e.low()) + "%]");
        }
        if (e.low() > 1 && e.ratio() >= AS_PERCENT_BELOW) {
            return Optional.of(is + times(e.ratio()) + "\u00d7 slower" + than + " [" + times(e.low())
                    + "\u2013" + times(e.high()) + "\u00d7]");
        }
        if (e.low() > 1) {
            return Optional.of(takes + percent(e.ratio() - 1) + "% more time" + than + " ["
                    + percent(e.low() - 1) + "\u2013" + percent(e.high() - 1) + "%]");
        }
        return Optional.of((subject.isEmpty() ? "" : subject + ": ") + "no clear " + (than.isEmpty() ? "effect"
                : "difference" + than.replaceFirst("^ than", " from")) + " [" + times(e.low()) + "\u2013"
                + times(e.high()) + "\u00d7 the time]");
    }

    /** "7.5× size 1,000's time [7.1–8.0×]", or "no clear change from size 1,000 [0.9–1.2×]". */
    static Optional<String> growth(String fromSize, LeverCharts.LeverRatio ratio) {
        if (!sayable(ratio)) {
            return Optional.empty();
        }
        RatioEstimate e = ratio.estimate();
        String bounds = " [" + times(e.low()) + "\u2013" + times(e.high()) + "\u00d7]";
        if (e.low() > 1 || e.high() < 1) {
            return Optional.of(times(e.ratio()) + "\u00d7 size " + value(fromSize) + "'s time" + bounds);
        }
        return Optional.of("no clear change from size " + value(fromSize) + bounds);
    }

    static boolean sayable(LeverCharts.LeverRatio ratio) {
        return ratio != null && Double.isFinite(ratio.estimate().low()) && Double.isFinite(ratio.estimate().high())
                && ratio.estimate().confidence() >= MIN_COVERAGE - 1e-9;
    }

    /**
     * What the brackets of the ratios said are: "Brackets: 95% intervals (Hodges-Lehmann, as compare and the ratio
     * charts compute them) over fork means. One containing 1 is no clear effect." Empty when no ratio was said.
     */
    static String legend(List<LeverCharts.LeverRatio> said) {
        if (said.isEmpty()) {
            return "";
        }
        long low = said.stream().mapToLong(FindingText::coverage).min().orElseThrow();
        long high = said.stream().mapToLong(FindingText::coverage).max().orElseThrow();
        boolean forks = said.stream().allMatch(LeverCharts.LeverRatio::forkMeans);
        boolean iterations = said.stream().noneMatch(LeverCharts.LeverRatio::forkMeans);
        String over = forks ? "over fork means." : (iterations ? "over iterations" : "over fork means where both sides"
                + " had enough forks, else over iterations") + ": with too few forks, and the iterations of one fork"
                + " sharing its JVM, an interval is narrower than it should be.";
        return "Brackets: " + (low == high ? low : low + "\u2013" + high) + "% intervals (Hodges-Lehmann, as compare"
                + " and the ratio charts compute them) " + over + " One containing 1 is no clear effect.";
    }

    /**
     * What an interval covers, in percent, as the ratio charts say it: the level asked for (95) where the samples
     * reached it, else the most they allow (90 for 3 + 3).
     */
    private static long coverage(LeverCharts.LeverRatio ratio) {
        double covered = ratio.estimate().confidence();
        return Math.round(Math.min(covered, 1 - Evidence.DEFAULT_ALPHA) * 100);
    }

    /** A share as a whole percentage: 0.118 is "12". */
    private static long percent(double share) {
        return Math.round(share * 100);
    }

    private static String times(double factor) {
        return Numbers.significant(factor, 2);
    }
}
