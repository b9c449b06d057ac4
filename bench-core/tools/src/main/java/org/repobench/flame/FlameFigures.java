package org.repobench.flame;

import org.repobench.api.FlameNames;
import org.repobench.chart.Html;
import org.repobench.results.ResultKey;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The report's flame graphs: for each result a run recorded ({@code run --flame}), where the CPU and the allocation
 * of its measured iterations went, every fork's recording merged, as a static graph in the page and async-profiler's
 * interactive page beside it ({@code flames/}); where there is none, a line saying how to get one.
 */
public final class FlameFigures {
    /** What a section or a result without a recording says. */
    public static final String NO_PROFILE = "no profile recorded (run with " + FlameNames.OPTION + ")";

    private final FlameRecordings recordings;
    private final Path pageDirectory;
    private final RecordedStacks stacks = new RecordedStacks();
    private final Map<ResultKey, Rendered> rendered = new HashMap<>();

    /** One result's graphs: the HTML, and each kind's interactive page. */
    private record Rendered(String html, Map<FlameKind, String> pages) {
    }

    /**
     * @param pageDirectory where the page that shows them goes: their interactive pages go into {@code flames/}
     *                      beside it
     */
    public FlameFigures(FlameRecordings recordings, Path pageDirectory) {
        this.recordings = recordings;
        this.pageDirectory = pageDirectory;
    }

    /** A section's graphs in HTML: a part per result that has recordings, a line for those that have none. */
    public String html(List<ResultKey> results, Function<ResultKey, String> label) {
        if (results.stream().allMatch(key -> recordings.of(key).isEmpty())) {
            return "<p class=\"note\">Flame graphs: " + Html.escape(NO_PROFILE) + ".</p>\n";
        }
        StringBuilder html = new StringBuilder("<h3>Flame graphs</h3>\n<p class=\"help\">")
                .append(Html.escape(FlameHtml.CAVEAT)).append("</p>\n").append(FlameHtml.legend());
        boolean open = results.size() == 1;
        for (ResultKey key : results) {
            Rendered graphs = render(key, label.apply(key));
            if (graphs == null) {
                html.append("<p class=\"note\">").append(Html.escape(label.apply(key) + ": " + NO_PROFILE))
                        .append(".</p>\n");
            } else {
                html.append(open ? "<details open>" : "<details>").append(graphs.html()).append("</details>\n");
            }
        }
        return html.toString();
    }

    /** A section's graphs in Markdown: each result's links to its interactive pages, or the line without. */
    public String markdown(List<ResultKey> results, Function<ResultKey, String> label) {
        if (results.stream().allMatch(key -> recordings.of(key).isEmpty())) {
            return "Flame graphs: " + NO_PROFILE + ".\n\n";
        }
        StringBuilder md = new StringBuilder("Flame graphs (interactive pages; the HTML report draws them):\n\n");
        for (ResultKey key : results) {
            Rendered graphs = render(key, label.apply(key));
            md.append("- ").append(label.apply(key)).append(": ");
            if (graphs == null) {
                md.append(NO_PROFILE);
            } else {
                List<String> links = graphs.pages().entrySet().stream()
                        .map(e -> "[" + e.getKey().title() + "](" + e.getValue() + ")").toList();
                md.append(String.join(", ", links));
            }
            md.append('\n');
        }
        return md.append('\n').toString();
    }

    private Rendered render(ResultKey key, String label) {
        if (rendered.containsKey(key)) {
            return rendered.get(key);
        }
        List<FlameRecording> of = recordings.of(key);
        Rendered graphs = of.isEmpty() ? null : render(key, label, of);
        rendered.put(key, graphs);
        return graphs;
    }

    private Rendered render(ResultKey key, String label, List<FlameRecording> of) {
        StringBuilder html = new StringBuilder("<summary>").append(Html.escape(label)).append(": ")
                .append(Html.escape(RecordedStacks.source(of))).append("</summary>\n");
        Map<FlameKind, String> pages = new LinkedHashMap<>();
        for (FlameKind kind : FlameKind.values()) {
            RecordedStacks.Merged merged = stacks.of(of, kind);
            html.append("<p><b>").append(kind.title()).append("</b>: ");
            if (merged.stacks().isEmpty()) {
                html.append(Html.escape("no " + kind.title() + " samples in " + of.size() + " recording(s)"
                        + (merged.unreadable().isEmpty() ? "" : "; unreadable: "
                        + String.join("; ", merged.unreadable())))).append("</p>\n");
                continue;
            }
            String title = label + ": " + kind.title() + ", " + RecordedStacks.source(of);
            String page;
            try {
                page = FlameHtml.writePage(pageDirectory, key.shortName(), key.toString(), kind.fileName(),
                        FlamePage.of(merged.stacks(), title));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the flame graph of " + label, e);
            }
            pages.put(kind, page);
            html.append(Html.escape(RecordedStacks.summary(merged, kind))).append(". ")
                    .append(FlameHtml.link(page, "Interactive graph (zoom, search)")).append("</p>\n");
            FlameLayout layout = FlameLayout.of(FlameTree.of(merged.stacks()), FlameSvg.WIDTH, FlameHtml.MIN_WIDTH);
            html.append(FlameHtml.figure(FlameSvg.render(layout, title, new ByGroup(layout.rootTotal(), kind))));
        }
        return new Rendered(html.toString(), pages);
    }

    /** Colours by whose code a frame is; the tooltip says its share. */
    private record ByGroup(long total, FlameKind kind) implements FlameSvg.Paint {
        @Override
        public String fill(FlameLayout.Box box) {
            return box.row() == 0 ? FlameHtml.ROOT_FILL : FrameGroup.of(box.last().name()).colour(box.last().name());
        }

        @Override
        public String amount(FlameLayout.Box box) {
            long weight = box.first().total();
            return FlameHtml.percent(weight / (double) total) + " (" + kind.amount(weight) + ")";
        }
    }
}
