package org.repobench.report;

import org.repobench.chart.Chart;
import org.repobench.chart.RatioChart;
import org.repobench.results.JmhResult;
import org.repobench.results.Numbers;
import org.repobench.results.ParamOrder;
import org.repobench.stats.RatioEstimate;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Every target beside Fedora 4.7.5, the system the studies measured: each result's time ÷ Fedora 4.7.5's for the same
 * row (workload, size) and column (store, cacheSize), with compare's interval (see {@link LeverCharts#ratio}). A lever
 * only the model has ({@link ParamOrder#MODEL_LEVERS}, recorded once for a server's pass) is not matched: the model
 * at {@code parallel=true} stands beside the one Fedora 4.7.5 result of its row, store and cache.
 */
final class TargetRatios {
    /** The {@code target} value of the reference: Fedora 4.7.5, as the launcher records it. */
    static final String REFERENCE = "FEDORA_4_7_5";

    private TargetRatios() {
    }

    /** Rows as the main table's, a column per other target's column; empty without Fedora 4.7.5 and another. */
    static Optional<ReportTable> table(PivotTable table) {
        List<List<String>> columns = comparedColumns(table);
        if (columns.isEmpty()) {
            return Optional.empty();
        }
        List<String> header = new ArrayList<>(table.rowParams());
        columns.forEach(c -> header.add(table.columnLabel(c)));
        List<List<Cell>> rows = new ArrayList<>();
        for (List<String> row : table.rows()) {
            List<Cell> cells = new ArrayList<>();
            row.forEach(v -> cells.add(Cell.of(v)));
            boolean any = false;
            for (List<String> column : columns) {
                LeverCharts.LeverRatio ratio = ratio(table, row, column);
                any |= ratio != null;
                cells.add(ratio == null ? Cell.EMPTY : cell(ratio));
            }
            if (any) {
                rows.add(cells);
            }
        }
        return Optional.of(new ReportTable("Time \u00f7 Fedora 4.7.5's time for the same workload, size, store and"
                + " cacheSize (below 1: faster than Fedora 4.7.5)", header, rows));
    }

    /** The same ratios as a forest plot, one row per result. */
    static Optional<Chart> chart(PivotTable table) {
        List<RatioChart.Row> rows = new ArrayList<>();
        List<LeverCharts.LeverRatio> ratios = new ArrayList<>();
        List<List<String>> columns = comparedColumns(table);
        for (List<String> row : table.rows()) {
            for (List<String> column : columns) {
                LeverCharts.LeverRatio ratio = ratio(table, row, column);
                if (ratio != null) {
                    ratios.add(ratio);
                    RatioEstimate e = ratio.estimate();
                    rows.add(new RatioChart.Row(table.rowLabel(row) + " \u00b7 " + table.columnLabel(column),
                            e.ratio(), e.low(), e.high(), ratio.group()));
                }
            }
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(RatioChart.of(table.group().shortName() + ": each target against Fedora 4.7.5",
                LeverCharts.howToRead("left of 1: faster than Fedora 4.7.5", ratios),
                "time \u00f7 Fedora 4.7.5's time (log scale)", rows, LeverCharts.GROUPS));
    }

    /** "0.31× [0.29–0.34]", with what the interval covers and what its samples were under it. */
    private static Cell cell(LeverCharts.LeverRatio ratio) {
        RatioEstimate e = ratio.estimate();
        return new Cell(Numbers.significant(e.ratio(), 2) + "\u00d7", List.of(
                "[" + Numbers.significant(e.low(), 2) + "\u2013" + Numbers.significant(e.high(), 2) + "]",
                String.format(Locale.ROOT, "%d%% interval, %s", Math.round(e.confidence() * 100),
                        ratio.forkMeans() ? "fork means" : "iterations")));
    }

    /** The columns of targets other than the reference, when the table holds the reference too. */
    private static List<List<String>> comparedColumns(PivotTable table) {
        int target = table.columnParams().indexOf(ParamOrder.TARGET);
        if (target < 0 || !table.values(ParamOrder.TARGET).contains(REFERENCE)) {
            return List.of();
        }
        return table.columns().stream().filter(c -> !c.get(target).equals(REFERENCE)).toList();
    }

    private static LeverCharts.LeverRatio ratio(PivotTable table, List<String> row, List<String> column) {
        JmhResult result = table.cell(row, column);
        JmhResult reference = table.cell(row, referenceColumn(table, column));
        return result == null || reference == null ? null : LeverCharts.ratio(reference, result);
    }

    /**
     * The column of Fedora 4.7.5 the given one is compared with: the same values, but for a lever only the model has,
     * Fedora 4.7.5's one recorded value.
     */
    private static List<String> referenceColumn(PivotTable table, List<String> column) {
        int target = table.columnParams().indexOf(ParamOrder.TARGET);
        List<String> reference = new ArrayList<>(column);
        reference.set(target, REFERENCE);
        for (int i = 0; i < column.size(); i++) {
            if (!ParamOrder.MODEL_LEVERS.contains(table.columnParams().get(i))) {
                continue;
            }
            int index = i;
            Set<String> values = new LinkedHashSet<>();
            table.columns().stream().filter(c -> c.get(target).equals(REFERENCE))
                    .forEach(c -> values.add(c.get(index)));
            if (values.size() == 1) {
                reference.set(i, values.iterator().next());
            }
        }
        return reference;
    }
}
