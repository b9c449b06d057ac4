package org.repobench.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Bars with whiskers: one bar per (category, series) from zero to its value, and a whisker over the range the
 * measurements covered. Bars of one category stand next to each other, coloured by series. Drawn as an XY plot (bars
 * plus an error renderer on the same positions) because JFreeChart's category bar renderers only draw symmetric errors.
 */
public final class WhiskerBars {
    /** One bar: its value and the whisker's ends. */
    public record Bar(String category, String series, double value, double low, double high) {
    }

    private static final double GROUP_WIDTH = 0.8;

    private WhiskerBars() {
    }

    public static Chart of(String title, String howToRead, String valueLabel, List<Bar> bars) {
        List<String> categories = new ArrayList<>();
        Map<String, List<Bar>> bySeries = new LinkedHashMap<>();
        for (Bar bar : bars) {
            if (!categories.contains(bar.category())) {
                categories.add(bar.category());
            }
            bySeries.computeIfAbsent(bar.series(), s -> new ArrayList<>()).add(bar);
        }
        XYIntervalSeriesCollection columns = new XYIntervalSeriesCollection();
        YIntervalSeriesCollection whiskers = new YIntervalSeriesCollection();
        double width = GROUP_WIDTH / bySeries.size();
        int s = 0;
        for (Map.Entry<String, List<Bar>> series : bySeries.entrySet()) {
            XYIntervalSeries column = new XYIntervalSeries(series.getKey());
            YIntervalSeries whisker = new YIntervalSeries(series.getKey());
            for (Bar bar : series.getValue()) {
                double x = categories.indexOf(bar.category()) - GROUP_WIDTH / 2 + (s + 0.5) * width;
                column.add(x, x - width * 0.45, x + width * 0.45, bar.value(), 0, bar.value());
                if (Double.isFinite(bar.low()) && Double.isFinite(bar.high())) {
                    whisker.add(x, bar.value(), bar.low(), bar.high());
                }
            }
            columns.addSeries(column);
            whiskers.addSeries(whisker);
            s++;
        }

        SymbolAxis categoryAxis = new SymbolAxis(null, categories.toArray(String[]::new));
        categoryAxis.setGridBandsVisible(false);
        categoryAxis.setTickLabelFont(ChartStyle.SUBTITLE);
        categoryAxis.setRange(-0.6, categories.size() - 0.4);
        // level, long names run into each other; upright they need height instead
        boolean upright = categories.size() > 6 || categories.stream().mapToInt(String::length).sum() > 110;
        categoryAxis.setVerticalTickLabels(upright);
        NumberAxis valueAxis = new NumberAxis(valueLabel);
        valueAxis.setAutoRangeIncludesZero(true);
        valueAxis.setTickLabelFont(ChartStyle.SUBTITLE);

        XYBarRenderer barRenderer = new XYBarRenderer();
        barRenderer.setBarPainter(new StandardXYBarPainter());
        barRenderer.setShadowVisible(false);
        XYErrorRenderer whiskerRenderer = new XYErrorRenderer();
        whiskerRenderer.setDrawXError(false);
        whiskerRenderer.setDefaultLinesVisible(false);
        whiskerRenderer.setDefaultShapesVisible(false);
        whiskerRenderer.setErrorPaint(Color.BLACK);
        whiskerRenderer.setErrorStroke(new BasicStroke(1.5f));
        whiskerRenderer.setCapLength(Math.min(10, 300 * width / Math.max(1, categories.size())));
        whiskerRenderer.setDefaultSeriesVisibleInLegend(false);
        for (int i = 0; i < bySeries.size(); i++) {
            barRenderer.setSeriesPaint(i, ChartPalette.colour(i));
        }

        XYPlot plot = new XYPlot(whiskers, categoryAxis, valueAxis, whiskerRenderer);
        plot.setDataset(1, columns);
        plot.setRenderer(1, barRenderer);
        plot.setDatasetRenderingOrder(DatasetRenderingOrder.REVERSE); // bars first, whiskers on top
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        JFreeChart chart = new JFreeChart(title, ChartStyle.TITLE, plot, bySeries.size() > 1);
        ChartStyle.apply(chart, howToRead);
        return new Chart(title, chart, 900, upright ? 600 : 440);
    }
}
