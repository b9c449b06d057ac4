package org.repobench.report;

import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.chart.Chart;
import org.repobench.chart.RatioChart;
import org.repobench.results.JmhResult;
import org.repobench.results.Numbers;
import org.repobench.results.ParamOrder;
import org.repobench.stats.RatioEstimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Every target beside Fedora 4.7.5, the system the studies measured: each result's time ÷ Fedora 4.7.5's for the same
 * row (workload, size) and column (store, cacheSize), with compare's interval (see {@link LeverCharts#ratio}). A param
 * one side does not have ({@link ParamOrder#NOT_APPLICABLE}: the model's levers on Fedora 4.7.5, cacheSize on Fedora
 * 6.1.0) matches every value of the other: the model at {@code parallel=true} stands beside the one Fedora 4.7.5 result
 * of its row, store and cache, and Fedora 6.1.0 beside Fedora 4.7.5 at each of its cacheSizes.
 */
final class TargetRatios {
    /** The reference: Fedora 4.7.5, the system the studies measured. */
    static final Target REFERENCE = Target.fedora("4.7.5");
    /** The reference as prose names it. */
    static final String REFERENCE_NAME = "Fedora 4.7.5";

    private TargetRatios() {
    }

    /**
     * One result column set against one column of Fedora 4.7.5, with the ratio column's heading and, where the column
     * matches several of Fedora 4.7.5's, the reference's own settings ("cacheSize=10000"; else "").
     */
    private record Comparison(List<String> column, List<String> reference, String label, String setting) {
    }

    /** A column's time ÷ Fedora 4.7.5's in one row, and the reference's own settings where it has several. */
    record Against(LeverCharts.LeverRatio ratio, String setting) {
    }

    /**
     * The column against the first column of Fedora 4.7.5 it matches (its levers' baseline, in table order), in one
     * row; empty for Fedora 4.7.5 itself, without it in the table, or where either cell is missing.
     */
    static Optional<Against> againstReference(PivotTable table, List<String> row, List<String> column) {
        return comparisons(table).stream().filter(c -> c.column().equals(column)).findFirst()
                .flatMap(c -> Optional.ofNullable(ratio(table, row, c)).map(r -> new Against(r, c.setting())));
    }

    /** Rows as the main table's, a column per comparison; empty without Fedora 4.7.5 and another target. */
    static Optional<ReportTable> table(PivotTable table) {
        List<Comparison> comparisons = comparisons(table);
        if (comparisons.isEmpty()) {
            return Optional.empty();
        }
        List<String> header = new ArrayList<>(table.rowParams());
        comparisons.forEach(c -> header.add(c.label()));
        List<List<Cell>> rows = new ArrayList<>();
        for (List<String> row : table.rows()) {
            List<Cell> cells = new ArrayList<>();
            row.forEach(v -> cells.add(Cell.of(v)));
            boolean any = false;
            for (Comparison comparison : comparisons) {
                LeverCharts.LeverRatio ratio = ratio(table, row, comparison);
                any |= ratio != null;
                cells.add(ratio == null ? Cell.EMPTY : cell(ratio));
            }
            if (any) {
                rows.add(cells);
            }
        }
        return Optional.of(new ReportTable("Time \u00f7 Fedora 4.7.5's time: for the same workload, size, store and"
                + " cacheSize (below 1: faster than Fedora 4.7.5)", header, rows));
    }

    /** The same ratios as a forest plot, one row per result. */
    static Optional<Chart> chart(PivotTable table) {
        List<RatioChart.Row> rows = new ArrayList<>();
        List<LeverCharts.LeverRatio> ratios = new ArrayList<>();
        for (List<String> row : table.rows()) {
            for (Comparison comparison : comparisons(table)) {
                LeverCharts.LeverRatio ratio = ratio(table, row, comparison);
                if (ratio != null) {
                    ratios.add(ratio);
                    RatioEstimate e = ratio.estimate();
                    rows.add(new RatioChart.Row(table.rowLabel(row) + " \u00b7 " + comparison.label(),
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

    /**
     * Each column of another target with each column of Fedora 4.7.5 it matches; when it matches several (a param it
     * does not have), the heading names the reference's value: "FEDORA_6_1_0, FILE, cacheSize=n/a ÷ cacheSize=10000".
     */
    private static List<Comparison> comparisons(PivotTable table) {
        int target = table.columnParams().indexOf(ParamNames.TARGET);
        if (target < 0 || !table.values(ParamNames.TARGET).contains(REFERENCE.recorded())) {
            return List.of();
        }
        List<List<String>> references = table.columns().stream().filter(c -> REFERENCE.isRecordedAs(c.get(target)))
                .toList();
        List<Comparison> comparisons = new ArrayList<>();
        for (List<String> column : table.columns()) {
            if (REFERENCE.isRecordedAs(column.get(target))) {
                continue;
            }
            List<List<String>> matching = references.stream().filter(r -> matches(column, r, target)).toList();
            for (List<String> reference : matching) {
                String label = table.columnLabel(column);
                String setting = "";
                if (matching.size() > 1) {
                    List<String> named = new ArrayList<>();
                    for (int i = 0; i < column.size(); i++) {
                        if (!column.get(i).equals(reference.get(i)) && i != target) {
                            named.add(table.columnParams().get(i) + "=" + reference.get(i));
                        }
                    }
                    setting = String.join(", ", named);
                    label += " \u00f7 " + setting;
                }
                comparisons.add(new Comparison(column, reference, label, setting));
            }
        }
        return comparisons;
    }

    private static boolean matches(List<String> column, List<String> reference, int target) {
        for (int i = 0; i < column.size(); i++) {
            String a = column.get(i);
            String b = reference.get(i);
            if (i != target && !a.equals(b) && !a.equals(ParamOrder.NOT_APPLICABLE)
                    && !b.equals(ParamOrder.NOT_APPLICABLE)) {
                return false;
            }
        }
        return true;
    }

    private static LeverCharts.LeverRatio ratio(PivotTable table, List<String> row, Comparison comparison) {
        JmhResult result = table.cell(row, comparison.column());
        JmhResult reference = table.cell(row, comparison.reference());
        return result == null || reference == null ? null : LeverCharts.ratio(reference, result);
    }
}
