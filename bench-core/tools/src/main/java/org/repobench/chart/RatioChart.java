package org.repobench.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.geom.Ellipse2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ratios with their confidence intervals, one row each (a forest plot), on a log axis centred on 1.0: a ratio of 0.5
 * lies as far left of "no effect" as 2 lies right of it, and an interval that crosses the 1.0 line is visibly no
 * evidence of an effect. Each row belongs to a group (a verdict, or "faster"/"slower"/"no clear effect") that gives it
 * its colour and legend entry.
 */
public final class RatioChart {
    /** One ratio. {@code low} and {@code high} are its interval; {@code group} must be a key of the paint map. */
    public record Row(String label, double ratio, double low, double high, String group) {
    }

    // symmetric pairs around 1: each tick t has its reciprocal, so the axis reads the same both ways; fine steps only
    // for a narrow axis, where the coarse ones would leave 1.0 alone
    private static final double[] FINE_TICKS = {1.05, 1.1, 1.2};
    private static final double[] TICKS = {1.25, 1.5, 2, 3, 5, 10, 20, 50, 100, 1000};
    private static final double FINE_BELOW = 1.6;
    private static final int MAX_TICKS_PER_SIDE = 4;
    /** Longer row labels would take the plot's whole width; the tables beside the chart have them in full. */
    static final int MAX_LABEL = 70;

    private RatioChart() {
    }

    /**
     * @param groups every group's paint, in legend order; groups without rows are left out of the legend
     * @throws IllegalArgumentException for a row whose ratio or interval is not positive and finite
     */
    public static Chart of(String title, String howToRead, String axisLabel, List<Row> rows,
                           Map<String, Paint> groups) {
        Map<String, YIntervalSeries> series = new LinkedHashMap<>();
        groups.keySet().forEach(g -> series.put(g, new YIntervalSeries(g)));
        String[] labels = new String[rows.size()];
        double widest = 1.25;
        for (int i = 0; i < rows.size(); i++) {
            Row row = rows.get(i);
            if (!(row.low() > 0 && row.high() >= row.low() && row.ratio() > 0 && Double.isFinite(row.high()))) {
                throw new IllegalArgumentException("row '" + row.label() + "' has no positive finite interval: "
                        + row.low() + " .. " + row.high());
            }
            YIntervalSeries s = series.get(row.group());
            if (s == null) {
                throw new IllegalArgumentException("row '" + row.label() + "' is in group '" + row.group()
                        + "', which has no paint; groups: " + groups.keySet());
            }
            s.add(i, row.ratio(), row.low(), row.high());
            labels[i] = shortened(row.label());
            widest = Math.max(widest, Math.max(row.high(), 1 / row.low()));
        }
        YIntervalSeriesCollection dataset = new YIntervalSeriesCollection();
        List<Paint> paints = new ArrayList<>();
        series.forEach((group, s) -> {
            if (s.getItemCount() > 0) {
                dataset.addSeries(s);
                paints.add(groups.get(group));
            }
        });

        SymbolAxis rowAxis = new SymbolAxis(null, labels);
        rowAxis.setInverted(true); // first row on top
        rowAxis.setGridBandsVisible(false);
        rowAxis.setTickLabelFont(ChartStyle.SUBTITLE);
        rowAxis.setRange(-1.3, rows.size() - 0.4); // a lane above the first row for the "no effect" label
        double bound = widest * 1.15;
        TickedLogAxis ratioAxis = TickedLogAxis.inGroups(axisLabel, tickGroups(ticks(bound)));
        ratioAxis.setRange(1 / bound, bound);

        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDrawYError(true);
        renderer.setDefaultLinesVisible(false);
        renderer.setErrorStroke(new BasicStroke(2.5f));
        renderer.setCapLength(8);
        for (int i = 0; i < paints.size(); i++) {
            renderer.setSeriesPaint(i, paints.get(i));
            renderer.setSeriesShape(i, new Ellipse2D.Double(-5, -5, 10, 10));
        }
        XYPlot plot = new XYPlot(dataset, rowAxis, ratioAxis, renderer);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setDomainGridlinesVisible(false);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        ValueMarker noEffect = new ValueMarker(1.0, Color.BLACK, new BasicStroke(1.5f));
        noEffect.setLabel("1.0 = no effect");
        noEffect.setLabelFont(ChartStyle.SUBTITLE);
        noEffect.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
        noEffect.setLabelTextAnchor(TextAnchor.TOP_LEFT);
        plot.addRangeMarker(noEffect, Layer.BACKGROUND);
        LegendItemCollection legend = new LegendItemCollection();
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            legend.add(new LegendItem(dataset.getSeriesKey(i).toString(), paints.get(i)));
        }
        plot.setFixedLegendItems(legend);

        JFreeChart chart = new JFreeChart(title, ChartStyle.TITLE, plot, true);
        ChartStyle.apply(chart, howToRead);
        int height = Math.max(240, 150 + 30 * rows.size());
        return new Chart(title, chart, 900, height);
    }

    /** 1 and up to {@value #MAX_TICKS_PER_SIDE} symmetric pairs t, 1/t inside [1/bound, bound]. */
    static List<Double> ticks(double bound) {
        List<Double> inside = new ArrayList<>();
        for (double t : bound < FINE_BELOW ? FINE_TICKS : TICKS) {
            if (t <= bound) {
                inside.add(t);
            }
        }
        int step = Math.max(1, (int) Math.ceil(inside.size() / (double) MAX_TICKS_PER_SIDE));
        List<Double> ticks = new ArrayList<>(List.of(1.0));
        for (int i = inside.size() - 1; i >= 0; i -= step) {
            ticks.add(inside.get(i));
            ticks.add(1 / inside.get(i));
        }
        ticks.sort(Double::compare);
        return ticks;
    }

    /**
     * The ticks as the axis draws them where labels would crowd: 1.0 first, then each pair t, 1/t whole, outermost
     * first, so a narrow axis loses the pairs nearest 1.0 and still reads the same both ways.
     */
    static List<List<Double>> tickGroups(List<Double> ticks) {
        List<List<Double>> groups = new ArrayList<>(List.of(List.of(1.0)));
        for (int i = 0, j = ticks.size() - 1; i < j && ticks.get(i) < 1.0; i++, j--) {
            groups.add(List.of(ticks.get(i), ticks.get(j)));
        }
        return groups;
    }

    /**
     * A label that fits: its start and its end with an ellipsis between, since a row names the param values first
     * and the store or series last, and both tell rows apart.
     */
    static String shortened(String label) {
        if (label.length() <= MAX_LABEL) {
            return label;
        }
        int tail = (MAX_LABEL - 1) / 2;
        return label.substring(0, MAX_LABEL - 1 - tail) + "\u2026" + label.substring(label.length() - tail);
    }
}
