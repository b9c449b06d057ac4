package org.repobench.report;

import org.repobench.chart.Chart;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.util.ArrayList;
import java.util.List;

/**
 * The section of one benchmark method laid out as a {@link PivotTable}: what it found ({@link PivotFindings}), the
 * charts, the table (and an ingest's or a version history's in the studies' shape), then, folded, the ratios against
 * Fedora 4.7.5, the published figures beside matching cells and the secondary metrics. Every section has at least one
 * chart: without a size axis, a lever or a growth curve to draw, the results are drawn as bars with whiskers.
 */
final class PivotSection {
    private PivotSection() {
    }

    static Section of(PivotTable table, PublishedFigures published) {
        BenchmarkGroup group = table.group();
        List<String> notes = new ArrayList<>();
        notes.add(group.benchmark() + (table.fixed().isEmpty() ? ""
                : " \u2014 same in every cell: " + ParamOrder.describe(table.fixed())));

        List<JmhResult> ordered = table.results();
        List<ReportTable> tables = new ArrayList<>();
        tables.add(main(table));
        tables.addAll(ReportModel.studyShaped(ordered, table::label));
        List<ReportTable> folded = new ArrayList<>();
        TargetRatios.table(table).ifPresent(folded::add);
        folded.addAll(ReportModel.lookedUp(ordered, table::label, published));

        List<Chart> charts = new ArrayList<>(ScalingCharts.of(table));
        TargetRatios.chart(table).ifPresent(charts::add);
        charts.addAll(LeverCharts.of(table));
        // a run that grows one store is read along its curve; bars of its average would hide the growth
        charts.addAll(GrowthReport.charts(group.shortName(), ordered, table::label));
        if (charts.isEmpty()) {
            ResultBars.of(group.shortName() + ": " + (ordered.get(0).primary().unit().isTimePerOp()
                            ? "time per operation" : "score"), ordered,
                    r -> table.rowLabel(rowOf(table, r)), r -> columnOf(table, r), JmhResult::primary)
                    .ifPresent(charts::add);
        }
        charts.addAll(SecondaryMetrics.charts(group.shortName(), ordered, r -> table.rowLabel(rowOf(table, r)),
                r -> columnOf(table, r)));
        return new Section(group.title(), group.anchor(), PivotFindings.of(table), charts, tables, notes, folded,
                List.of());
    }

    private static ReportTable main(PivotTable table) {
        List<String> header = new ArrayList<>(table.rowParams());
        if (header.isEmpty()) {
            header.add("benchmark");
        }
        table.columns().forEach(c -> header.add(table.columnLabel(c)));
        List<List<Cell>> rows = new ArrayList<>();
        for (List<String> row : table.rows()) {
            List<Cell> cells = new ArrayList<>();
            if (row.isEmpty()) {
                cells.add(Cell.of(table.group().shortName()));
            }
            row.forEach(v -> cells.add(Cell.of(v)));
            for (List<String> column : table.columns()) {
                JmhResult r = table.cell(row, column);
                cells.add(r == null ? Cell.EMPTY : CellFormat.cell(r));
            }
            rows.add(cells);
        }
        return new ReportTable("", header, rows);
    }

    private static List<String> rowOf(PivotTable table, JmhResult r) {
        return table.rowParams().stream().map(p -> PivotTable.value(r, p)).toList();
    }

    private static String columnOf(PivotTable table, JmhResult r) {
        return table.columnLabel(table.columnParams().stream().map(p -> PivotTable.value(r, p)).toList());
    }
}
