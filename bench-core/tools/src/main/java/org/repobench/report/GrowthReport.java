package org.repobench.report;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.repobench.api.MetricNames;
import org.repobench.chart.Chart;
import org.repobench.chart.ChartPalette;
import org.repobench.chart.ChartStyle;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.results.Spread;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Results of single-shot runs that grow one store through the whole trial, so that iteration k is step k of one
 * ingest (an ingest's batch) or one history (a resource's version k): their point is the curve, not the average.
 * For them a report adds the studies' own table shape for an ingest (LAKEsuperior's columns: total, per resource,
 * parent GET, peak memory, store size) and two curves: each step's time against its number, and for an ingest the
 * ms per item against the items already stored.
 */
final class GrowthReport {
    private GrowthReport() {
    }

    /** The ingest's per-item metric name, if the result is an ingest. */
    static Optional<String> perItemMetric(JmhResult r) {
        return r.secondary().keySet().stream().filter(n -> n.startsWith(MetricNames.INGEST_PER_ITEM))
                .findFirst();
    }

    private static boolean isGrowth(JmhResult r) {
        return r.mode().equals("ss") && r.primary().hasRawData()
                && (perItemMetric(r).isPresent() || r.secondary(MetricNames.VERSION_NUMBER) != null);
    }

    /**
     * One row per ingest result: total time (the sum of its batches; per fork when there are several), ms per item
     * over the whole ingest and its first and last tenth, the last batch's per-item time over the first's, the
     * parent's GET after it, the heap's peak and the store's size at the end. Empty when no result is an ingest.
     */
    static ReportTable ingestTable(List<JmhResult> results, Function<JmhResult, String> label) {
        List<List<Cell>> rows = new ArrayList<>();
        for (JmhResult r : results) {
            Optional<String> perItem = perItemMetric(r);
            if (!isGrowth(r) || perItem.isEmpty()) {
                continue;
            }
            String item = perItem.get().substring(MetricNames.INGEST_PER_ITEM.length());
            rows.add(List.of(Cell.of(label.apply(r)), Cell.of(total(r)),
                    score(r, perItem.get()), score(r, MetricNames.INGEST_FIRST_TENTH + item),
                    score(r, MetricNames.INGEST_LAST_TENTH + item), score(r, MetricNames.LAST_TO_FIRST_BATCH),
                    score(r, MetricNames.PARENT_GET), heapPeak(r), score(r, MetricNames.STORE_SIZE)));
        }
        return new ReportTable("Ingest, in the studies' table shape (LAKEsuperior's columns): total is the sum of the"
                + " batches' times; ms per item over all items, the first and the last 10%; last ÷ first is the last"
                + " batch's ms per item over the first's (Plum's question); peak heap since the ingest began (the"
                + " fork's on the model, the managed server's own on a server: its fullest heap before a GC); store"
                + " size at the end",
                List.of("result", "total", "ms per item", "first 10%", "last 10%", "last ÷ first batch",
                        "parent GET", "peak heap", "store size"), rows);
    }

    /** 5'02" for one fork; per fork, joined, for several. */
    private static String total(JmhResult r) {
        Metric primary = CellFormat.shown(r.primary());
        List<String> totals = new ArrayList<>();
        for (double[] fork : primary.forks()) {
            totals.add(minutes(Arrays.stream(fork).sum() / 1000));
        }
        return String.join(", ", totals);
    }

    static String minutes(double seconds) {
        if (seconds < 60) {
            return Numbers.significant(seconds, 3) + " s";
        }
        long whole = Math.round(seconds);
        return whole / 60 + "'" + String.format("%02d", whole % 60) + "\"";
    }

    /** The fork's heap peak where the ingest ran in it (the model), else the managed server's. */
    private static Cell heapPeak(JmhResult r) {
        return r.secondary(MetricNames.HEAP_PEAK) != null ? score(r, MetricNames.HEAP_PEAK)
                : score(r, MetricNames.SERVER_HEAP_PEAK);
    }

    /** The metric as JMH aggregated it (mean, or the max for peak and final values), in its unit. */
    private static Cell score(JmhResult r, String metric) {
        Metric m = r.secondary(metric);
        return m == null ? Cell.EMPTY : Cell.of(CellFormat.value(m.score(), m.unit()));
    }

    /** The curves of every growth result: time of each step, and for ingests ms per item against items stored. */
    static List<Chart> charts(String benchmark, List<JmhResult> results, Function<JmhResult, String> label) {
        List<JmhResult> growing = results.stream().filter(GrowthReport::isGrowth).toList();
        List<Chart> charts = new ArrayList<>();
        if (growing.isEmpty()) {
            return charts;
        }
        boolean versions = growing.stream().allMatch(r -> r.secondary(MetricNames.VERSION_NUMBER) != null);
        String step = versions ? "version" : "batch";
        YIntervalSeriesCollection steps = new YIntervalSeriesCollection();
        for (JmhResult r : growing) {
            steps.addSeries(series(label.apply(r), CellFormat.shown(r.primary()), stepNumbers(r)));
        }
        Chart stepChart = chart(benchmark + ": time of each " + step + " against its number", step + " number",
                "milliseconds per " + step, steps, "each iteration is the next " + step + " of one growing store");
        stepChart.chart().getXYPlot().getDomainAxis().setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        charts.add(stepChart);

        YIntervalSeriesCollection perItem = new YIntervalSeriesCollection();
        String item = "item";
        for (JmhResult r : growing) {
            Optional<String> metric = perItemMetric(r);
            if (metric.isPresent()) {
                item = metric.get().substring(MetricNames.INGEST_PER_ITEM.length()).toLowerCase();
                perItem.addSeries(series(label.apply(r), r.secondary(metric.get()), itemsBefore(r)));
            }
        }
        if (perItem.getSeriesCount() > 0) {
            charts.add(chart(benchmark + ": ms per " + item + " against " + item + "s already stored",
                    item + "s already stored", "milliseconds per " + item, perItem,
                    "each point is one batch: its mean ms per " + item));
        }
        return charts;
    }

    /**
     * One point per iteration: the median over forks (each fork is a whole run), whiskers their range; with one
     * fork, the iteration's value.
     */
    private static YIntervalSeries series(String name, Metric metric, double[] x) {
        YIntervalSeries series = new YIntervalSeries(name);
        List<double[]> forks = metric.forks();
        int steps = forks.stream().mapToInt(f -> f.length).min().orElse(0);
        for (int i = 0; i < Math.min(steps, x.length); i++) {
            final int step = i;
            Spread s = Spread.of(List.of(forks.stream().mapToDouble(f -> f[step]).toArray()));
            if (!s.isEmpty()) {
                series.add(x[i], s.median(), s.min(), s.max());
            }
        }
        return series;
    }

    /** The version number of each iteration where the run reported it, else 1, 2, 3 ... */
    private static double[] stepNumbers(JmhResult r) {
        Metric numbers = r.secondary(MetricNames.VERSION_NUMBER);
        int steps = r.primary().forks().get(0).length;
        if (numbers != null && numbers.hasRawData() && numbers.fork(0).length == steps) {
            return numbers.fork(0);
        }
        double[] x = new double[steps];
        Arrays.setAll(x, i -> i + 1);
        return x;
    }

    /** Items stored before each batch: the sum of the earlier batches' {@code ops} (items per batch). */
    private static double[] itemsBefore(JmhResult r) {
        Metric ops = r.secondary(MetricNames.OPS);
        int steps = r.primary().forks().get(0).length;
        double[] x = new double[steps];
        if (ops == null || !ops.hasRawData() || ops.fork(0).length != steps) {
            Arrays.setAll(x, i -> i);
            return x;
        }
        double[] perBatch = ops.fork(0);
        for (int i = 1; i < steps; i++) {
            x[i] = x[i - 1] + perBatch[i - 1];
        }
        return x;
    }

    private static Chart chart(String title, String xLabel, String yLabel, YIntervalSeriesCollection dataset,
                               String howToRead) {
        JFreeChart chart = ChartFactory.createXYLineChart(title, xLabel, yLabel, dataset, PlotOrientation.VERTICAL,
                true, false, false);
        XYPlot plot = chart.getXYPlot();
        ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(true);
        ((NumberAxis) plot.getDomainAxis()).setAutoRangeIncludesZero(true);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(dataset.getItemCount(0) <= 50);
        renderer.setDrawXError(false);
        renderer.setCapLength(4);
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, ChartPalette.colour(i));
            renderer.setSeriesStroke(i, ChartPalette.dash(0));
        }
        plot.setRenderer(renderer);
        ChartStyle.apply(chart, howToRead + "; a flat line is a cost that does not grow with what is stored;"
                + " lower is faster; with several forks, points are medians and whiskers their range");
        return new Chart(title, chart, 900, 480);
    }
}
