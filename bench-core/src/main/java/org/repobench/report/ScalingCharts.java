package org.repobench.report;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.util.ArrayList;
import java.util.List;

/**
 * Chart (a): time per operation against size, on log-log axes, one line per store and lever setting. On log-log axes
 * linear scaling is a straight line of slope 1 and a constant per-member overhead shows as parallel lines, which is the
 * question these benchmarks answer. One chart per workload (and per value of any other row param).
 */
final class ScalingCharts {
    private ScalingCharts() {
    }

    static List<Chart> of(PivotTable table) {
        List<Chart> charts = new ArrayList<>();
        int sizeIndex = table.rowParams().indexOf(ParamOrder.SIZE);
        List<String> sizes = table.values(ParamOrder.SIZE);
        if (sizeIndex < 0 || sizes.size() < 2 || !sizes.stream().allMatch(ValueOrder::isNumber)) {
            return charts;
        }
        List<Double> sizeTicks = sizes.stream().map(Double::parseDouble).toList();
        for (Facet facet : Facet.of(table, sizeIndex)) {
            XYSeriesCollection dataset = new XYSeriesCollection();
            List<List<String>> seriesColumns = new ArrayList<>();
            boolean time = true;
            for (List<String> column : table.columns()) {
                XYSeries series = new XYSeries(table.columns().size() == 1 ? "time" : table.columnLabel(column));
                for (List<String> row : facet.rows()) {
                    JmhResult r = table.cell(row, column);
                    if (r == null) {
                        continue;
                    }
                    double ms = CellFormat.millisPerOp(r);
                    time &= Double.isFinite(ms);
                    double y = Double.isFinite(ms) ? ms : r.primary().score();
                    if (y > 0) {
                        series.add(Double.parseDouble(row.get(sizeIndex)), y);
                    }
                }
                if (series.getItemCount() > 0) {
                    dataset.addSeries(series);
                    seriesColumns.add(column);
                }
            }
            if (dataset.getSeriesCount() == 0) {
                continue;
            }
            String title = table.group().shortName() + ": time per operation vs size" + facet.suffix();
            JFreeChart chart = chart(title, dataset, time, table, sizeTicks);
            style(chart.getXYPlot(), table, seriesColumns);
            charts.add(new Chart(title, chart, 900, 480));
        }
        return charts;
    }

    /** Colour by store, dash by lever setting (see {@link ChartPalette}); without a store param, colour by setting. */
    private static void style(XYPlot plot, PivotTable table, List<List<String>> seriesColumns) {
        XYLineAndShapeRenderer renderer = (XYLineAndShapeRenderer) plot.getRenderer();
        int storeIndex = table.columnParams().indexOf(ParamOrder.STORE);
        List<String> stores = table.values(ParamOrder.STORE);
        List<List<String>> settings = table.columns().stream().map(c -> withoutStore(c, storeIndex)).distinct()
                .toList();
        for (int i = 0; i < seriesColumns.size(); i++) {
            List<String> column = seriesColumns.get(i);
            int setting = settings.indexOf(withoutStore(column, storeIndex));
            if (storeIndex >= 0) {
                renderer.setSeriesPaint(i, ChartPalette.colour(stores.indexOf(column.get(storeIndex))));
                renderer.setSeriesStroke(i, ChartPalette.dash(setting));
            } else {
                renderer.setSeriesPaint(i, ChartPalette.colour(setting));
                renderer.setSeriesStroke(i, ChartPalette.dash(0));
            }
        }
    }

    private static List<String> withoutStore(List<String> column, int storeIndex) {
        List<String> levers = new ArrayList<>(column);
        if (storeIndex >= 0) {
            levers.remove(storeIndex);
        }
        return levers;
    }

    private static JFreeChart chart(String title, XYSeriesCollection dataset, boolean time, PivotTable table,
                                    List<Double> sizeTicks) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, "size (log scale)",
                time ? "milliseconds per operation (log scale)" : "score (log scale)", dataset,
                PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        LogAxis x = TickedLogAxis.at("size (log scale)", sizeTicks);
        LogAxis y = TickedLogAxis.oneTwoFive(plot.getRangeAxis().getLabel(), dataset.getRangeLowerBound(false),
                dataset.getRangeUpperBound(false));
        plot.setDomainAxis(x);
        plot.setRangeAxis(y);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        plot.setRenderer(new XYLineAndShapeRenderer(true, true));
        String fixed = table.fixed().isEmpty() ? "" : "; fixed: " + ParamOrder.describe(table.fixed());
        ChartStyle.apply(chart, Modes.describe(table.group().mode()) + "; log-log: a straight line of slope 1 is"
                + " linear scaling; " + (time ? "lower is faster" : "higher is faster") + fixed);
        return chart;
    }
}
