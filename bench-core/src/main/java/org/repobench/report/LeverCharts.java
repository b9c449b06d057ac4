package org.repobench.report;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;

/**
 * Chart (b): what a lever does, as a ratio of time per operation with the lever set against the baseline setting (the
 * first value: {@code parallel=false}, the smallest {@code cacheSize}), per size and store. Bars start at 1.0, the line
 * of no effect, so a bar going down is a speed-up and a bar going up a slow-down; a ratio needs no unit and compares
 * across stores whose absolute times differ by orders of magnitude.
 */
final class LeverCharts {
    private LeverCharts() {
    }

    static List<Chart> of(PivotTable table) {
        List<Chart> charts = new ArrayList<>();
        int sizeIndex = table.rowParams().indexOf(ParamOrder.SIZE);
        for (String lever : ParamRoles.LEVERS) {
            int leverIndex = table.columnParams().indexOf(lever);
            if (leverIndex < 0) {
                continue;
            }
            List<String> values = table.values(lever);
            String baseline = values.get(0);
            for (String value : values.subList(1, values.size())) {
                for (Facet facet : sizeIndex >= 0 ? Facet.of(table, sizeIndex)
                        : List.of(new Facet(java.util.Map.of(), table.rows()))) {
                    DefaultCategoryDataset dataset = dataset(table, facet, sizeIndex, leverIndex, value, baseline);
                    if (dataset.getRowCount() == 0) {
                        continue;
                    }
                    String title = table.group().shortName() + ": effect of " + lever + "=" + value + " vs "
                            + lever + "=" + baseline + facet.suffix();
                    charts.add(new Chart(title, chart(title, dataset, lever, value, baseline, table), 900, 480));
                }
            }
        }
        return charts;
    }

    private static DefaultCategoryDataset dataset(PivotTable table, Facet facet, int sizeIndex, int leverIndex,
                                                  String value, String baseline) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        for (List<String> row : facet.rows()) {
            String category = sizeIndex >= 0 ? "size " + row.get(sizeIndex)
                    : row.isEmpty() ? "all" : String.join(", ", row);
            for (List<String> column : table.columns()) {
                if (!column.get(leverIndex).equals(value)) {
                    continue;
                }
                List<String> baseColumn = new ArrayList<>(column);
                baseColumn.set(leverIndex, baseline);
                JmhResult with = table.cell(row, column);
                JmhResult without = table.cell(row, baseColumn);
                if (with == null || without == null) {
                    continue;
                }
                double ratio = CellFormat.millisPerOp(with) / CellFormat.millisPerOp(without);
                if (Double.isFinite(ratio)) {
                    dataset.addValue(ratio, seriesName(table, column, leverIndex), category);
                }
            }
        }
        return dataset;
    }

    /** The column without the lever: "FILE, cacheSize=10000". */
    private static String seriesName(PivotTable table, List<String> column, int leverIndex) {
        List<String> rest = new ArrayList<>();
        for (int i = 0; i < column.size(); i++) {
            if (i != leverIndex) {
                String param = table.columnParams().get(i);
                rest.add(param.equals(ParamOrder.STORE) ? column.get(i) : param + "=" + column.get(i));
            }
        }
        return rest.isEmpty() ? "ratio" : String.join(", ", rest);
    }

    private static JFreeChart chart(String title, DefaultCategoryDataset dataset, String lever, String value,
                                    String baseline, PivotTable table) {
        String axis = "time with " + lever + "=" + value + " \u00f7 time with " + lever + "=" + baseline;
        JFreeChart chart = ChartFactory.createBarChart(title, null, axis, dataset, PlotOrientation.VERTICAL,
                true, false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setBase(1.0);
        renderer.setIncludeBaseInRange(true);
        renderer.setItemMargin(0.05);
        for (int i = 0; i < dataset.getRowCount(); i++) {
            renderer.setSeriesPaint(i, ChartPalette.colour(i));
        }
        NumberAxis range = (NumberAxis) plot.getRangeAxis();
        range.setAutoRangeIncludesZero(false);
        range.setLabel(axis);
        ValueMarker noEffect = new ValueMarker(1.0, Color.BLACK, new BasicStroke(1.5f));
        noEffect.setLabel("1.0 = no effect");
        noEffect.setLabelFont(ChartStyle.SUBTITLE);
        noEffect.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
        noEffect.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
        plot.addRangeMarker(noEffect, Layer.FOREGROUND);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        CategoryAxis categories = plot.getDomainAxis();
        categories.setCategoryMargin(0.2);
        ChartStyle.apply(chart, Modes.describe(table.group().mode()) + "; below 1.0: " + lever + "=" + value
                + " is faster; above 1.0: slower");
        return chart;
    }
}
