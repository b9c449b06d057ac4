package org.repobench.report;

import org.repobench.api.MetricNames;

import org.repobench.chart.Chart;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * The secondary metrics of a set of results: profiler output such as {@code -prof gc}'s allocation, the write
 * benchmarks' conflicts, retries, failures, bytes stored and MB/s, and a {@code @Group} benchmark's per-method times.
 * Every one is shown in a table with its spread, so nothing a run measured stays only in the JSON; a few a reader
 * compares across stores are also drawn as bars.
 */
final class SecondaryMetrics {
    /** Drawn as bars as well as tabled: allocation per operation and binary ingest speed. */
    static final List<String> CHARTED = List.of(MetricNames.ALLOCATION, MetricNames.MB_PER_SECOND);

    private SecondaryMetrics() {
    }

    /**
     * In sample mode JMH also writes its percentiles as secondary metrics named p0.00, p0.50 ... p1.00 (and, for a
     * {@code @Group}, read:p0.50 per method); they repeat percentiles the tables already show, or are one sampled
     * method's tail, and would triple the table's width, so they are left out here.
     */
    private static final Pattern JMH_PERCENTILE = Pattern.compile("(?:.+:)?p[01]\\.\\d+");

    /** Metric names in order of first appearance, JMH's percentile entries left out. */
    private static Set<String> names(List<JmhResult> results) {
        Set<String> names = new LinkedHashSet<>();
        results.forEach(r -> r.secondary().keySet().stream().filter(n -> !JMH_PERCENTILE.matcher(n).matches())
                .forEach(names::add));
        return names;
    }

    /**
     * One row per result (labelled by {@code label}), one column per secondary metric; cells are median [min–max]
     * n=iterations. Empty when no result has a secondary metric.
     */
    static ReportTable table(List<JmhResult> results, Function<JmhResult, String> label) {
        Set<String> names = names(results);
        List<String> header = new ArrayList<>(List.of("result"));
        header.addAll(names);
        List<List<Cell>> rows = new ArrayList<>();
        if (!names.isEmpty()) {
            for (JmhResult r : results) {
                List<Cell> row = new ArrayList<>(List.of(Cell.of(label.apply(r))));
                for (String name : names) {
                    Metric m = r.secondary(name);
                    row.add(m == null ? Cell.EMPTY : Cell.of(CellFormat.spread(m)));
                }
                rows.add(row);
            }
        }
        return new ReportTable("Secondary metrics: median [min\u2013max] over n iterations, in each metric's unit",
                header, rows);
    }

    /** Bars of each {@link #CHARTED} metric the results have. */
    static List<Chart> charts(String benchmark, List<JmhResult> results, Function<JmhResult, String> category,
                              Function<JmhResult, String> series) {
        List<Chart> charts = new ArrayList<>();
        for (String name : CHARTED) {
            ResultBars.of(benchmark + ": " + name, results, category, series, r -> r.secondary(name))
                    .ifPresent(charts::add);
        }
        return charts;
    }
}
