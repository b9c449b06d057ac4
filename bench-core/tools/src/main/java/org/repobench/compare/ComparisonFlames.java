package org.repobench.compare;

import org.repobench.chart.Html;
import org.repobench.flame.FlameDiffFigures;
import org.repobench.flame.FlameKind;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The comparison page's differential flame graphs: for every benchmark and signal that fired (a regression or a
 * warning), head's stacks against base's, of the CPU for time, CPU time and counted work, of the allocation for
 * allocation; one graph per benchmark and kind, however many of its signals it stands for.
 */
final class ComparisonFlames {
    /** The section's id, to link to it. */
    static final String ANCHOR = "flame-graphs";
    private static final List<Verdict> FIRED = List.of(Verdict.REGRESSION, Verdict.WARNING);

    private ComparisonFlames() {
    }

    static String render(ComparisonReport report, ComparisonLabels labels, FlameDiffFigures flames) {
        StringBuilder html = new StringBuilder("<h2 id=\"" + ANCHOR
                + "\">Where it changed: differential flame graphs</h2>\n");
        List<String> parts = new ArrayList<>();
        for (BenchmarkComparison benchmark : report.benchmarks()) {
            Map<FlameKind, List<String>> fired = fired(benchmark);
            fired.forEach((kind, signals) -> parts.add(flames.html(benchmark.key(), labels.of(benchmark.key()),
                    String.join(", ", signals), kind)));
        }
        if (parts.isEmpty()) {
            return html.append("<p class=\"note\">No signal fired (no regression or warning): no differential to"
                    + " draw.</p>\n").toString();
        }
        if (!flames.any()) {
            return html.append("<p class=\"note\">").append(Html.escape("A signal fired, but " + FlameDiffFigures
                    .NO_PROFILE + ".")).append("</p>\n").toString();
        }
        html.append("<p class=\"help\">").append(Html.escape(FlameDiffFigures.HOW)).append("</p>\n");
        parts.forEach(html::append);
        return html.toString();
    }

    /** The signals of a benchmark that fired, by the kind of graph that shows where: "time regression", .... */
    static Map<FlameKind, List<String>> fired(BenchmarkComparison benchmark) {
        Map<FlameKind, List<String>> fired = new EnumMap<>(FlameKind.class);
        if (FIRED.contains(benchmark.time().verdict())) {
            fired.computeIfAbsent(FlameKind.CPU, any -> new ArrayList<>()).add("time " + benchmark.time().verdict()
                    .label());
        }
        for (Signal signal : Signal.values()) {
            benchmark.signal(signal).filter(j -> FIRED.contains(j.verdict())).ifPresent(j -> fired.computeIfAbsent(
                    signal == Signal.ALLOCATION ? FlameKind.ALLOCATION : FlameKind.CPU, any -> new ArrayList<>())
                    .add(signal.label() + " " + j.verdict().label()));
        }
        return fired;
    }
}
