package org.repobench.compare;

import org.repobench.api.ExitStatus;
import org.repobench.stats.RatioEstimate;

import org.repobench.chart.Chart;
import org.repobench.chart.Html;
import org.repobench.chart.RatioChart;
import org.repobench.flame.FlameDiffFigures;
import org.repobench.flame.FlameRecordings;
import org.repobench.results.AtomicFiles;
import org.repobench.results.Numbers;
import org.repobench.results.ParamOrder;
import org.repobench.results.ResultKey;
import org.repobench.results.SampleNote;

import java.awt.Color;
import java.awt.Paint;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * {@code compare --html OUT}: the comparison as one page a reviewer reads first. Per benchmark, the head/base ratio
 * with its interval on a log axis centred on 1.0, coloured by verdict; time and allocation in separate charts; then
 * the numbers and the notes, and for every signal that fired a differential flame graph of where head spent more.
 */
public final class ComparisonPage {
    private static final Map<Verdict, Paint> PAINTS = new LinkedHashMap<>();

    static {
        PAINTS.put(Verdict.REGRESSION, new Color(0xD62728));
        PAINTS.put(Verdict.WARNING, new Color(0xF28E2B));
        PAINTS.put(Verdict.IMPROVEMENT, new Color(0x59A14F));
        PAINTS.put(Verdict.PASS, new Color(0x4E79A7));
        PAINTS.put(Verdict.INCONCLUSIVE, new Color(0x9A9A9A));
    }

    private ComparisonPage() {
    }

    /**
     * Writes the page; where the results' runs recorded flame graphs ({@code --flame}), the differential ones'
     * interactive pages go into {@code flames/} beside it first.
     */
    public static Path write(ComparisonReport report, Path target) throws IOException {
        Path directory = target.toAbsolutePath().getParent();
        FlameDiffFigures flames = new FlameDiffFigures(FlameRecordings.of(List.of(report.baseFile())),
                FlameRecordings.of(List.of(report.headFile())), directory);
        return AtomicFiles.write(target, render(report, flames));
    }

    static String render(ComparisonReport report) {
        return render(report, new FlameDiffFigures(FlameRecordings.NONE, FlameRecordings.NONE, Path.of(".")));
    }

    static String render(ComparisonReport report, FlameDiffFigures flames) {
        StringBuilder body = new StringBuilder();
        ExitStatus outcome = report.outcome();
        body.append("<h1>Comparison: <span class=\"").append(switch (outcome) {
            case REGRESSION -> "regression\">REGRESSION";
            case DONE -> "\">no regression";
            default -> "warning\">no verdict";
        }).append("</span></h1>\n");
        report.noVerdict().ifPresent(line -> body.append("<p class=\"warning\">").append(Html.escape(line))
                .append("</p>\n"));
        body.append("<p>base <code>").append(Html.escape(report.baseFile().toString())).append("</code>, head <code>")
                .append(Html.escape(report.headFile().toString())).append("</code>; ")
                .append(Html.escape(report.options().describe())).append(".</p>\n");
        report.armsLine().ifPresent(line -> body.append("<p>").append(Html.escape("Arms: " + line + "."))
                .append("</p>\n"));
        body.append("<p>").append(Html.escape(report.rule())).append(".</p>\n");
        Pairing pairing = report.options().pairing();
        body.append("<p class=\"help\">Each row: head \u00f7 base of one benchmark, the Hodges-Lehmann estimate over ")
                .append(Html.escape(pairing.samples())).append(" (dot) with its distribution-free interval (bar). Left"
                + " of 1.0 head is faster (or allocates less), right of it slower. A regression is significant (exact ")
                .append(Html.escape(pairing.testName())).append(" p below alpha), worse, and its interval reaches past"
                + " the threshold (it may be that much worse); time, allocation, CPU time and counted work are judged"
                + " apart, and any fails the gate.</p>\n");
        ComparisonLabels labels = ComparisonLabels.of(report.benchmarks());
        Map<String, String> common = labels.common();
        labels.line().ifPresent(line -> body.append("<p class=\"note\">").append(Html.escape(line))
                .append("</p>\n"));
        int[] id = {0};
        chart(report, "time", p -> Optional.of(p.time()), report.pooled(Pooled.TIME), common, id)
                .ifPresent(body::append);
        for (Signal signal : Signal.values()) {
            chart(report, signal.description(), p -> p.signal(signal), report.pooled(signal.label()), common, id)
                    .ifPresent(body::append);
        }
        table(report, body);
        body.append(ComparisonFlames.render(report, ComparisonLabels.of(report.benchmarks()), flames));
        costs(report, body);
        if (!report.problems().isEmpty()) {
            body.append("<h2>Not comparable</h2>\n<ul>\n");
            report.problems().forEach(p -> body.append("<li>").append(Html.escape(p)).append("</li>\n"));
            body.append("</ul>\n");
        }
        oneSided(body, "Only in base (not compared)", report.onlyInBase());
        oneSided(body, "Only in head (not compared)", report.onlyInHead());
        return Html.page("Comparison", body.toString());
    }

    private static String rowLabel(ResultKey key, Map<String, String> common) {
        Map<String, String> varying = new LinkedHashMap<>(key.params());
        common.keySet().forEach(varying::remove);
        // a lever the target does not have tells no row apart
        varying.values().removeIf(ParamOrder.NOT_APPLICABLE::equals);
        String params = ParamOrder.describe(varying);
        return key.shortName() + (key.threads() > 1 ? " threads=" + key.threads() : "")
                + (params.isEmpty() ? "" : " " + params);
    }

    private static Optional<String> chart(ComparisonReport report, String signal,
                                          Function<BenchmarkComparison, Optional<Judgement>> judgement,
                                          Optional<Pooled> pooled, Map<String, String> common, int[] id) {
        List<RatioChart.Row> rows = new ArrayList<>();
        for (BenchmarkComparison p : report.benchmarks()) {
            judgement.apply(p).filter(ComparisonPage::drawable)
                    .ifPresent(j -> rows.add(new RatioChart.Row(rowLabel(p.key(), common), j.ratio().ratio(),
                            j.ratio().low(), j.ratio().high(), j.verdict().label())));
        }
        pooled.map(Pooled::judgement).filter(j -> !rows.isEmpty() && drawable(j))
                .ifPresent(j -> rows.add(new RatioChart.Row(pooled.get().label(), j.ratio().ratio(), j.ratio().low(),
                        j.ratio().high(), j.verdict().label())));
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Paint> groups = new LinkedHashMap<>();
        PAINTS.forEach((v, paint) -> groups.put(v.label(), paint));
        Chart chart = RatioChart.of("head \u00f7 base: " + signal, String.format(Locale.ROOT,
                        "%s interval; colour: verdict", ComparisonTable.percent(1 - report.options().alpha())),
                "head \u00f7 base (log scale)", rows, groups);
        return Optional.of(Html.figure(chart, "compare" + (++id[0])));
    }

    private static boolean drawable(Judgement j) {
        return j.ratio().low() > 0 && Double.isFinite(j.ratio().high());
    }

    /**
     * The verdicts, a row per benchmark and signal (the benchmark's cell spanning its rows): a column group per
     * signal ran past a 1,400-pixel page once a gate between two Fedora builds judged time, allocation and CPU time
     * (seen in Chromium, CPU time's verdicts behind the scroll bar); rows grow downwards, as a reader scrolls.
     */
    private static void table(ComparisonReport report, StringBuilder body) {
        body.append("<div class=\"scroll\"><table>\n<thead><tr><th>benchmark</th><th>signal</th>")
                .append("<th>head \u00f7 base [").append(ComparisonTable.percent(1 - report.options().alpha()))
                .append(" CI]</th><th>p</th><th>could see</th><th>verdict</th></tr></thead>\n<tbody>\n");
        ComparisonLabels labels = ComparisonLabels.of(report.benchmarks());
        for (BenchmarkComparison p : report.benchmarks()) {
            Map<String, Judgement> rows = new LinkedHashMap<>();
            rows.put("time", p.time());
            for (Signal signal : Signal.values()) {
                p.signal(signal).ifPresent(j -> rows.put(signal.heading(), j));
            }
            rows(body, labels.of(p.key()), rows);
        }
        List<Pooled> pooled = report.pooled();
        if (!pooled.isEmpty()) {
            Map<String, Judgement> rows = new LinkedHashMap<>();
            pooled.forEach(all -> rows.put(all.heading(), all.judgement()));
            rows(body, pooled.get(0).label(), rows);
        }
        body.append("</tbody>\n</table></div>\n");
        pooled.stream().findFirst().ifPresent(all -> body.append("<p>").append(Html.escape(all.note(labels)))
                .append(".</p>\n"));
        body.append("<p>").append(Html.escape(ComparisonTable.COULD_SEE)).append(". ")
                .append(Html.escape(ComparisonTable.P)).append(".</p>\n<p>")
                .append(Html.escape(SampleNote.ofKinds(ComparisonTable.samples(report)))).append("</p>\n");
        notes(report, labels, body);
    }

    /**
     * Each benchmark's notes under the table, as a list: a column of them stretched every row to the height of the
     * longest and sat past the right edge, where a reader did not scroll (seen in Chromium with a warming note).
     */
    private static void notes(ComparisonReport report, ComparisonLabels labels, StringBuilder body) {
        if (report.benchmarks().stream().allMatch(p -> p.notes().isEmpty())) {
            return;
        }
        body.append("<h3>Notes</h3>\n<ul class=\"notes\">\n");
        report.sharedNotes().forEach(note -> body.append("<li><b>Every benchmark</b>: ").append(Html.escape(note))
                .append("</li>\n"));
        for (BenchmarkComparison p : report.benchmarks()) {
            for (String note : report.ownNotes(p)) {
                body.append("<li><b>").append(Html.escape(labels.of(p.key()))).append("</b>: ")
                        .append(Html.escape(note)).append("</li>\n");
            }
        }
        body.append("</ul>\n");
    }

    /** The costs not judged, a row per benchmark and metric; no verdict column. */
    private static void costs(ComparisonReport report, StringBuilder body) {
        if (report.benchmarks().stream().allMatch(p -> p.costs().isEmpty())) {
            return;
        }
        body.append("<h2>Other costs per operation</h2>\n<p class=\"help\">Shown with"
                + " time's statistics, not judged: they do not change the outcome.</p>\n")
                .append("<div class=\"scroll\"><table>\n<thead><tr><th>benchmark</th><th>metric</th>")
                .append("<th>head \u00f7 base [").append(ComparisonTable.percent(1 - report.options().alpha()))
                .append(" CI]</th><th>p</th></tr></thead>\n<tbody>\n");
        ComparisonLabels labels = ComparisonLabels.of(report.benchmarks());
        for (BenchmarkComparison p : report.benchmarks()) {
            p.costs().forEach((name, j) -> {
                RatioEstimate r = j.ratio();
                body.append("<tr><td>").append(Html.escape(labels.of(p.key())))
                        .append("</td><td>").append(Html.escape(name)).append("</td><td class=\"num\">")
                        .append(Double.isFinite(r.ratio()) ? String.format(Locale.ROOT, "%.3f [%.3f, %.3f]",
                                r.ratio(), r.low(), r.high()) : "n/a")
                        .append("</td><td class=\"num\">").append(Numbers.pValue(j.decidingP()))
                        .append("</td></tr>\n");
            });
        }
        body.append("</tbody>\n</table></div>\n");
    }

    /** One benchmark's rows, a signal each, its name in a cell spanning them. */
    private static void rows(StringBuilder body, String name, Map<String, Judgement> rows) {
        String[] cell = {"<td rowspan=\"" + rows.size() + "\">" + Html.escape(name) + "</td>"};
        rows.forEach((signal, j) -> {
            body.append("<tr>").append(cell[0]).append("<td>").append(Html.escape(signal)).append("</td>");
            cell[0] = "";
            judgement(body, j);
            body.append("</tr>\n");
        });
    }

    private static void judgement(StringBuilder body, Judgement j) {
        RatioEstimate r = j.ratio();
        String ratio = Double.isFinite(r.ratio()) ? String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", r.ratio(),
                r.low(), r.high()) : "n/a";
        body.append("<td class=\"num\">").append(ratio).append("</td><td class=\"num\">")
                .append(Numbers.pValue(j.decidingP())).append("</td><td class=\"num\">")
                .append(Html.escape(ComparisonTable.detectable(j))).append("</td><td class=\"")
                .append(j.verdict().label())
                .append("\">").append(Html.escape(ComparisonTable.verdict(j))).append("</td>");
    }

    private static void oneSided(StringBuilder body, String title, List<ResultKey> keys) {
        if (keys.isEmpty()) {
            return;
        }
        body.append("<h2>").append(Html.escape(title)).append("</h2>\n<ul>\n");
        keys.forEach(k -> body.append("<li>").append(Html.escape(k.label() + " [" + k.mode() + "]"))
                .append("</li>\n"));
        body.append("</ul>\n");
    }
}
