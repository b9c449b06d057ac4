package org.repobench.report;

import org.repobench.api.ParamNames;
import org.repobench.stats.RatioEstimate;
import org.repobench.chart.Chart;
import org.repobench.chart.RatioChart;
import org.repobench.results.Evidence;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.ParamOrder;

import java.awt.Color;
import java.awt.Paint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Chart (b): what a lever does, as the ratio of time per operation with the lever set to the time at the baseline
 * setting (the first value: {@code parallel=false}, the smallest {@code cacheSize}), one row per workload, size and
 * store, each with its confidence interval. The ratio and interval are the Hodges–Lehmann estimate compare makes,
 * at the same {@link Evidence}: on fork means when both sides have at least {@value Evidence#MIN_FORKS} forks, else
 * on the iterations of the few forks there are, which share one JVM each and so make the interval too narrow; the
 * chart says which it used. A ratio needs no unit and compares across stores whose times differ by orders of
 * magnitude.
 */
final class LeverCharts {
    static final String FASTER = "faster: whole interval below 1";
    static final String SLOWER = "slower: whole interval above 1";
    static final String NO_EFFECT = "no clear effect: interval contains 1";
    /** Each effect group's paint, in legend order; shared with {@link TargetRatios}, so read-only. */
    static final Map<String, Paint> GROUPS;

    static {
        Map<String, Paint> groups = new LinkedHashMap<>();
        groups.put(FASTER, new Color(0x59A14F));
        groups.put(SLOWER, new Color(0xE15759));
        groups.put(NO_EFFECT, new Color(0x9A9A9A));
        GROUPS = Collections.unmodifiableMap(groups);
    }

    private LeverCharts() {
    }

    /** A ratio, its interval, and what its samples were. */
    record LeverRatio(RatioEstimate estimate, boolean forkMeans) {
        /** The effect group of a row: which side of 1 the whole interval lies on, if any. */
        String group() {
            if (estimate.high() < 1) {
                return FASTER;
            }
            return estimate.low() > 1 ? SLOWER : NO_EFFECT;
        }
    }

    static List<Chart> of(PivotTable table) {
        List<Chart> charts = new ArrayList<>();
        for (String lever : ParamRoles.LEVERS) {
            int leverIndex = table.columnParams().indexOf(lever);
            if (leverIndex < 0) {
                continue;
            }
            // a target without the lever has no effect of it to show
            List<String> values = table.values(lever).stream()
                    .filter(v -> !v.equals(ParamOrder.NOT_APPLICABLE)).toList();
            if (values.isEmpty()) {
                continue;
            }
            String baseline = values.get(0);
            for (String value : values.subList(1, values.size())) {
                List<RatioChart.Row> rows = new ArrayList<>();
                List<LeverRatio> ratios = new ArrayList<>();
                for (List<String> row : table.rows()) {
                    for (List<String> column : table.columns()) {
                        if (!column.get(leverIndex).equals(value)) {
                            continue;
                        }
                        List<String> baseColumn = new ArrayList<>(column);
                        baseColumn.set(leverIndex, baseline);
                        JmhResult with = table.cell(row, column);
                        JmhResult without = table.cell(row, baseColumn);
                        LeverRatio ratio = with == null || without == null ? null : ratio(without, with);
                        if (ratio != null) {
                            ratios.add(ratio);
                            RatioEstimate e = ratio.estimate();
                            rows.add(new RatioChart.Row(table.rowLabel(row) + " \u00b7 "
                                    + seriesName(table, column, leverIndex), e.ratio(), e.low(), e.high(),
                                    ratio.group()));
                        }
                    }
                }
                if (rows.isEmpty()) {
                    continue;
                }
                String title = table.group().shortName() + ": effect of " + lever + "=" + value + " vs "
                        + lever + "=" + baseline;
                String axis = "time with " + lever + "=" + value + " \u00f7 time with " + lever + "=" + baseline
                        + " (log scale)";
                charts.add(RatioChart.of(title, howToRead("left of 1: " + lever + "=" + value + " is faster", ratios),
                        axis, rows, GROUPS));
            }
        }
        return charts;
    }

    /**
     * Head over base on fork means when both have enough forks, else on all iterations; null when a side has no
     * positive time (nothing to divide).
     */
    static LeverRatio ratio(JmhResult base, JmhResult head) {
        Metric b = base.primary();
        Metric h = head.primary().convertTo(b.unit());
        if (!b.unit().isTimePerOp() && !b.unit().isThroughput()) {
            return null;
        }
        boolean forkMeans = b.forkCount() >= Evidence.MIN_FORKS && h.forkCount() >= Evidence.MIN_FORKS;
        double[] baseSamples = forkMeans ? b.forkMeans() : iterations(b);
        double[] headSamples = forkMeans ? h.forkMeans() : iterations(h);
        if (baseSamples.length == 0 || headSamples.length == 0) {
            return null;
        }
        RatioEstimate e = RatioEstimate.headOverBase(baseSamples, headSamples, Evidence.DEFAULT_ALPHA);
        if (!Double.isFinite(e.ratio())) {
            return null;
        }
        if (b.unit().isThroughput()) {
            // time ratio = inverse of the throughput ratio, interval ends swapped
            e = new RatioEstimate(1 / e.ratio(), 1 / e.high(), 1 / e.low(), e.confidence());
        }
        return new LeverRatio(e, forkMeans);
    }

    private static double[] iterations(Metric m) {
        return m.forks().stream().flatMapToDouble(Arrays::stream).filter(Double::isFinite).toArray();
    }

    /** The chart's legend line: {@code leftOfOne}, then what the dot and the bar are and what the bar covers. */
    static String howToRead(String leftOfOne, List<LeverRatio> ratios) {
        double coverage = ratios.stream().mapToDouble(r -> r.estimate().confidence()).min().orElse(Double.NaN);
        boolean allForks = ratios.stream().allMatch(LeverRatio::forkMeans);
        String samples = allForks ? "fork means" : "iterations (too few forks: iterations of one fork share its"
                + " JVM, so the interval is narrower than it should be)";
        return String.format(Locale.ROOT, "%s; dot: Hodges-Lehmann ratio; bar: its %s interval on %s", leftOfOne,
                coverage >= 1 - Evidence.DEFAULT_ALPHA - 1e-9 ? "95%"
                        : Math.round(coverage * 100) + "% (the most these few samples allow)", samples);
    }

    /** The column without the lever: "FILE, cacheSize=10000". */
    private static String seriesName(PivotTable table, List<String> column, int leverIndex) {
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < column.size(); i++) {
            if (i != leverIndex) {
                String param = table.columnParams().get(i);
                rest.add(param.equals(ParamNames.STORE) ? column.get(i) : param + "=" + column.get(i));
            }
        }
        return rest.isEmpty() ? "all" : String.join(", ", rest);
    }
}
