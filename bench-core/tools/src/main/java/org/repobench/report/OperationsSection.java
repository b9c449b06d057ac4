package org.repobench.report;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.chart.Chart;
import org.repobench.chart.ChartPalette;
import org.repobench.chart.ChartStyle;
import org.repobench.chart.TickedLogAxis;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.results.ParamOrder;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Operations of one benchmark class run at several thread counts (create, update, retrieve, delete of the CRUD
 * benchmark), shaped like the Fedora CRUD studies: rows are thread counts, columns operations, one table per
 * combination of the other params (store × resource). Each cell is the mean time per operation with the 99th percentile
 * beside it, the range of the iteration means, the total throughput (measured where the run did), a write
 * benchmark's failed operations, conflicts and retries where any is not 0, and, for a target
 * other than Fedora 4.7.5, its time ÷ Fedora 4.7.5's with compare's interval. It opens with each block's means at the
 * most threads it ran; a chart per table draws p50 and p99 against threads; folded beneath, beside each block of the
 * kind of system the CRUD study measured, stands its table as published.
 */
final class OperationsSection {
    static final String LEGEND = "Cells: mean time per operation in ms (JMH's score) with p99, the 99th percentile of"
            + " every sampled operation, beside it (n/a when the mode samples no percentiles); then the range of the"
            + " iteration means; then the total throughput over all threads: measured (operations completed per second"
            + " of the iterations' wall time, untimed per-operation setup such as making the resource an update works"
            + " on included), or, where the run did not measure it, derived as threads \u00d7 1000 \u00f7 mean ms;"
            + " then, where any is not 0, the operations failed (given up after their retries or lost after their"
            + " save), the conflicts and the retries, summed over the iterations;"
            + " for a target other than Fedora 4.7.5, its time \u00f7 Fedora 4.7.5's at the same thread count and"
            + " params, with compare's confidence interval.";

    /** The Fedora CRUD studies' order; JMH runs methods alphabetically, which would put delete second. */
    private static final List<String> CRUD_ORDER = List.of("create", "update", "retrieve", "delete");

    private final String className;
    private final String mode;
    private final List<JmhResult> results;
    private final List<String> operations;
    private final List<String> facetParams;

    private OperationsSection(String className, String mode, List<JmhResult> results) {
        this.className = className;
        this.mode = mode;
        this.results = List.copyOf(results);
        Set<String> ops = new LinkedHashSet<>();
        Map<String, Set<String>> values = new LinkedHashMap<>();
        for (JmhResult r : results) {
            ops.add(method(r));
            r.params().forEach((k, v) -> values.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(v));
        }
        List<String> ordered = new ArrayList<>(ops);
        ordered.sort(Comparator.comparingInt(op -> CRUD_ORDER.contains(op) ? CRUD_ORDER.indexOf(op)
                : CRUD_ORDER.size()));
        this.operations = List.copyOf(ordered);
        this.facetParams = ParamOrder.sort(values.keySet()).stream().filter(p -> values.get(p).size() > 1).toList();
    }

    /**
     * The benchmark classes whose methods ran at several thread counts, or stand beside a study's table of this shape
     * (the CRUD study's, even when run at one count), with those methods' results (in file order), keyed by class and
     * mode.
     */
    static Map<List<String>, List<JmhResult>> find(List<JmhResult> all, PublishedFigures published) {
        Map<List<String>, List<JmhResult>> byMethod = new LinkedHashMap<>();
        all.forEach(r -> byMethod.computeIfAbsent(List.of(r.benchmark(), r.mode()), k -> new ArrayList<>()).add(r));
        Map<List<String>, List<JmhResult>> found = new LinkedHashMap<>();
        for (List<JmhResult> method : byMethod.values()) {
            if (PivotTable.threadsTellApart(method) || method.stream().anyMatch(published::hasStudyTable)) {
                JmhResult first = method.get(0);
                found.computeIfAbsent(List.of(className(first), first.mode()), k -> new ArrayList<>())
                        .addAll(method);
            }
        }
        return found;
    }

    static Section of(String className, String mode, List<JmhResult> results, PublishedFigures published) {
        return new OperationsSection(className, mode, results).section(published);
    }

    private Section section(PublishedFigures published) {
        String shortClass = className.substring(className.lastIndexOf('.') + 1);
        String title = shortClass + " " + String.join(", ", operations) + " by threads (" + Modes.describe(mode) + ")";
        List<String> notes = new ArrayList<>(List.of(className, LEGEND));
        List<ReportTable> tables = new ArrayList<>();
        List<ReportTable> folded = new ArrayList<>();
        List<Chart> charts = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        for (Map<String, String> facet : facets()) {
            List<JmhResult> inFacet = results.stream().filter(r -> inFacet(r, facet)).toList();
            String caption = facet.isEmpty() ? "all" : ParamOrder.describe(facet);
            tables.add(table(caption, inFacet));
            finding(facet, inFacet).ifPresent(findings::add);
            published.studyTable(inFacet).ifPresent(study -> {
                folded.add(studyTable(study, caption, inFacet));
                String about = "As published: " + study.source().document() + ", " + study.system() + ", machine "
                        + study.machine() + ". Timed: " + study.timed() + ". Under each figure, ours at the same"
                        + " thread count and ours \u00f7 published: context, not a verdict.";
                if (!notes.contains(about)) {
                    notes.add(about);
                }
            });
            charts.add(percentileChart(shortClass + ": p50 and p99 against threads" + (facet.isEmpty() ? ""
                    : " \u2014 " + caption), inFacet));
        }
        tables.addAll(ReportModel.studyShaped(results, this::label));
        folded.addAll(ReportModel.lookedUp(results, this::label, published));
        charts.addAll(SecondaryMetrics.charts(shortClass, results, r -> method(r) + " threads " + r.key().threads(),
                r -> facetParams.isEmpty() ? "median" : ParamOrder.describe(facetOf(r))));
        String anchor = (shortClass + "-" + mode).replaceAll("[^A-Za-z0-9]+", "-").toLowerCase(Locale.ROOT);
        return new Section(title, anchor, Findings.of(findings), charts, tables, notes, folded, List.of());
    }

    /**
     * "store=FILE resource=CONTAINER, 4 threads: create 12.0 ms, update 24.0 ms per operation (mean)": each
     * operation's mean, the figure the table leads with, at the most threads the block ran.
     */
    private Optional<String> finding(Map<String, String> facet, List<JmhResult> inFacet) {
        List<Integer> threads = threads(inFacet);
        int most = threads.get(threads.size() - 1);
        List<String> means = new ArrayList<>();
        boolean time = true;
        for (String op : operations) {
            Optional<Metric> mean = inFacet.stream().filter(r -> r.key().threads() == most && method(r).equals(op))
                    .findFirst().map(r -> CellFormat.shown(r.primary()));
            if (mean.isPresent() && Double.isFinite(mean.get().score())) {
                time &= mean.get().unit().isTimePerOp();
                means.add(op + " " + (mean.get().unit().isTimePerOp() ? FindingText.time(mean.get().score())
                        : CellFormat.value(mean.get().score(), mean.get().unit()).strip()));
            }
        }
        if (means.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of((facet.isEmpty() ? "" : ParamOrder.describe(facet) + ", ") + most
                + (most == 1 ? " thread: " : " threads: ") + String.join(", ", means)
                + (time ? " per operation (mean)" : " (mean)"));
    }

    private ReportTable table(String caption, List<JmhResult> inFacet) {
        List<String> header = new ArrayList<>(List.of("threads"));
        header.addAll(operations);
        List<List<Cell>> rows = new ArrayList<>();
        for (int threads : threads(inFacet)) {
            List<Cell> row = new ArrayList<>(List.of(Cell.of(Integer.toString(threads))));
            for (String op : operations) {
                row.add(inFacet.stream().filter(r -> r.key().threads() == threads && method(r).equals(op))
                        .findFirst().map(r -> cell(r, threads, reference(r))).orElse(Cell.EMPTY));
            }
            rows.add(row);
        }
        return new ReportTable(caption, header, rows);
    }

    /**
     * The study's table as published beside one block of ours: its rows in its order (both runs of thread counts),
     * and under each figure our mean at that thread count ÷ it, where we ran that count.
     */
    private ReportTable studyTable(PublishedFigures.StudyTable study, String caption, List<JmhResult> inFacet) {
        List<String> header = new ArrayList<>(List.of("run", "threads"));
        header.addAll(study.headers());
        List<List<Cell>> rows = new ArrayList<>();
        for (PublishedFigures.StudyRow row : study.rows()) {
            List<Cell> cells = new ArrayList<>(List.of(Cell.of(row.run()), Cell.of(Integer.toString(row.threads()))));
            for (int i = 0; i < study.methods().size(); i++) {
                String op = study.methods().get(i);
                double figure = row.millis().get(i);
                List<String> ours = inFacet.stream()
                        .filter(r -> r.key().threads() == row.threads() && method(r).equals(op))
                        .map(r -> CellFormat.shown(r.primary())).filter(ms -> ms.unit().isTimePerOp())
                        .map(ms -> "ours " + Numbers.significant(ms.score(), 3) + " ms, "
                                + Numbers.significant(ms.score() / figure, 2) + "\u00d7").toList();
                cells.add(new Cell(asPublished(figure) + " ms", ours));
            }
            rows.add(cells);
        }
        return new ReportTable("As published, beside " + caption + ": " + study.title(), header, rows);
    }

    /** A published figure as the study wrote it: whole milliseconds stay whole. */
    private static String asPublished(double figure) {
        return figure == Math.rint(figure) ? Long.toString((long) figure) : Double.toString(figure);
    }

    /**
     * For a result of another target, Fedora 4.7.5's of the same operation, thread count and params (a param one side
     * does not have matches every value of the other, as in {@link TargetRatios}).
     */
    private Optional<JmhResult> reference(JmhResult r) {
        String target = r.params().get(ParamNames.TARGET);
        if (target == null || TargetRatios.REFERENCE.isRecordedAs(target)) {
            return Optional.empty();
        }
        return results.stream().filter(o -> TargetRatios.REFERENCE.isRecordedAs(o.params().get(ParamNames.TARGET))
                && o.key().threads() == r.key().threads() && method(o).equals(method(r))
                && facetParams.stream().filter(p -> !p.equals(ParamNames.TARGET)).allMatch(p -> {
                    String mine = PivotTable.value(r, p);
                    String theirs = PivotTable.value(o, p);
                    return mine.equals(theirs) || mine.equals(ParamOrder.NOT_APPLICABLE)
                            || theirs.equals(ParamOrder.NOT_APPLICABLE);
                })).findFirst();
    }

    private static Cell cell(JmhResult r, int threads, Optional<JmhResult> reference) {
        Metric ms = CellFormat.shown(r.primary());
        if (!ms.unit().isTimePerOp()) {
            return CellFormat.cell(r);
        }
        double p99 = ms.percentile(99.0);
        String main = Numbers.significant(ms.score(), 3) + " ms, p99 "
                + (Double.isFinite(p99) ? Numbers.significant(p99, 3) + " ms" : "n/a");
        List<String> extra = new ArrayList<>();
        extra.add("iterations " + CellFormat.spread(r.primary()));
        Metric measured = r.secondary(MetricNames.THROUGHPUT);
        extra.add(measured != null
                ? Numbers.significant(measured.score(), 3) + " ops/s"
                : "\u2248 " + Numbers.significant(threads * 1000 / ms.score(), 3) + " ops/s (derived)");
        CellFormat.writeCounts(r).ifPresent(extra::add);
        reference.map(base -> LeverCharts.ratio(base, r)).ifPresent(ratio -> extra.add("\u00f7 Fedora 4.7.5: "
                + Numbers.significant(ratio.estimate().ratio(), 2) + "\u00d7 [" + Numbers.significant(
                ratio.estimate().low(), 2) + "\u2013" + Numbers.significant(ratio.estimate().high(), 2) + "]"));
        return new Cell(main, extra);
    }

    private Chart percentileChart(String title, List<JmhResult> inFacet) {
        XYSeriesCollection dataset = new XYSeriesCollection();
        List<Integer> colours = new ArrayList<>();
        List<Boolean> dashed = new ArrayList<>();
        for (String op : operations) {
            List<JmhResult> opResults = inFacet.stream().filter(r -> method(r).equals(op)).toList();
            boolean percentiles = opResults.stream().anyMatch(r -> !r.primary().percentiles().isEmpty());
            for (double percent : percentiles ? new double[]{50.0, 99.0} : new double[]{Double.NaN}) {
                XYSeries series = new XYSeries(op + (percentiles ? " p" + (int) percent : " mean"));
                for (JmhResult r : opResults) {
                    Metric ms = CellFormat.shown(r.primary());
                    double y = percentiles ? ms.percentile(percent) : ms.score();
                    if (y > 0) {
                        series.add(r.key().threads(), y);
                    }
                }
                if (series.getItemCount() > 0) {
                    dataset.addSeries(series);
                    colours.add(operations.indexOf(op));
                    dashed.add(percent == 99.0);
                }
            }
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title, "threads (log scale)",
                "milliseconds per operation (log scale)", dataset, PlotOrientation.VERTICAL, true, false, false);
        XYPlot plot = chart.getXYPlot();
        List<Double> threadTicks = threads(inFacet).stream().map(Integer::doubleValue).toList();
        plot.setDomainAxis(TickedLogAxis.at("threads (log scale)", threadTicks));
        if (dataset.getSeriesCount() > 0) {
            plot.setRangeAxis(TickedLogAxis.oneTwoFive("milliseconds per operation (log scale)",
                    dataset.getRangeLowerBound(false), dataset.getRangeUpperBound(false)));
        }
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, ChartPalette.colour(colours.get(i)));
            renderer.setSeriesStroke(i, ChartPalette.dash(dashed.get(i) ? 1 : 0));
        }
        plot.setRenderer(renderer);
        plot.setDomainGridlinePaint(ChartStyle.GRID);
        plot.setRangeGridlinePaint(ChartStyle.GRID);
        ChartStyle.apply(chart, Modes.describe(mode) + "; solid: p50, dashed: p99 of all sampled operations;"
                + " a flat line scales, a rising one queues");
        return new Chart(title, chart, 900, 480);
    }

    private List<Map<String, String>> facets() {
        Set<Map<String, String>> facets = new LinkedHashSet<>();
        results.forEach(r -> facets.add(facetOf(r)));
        List<Map<String, String>> sorted = new ArrayList<>(facets);
        for (int i = facetParams.size() - 1; i >= 0; i--) {
            String p = facetParams.get(i);
            List<String> order = ValueOrder.sort(results.stream().map(r -> PivotTable.value(r, p)).toList());
            sorted.sort(Comparator.comparingInt(f -> order.indexOf(f.get(p))));
        }
        return sorted;
    }

    private Map<String, String> facetOf(JmhResult r) {
        Map<String, String> facet = new LinkedHashMap<>();
        facetParams.forEach(p -> facet.put(p, PivotTable.value(r, p)));
        return facet;
    }

    private boolean inFacet(JmhResult r, Map<String, String> facet) {
        return facetOf(r).equals(facet);
    }

    private String label(JmhResult r) {
        String facet = ParamOrder.describe(facetOf(r));
        return method(r) + " threads=" + r.key().threads() + (facet.isEmpty() ? "" : " " + facet);
    }

    private static List<Integer> threads(List<JmhResult> results) {
        return results.stream().map(r -> r.key().threads()).distinct().sorted().toList();
    }

    private static String method(JmhResult r) {
        return r.benchmark().substring(r.benchmark().lastIndexOf('.') + 1);
    }

    private static String className(JmhResult r) {
        int dot = r.benchmark().lastIndexOf('.');
        return dot < 0 ? r.benchmark() : r.benchmark().substring(0, dot);
    }
}
