package org.repobench.report;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.Range;
import org.jfree.data.general.DatasetUtils;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.repobench.api.ParamNames;
import org.repobench.chart.Chart;
import org.repobench.chart.ChartPalette;
import org.repobench.chart.ChartStyle;
import org.repobench.chart.TickedLogAxis;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.ParamOrder;
import org.repobench.results.Spread;

import java.util.ArrayList;
import java.util.List;

/**
 * Chart (a): time per operation against size, on log-log axes, one line per target, store and lever setting. On
 * log-log axes linear scaling is a straight line of slope 1 and a constant per-member overhead shows as parallel lines,
 * which is the question these benchmarks answer. Each point is the median over all iterations, its whisker their
 * range, as in the tables. One chart per workload (and per value of any other row param).
 */
final class ScalingCharts {
    private ScalingCharts() {
    }

    static List<Chart> of(PivotTable table) {
        List<Chart> charts = new ArrayList<>();
        int sizeIndex = table.rowParams().indexOf(ParamNames.SIZE);
        List<String> sizes = table.values(ParamNames.SIZE);
        if (sizeIndex < 0 || sizes.size() < 2 || !sizes.stream().allMatch(ValueOrder::isNumber)) {
            return charts;
        }
        List<Double> sizeTicks = sizes.stream().map(Double::parseDouble).toList();
        for (Facet facet : Facet.of(table, sizeIndex)) {
            YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
            List<List<String>> seriesColumns = new ArrayList<>();
            boolean time = true;
            for (List<String> column : table.columns()) {
                YIntervalSeries series = new YIntervalSeries(table.columns().size() == 1 ? "time"
                        : table.columnLabel(column));
                for (List<String> row : facet.rows()) {
                    JmhResult r = table.cell(row, column);
                    if (r == null) {
                        continue;
                    }
                    Metric shown = CellFormat.shown(r.primary());
                    time &= shown.unit().isTimePerOp();
                    Spread spread = shown.spread();
                    double y = spread.isEmpty() ? shown.score() : spread.median();
                    if (y > 0) {
                        series.add(Double.parseDouble(row.get(sizeIndex)), y,
                                spread.isEmpty() || spread.min() <= 0 ? y : spread.min(),
                                spread.isEmpty() ? y : spread.max());
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

    /**
     * Colour by target where targets vary (one colour per system), else by store; dash by the rest of the column (lever
     * setting, or store beside targets); see {@link ChartPalette}. Without either param, colour by setting.
     */
    private static void style(XYPlot plot, PivotTable table, List<List<String>> seriesColumns) {
        XYErrorRenderer renderer = (XYErrorRenderer) plot.getRenderer();
        String colourParam = table.columnParams().contains(ParamNames.TARGET) ? ParamNames.TARGET : ParamNames.STORE;
        int colourIndex = table.columnParams().indexOf(colourParam);
        List<String> colours = table.values(colourParam);
        List<List<String>> settings = table.columns().stream().map(c -> without(c, colourIndex)).distinct()
                .toList();
        for (int i = 0; i < seriesColumns.size(); i++) {
            List<String> column = seriesColumns.get(i);
            int setting = settings.indexOf(without(column, colourIndex));
            if (colourIndex >= 0) {
                renderer.setSeriesPaint(i, ChartPalette.colour(colours.indexOf(column.get(colourIndex))));
                renderer.setSeriesStroke(i, ChartPalette.dash(setting));
            } else {
                renderer.setSeriesPaint(i, ChartPalette.colour(setting));
                renderer.setSeriesStroke(i, ChartPalette.dash(0));
            }
        }
    }

    private static List<String> without(List<String> column, int index) {
        List<String> rest = new ArrayList<>(column);
        if (index >= 0) {
            rest.remove(index);
        }
        return rest;
    }

    private static JFreeChart chart(String title, YIntervalSeriesCollection dataset, boolean time, PivotTable table,
                                    List<Double> sizeTicks) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, "size (log scale)",
                time ? "milliseconds per operation (log scale)" : "score (log scale)", dataset,
                PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        LogAxis x = TickedLogAxis.at("size (log scale)", sizeTicks);
        Range range = DatasetUtils.findRangeBounds(dataset, true);
        LogAxis y = TickedLogAxis.oneTwoFive(plot.getRangeAxis().getLabel(), range.getLowerBound(),
                range.getUpperBound());
        plot.setDomainAxis(x);
        plot.setRangeAxis(y);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDefaultLinesVisible(true);
        renderer.setDrawXError(false);
        renderer.setCapLength(6);
        plot.setRenderer(renderer);
        String fixed = table.fixed().isEmpty() ? "" : "; fixed: " + ParamOrder.describe(table.fixed());
        ChartStyle.apply(chart, Modes.describe(table.group().mode()) + "; log-log: a straight line of slope 1 is"
                + " linear scaling; " + (time ? "lower is faster" : "higher is faster")
                + "; points: median, whiskers: range over iterations" + fixed);
        return chart;
    }
}
