package org.repobench.flame;

import org.repobench.api.FlameNames;
import org.repobench.chart.Html;
import org.repobench.results.ResultKey;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The comparison's differential flame graphs: for a benchmark whose signal fired, head's graph with each frame
 * coloured by how its share of head's samples (or sampled bytes) differs from its share of base's, red where head
 * spends more, blue where less ({@link FlameDiff}); the frames whose shares moved most, in a table; async-profiler's
 * interactive differential page beside it. So a regression says where without a second run.
 */
public final class FlameDiffFigures {
    /** What the page says where a side has no recording. */
    public static final String NO_PROFILE = "no profile recorded (run the gate with " + FlameNames.OPTION
            + ", or compare two runs made with run " + FlameNames.OPTION + ")";
    /** How the differential is drawn, said once above the graphs. */
    public static final String HOW = "Head's flame graph, each frame coloured by head's share less base's: the part"
            + " of each side's own samples (or sampled bytes) whose stacks pass through it, so recordings of different"
            + " lengths compare. Red: head spends a larger share there, the deeper the red the larger; blue: a smaller"
            + " one; a frame only head has is red by its whole share. A frame base had and head lost has no box:"
            + " the tables list the frames whose share moved most either way.";
    /** Changes smaller than this share are drawn pale whatever the largest change: half a percentage point. */
    static final double PALE_BELOW = 0.005;
    private static final int TABLE_ROWS = 10;
    private static final String FEDORA = "org.fcrepo.";
    private static final int PALE = 235;
    private static final int DEEP = 60;

    private final FlameRecordings base;
    private final FlameRecordings head;
    private final Path pageDirectory;
    private final RecordedStacks stacks = new RecordedStacks();

    /**
     * @param pageDirectory where the page that shows them goes: the interactive pages go into {@code flames/}
     *                      beside it
     */
    public FlameDiffFigures(FlameRecordings base, FlameRecordings head, Path pageDirectory) {
        this.base = base;
        this.head = head;
        this.pageDirectory = pageDirectory;
    }

    /** Whether either side has any recording at all. */
    public boolean any() {
        return !base.isEmpty() || !head.isEmpty();
    }

    /**
     * One benchmark's differential of one kind, or the line saying which side has no recording.
     *
     * @param key    the benchmark's key (without the params a comparison matches without)
     * @param label  the benchmark as the page names it
     * @param signals the signals that fired, for the heading ("time regression, CPU regression")
     */
    public String html(ResultKey key, String label, String signals, FlameKind kind) {
        StringBuilder html = new StringBuilder("<h3>").append(Html.escape(label + ": " + signals + " \u2192 "
                + kind.title())).append("</h3>\n");
        List<FlameRecording> before = base.of(key);
        List<FlameRecording> after = head.of(key);
        if (before.isEmpty() || after.isEmpty()) {
            String missing = before.isEmpty() && after.isEmpty() ? "either side" : before.isEmpty() ? "base" : "head";
            return html.append("<p class=\"note\">").append(Html.escape("No differential: " + missing + " has "
                    + NO_PROFILE + ".")).append("</p>\n").toString();
        }
        RecordedStacks.Merged was = stacks.of(before, kind);
        RecordedStacks.Merged is = stacks.of(after, kind);
        html.append("<p>base: ").append(Html.escape(RecordedStacks.summary(was, kind))).append("<br>head: ")
                .append(Html.escape(RecordedStacks.summary(is, kind))).append("</p>\n");
        if (was.stacks().isEmpty() || is.stacks().isEmpty()) {
            return html.append("<p class=\"note\">No differential: ").append(was.stacks().isEmpty() ? "base" : "head")
                    .append(Html.escape(" has no " + kind.title() + " samples.")).append("</p>\n").toString();
        }
        FlameDiff diff = FlameDiff.of(was.stacks(), is.stacks());
        String title = label + ": " + kind.title() + ", head against base";
        try {
            String page = FlameHtml.writePage(pageDirectory, "diff-" + key.shortName(), key.toString(),
                    kind.fileName(), FlamePage.differential(was.stacks(), is.stacks(), title));
            html.append("<p>").append(FlameHtml.link(page, "Interactive differential (zoom, search; async-profiler's"
                    + " colouring, by each frame's own samples, each side scaled to a million)")).append("</p>\n");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the differential flame graph of " + label, e);
        }
        FlameLayout layout = FlameLayout.of(diff.headTree(), FlameSvg.WIDTH, FlameHtml.MIN_WIDTH);
        html.append(FlameHtml.figure(FlameSvg.render(layout, title, new ByChange(diff,
                diff.scale(PALE_BELOW)))));
        table(html, "Where the samples end: the leaf frames whose share moved most", diff.largest(frame -> true,
                TABLE_ROWS));
        if (RecordedStacks.isServer(after)) {
            table(html, "Fedora's methods: each stack charged to its innermost org.fcrepo frame, those whose share"
                    + " moved most", diff.largest(frame -> frame.startsWith(FEDORA), TABLE_ROWS));
        }
        return html.toString();
    }

    private static void table(StringBuilder html, String caption, List<FlameDiff.Moved> moved) {
        if (moved.isEmpty()) {
            return;
        }
        html.append("<div class=\"scroll\"><table>\n<caption>").append(Html.escape(caption))
                .append("</caption>\n<thead><tr><th>frame</th><th>base</th><th>head</th><th>head \u2212 base</th>")
                .append("</tr></thead>\n<tbody>\n");
        for (FlameDiff.Moved m : moved) {
            FlameDiff.Change c = m.change();
            html.append("<tr><td><code>").append(Html.escape(m.frame())).append("</code>")
                    .append(c.onlyInHead() ? " (only in head)" : "").append("</td><td class=\"num\">")
                    .append(FlameHtml.percent(c.base())).append("</td><td class=\"num\">")
                    .append(FlameHtml.percent(c.head())).append("</td><td class=\"num ")
                    .append(c.delta() > 0 ? "regression" : "improvement").append("\">")
                    .append(FlameHtml.points(c.delta())).append("</td></tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    /** Red where head's share is larger, blue where smaller, as deep as the change is near the largest. */
    private record ByChange(FlameDiff diff, double scale) implements FlameSvg.Paint {
        @Override
        public String fill(FlameLayout.Box box) {
            double delta = diff.of(box.last()).delta();
            int level = (int) Math.round(PALE - (PALE - DEEP) * Math.min(1, Math.abs(delta) / scale));
            if (delta > 0) {
                return String.format(Locale.ROOT, "rgb(255,%d,%d)", level, level);
            }
            return delta < 0 ? String.format(Locale.ROOT, "rgb(%d,%d,255)", level, level)
                    : String.format(Locale.ROOT, "rgb(%d,%d,%d)", PALE, PALE, PALE);
        }

        @Override
        public String amount(FlameLayout.Box box) {
            FlameDiff.Change c = diff.of(box.last());
            return "head " + FlameHtml.percent(c.head()) + ", base " + FlameHtml.percent(c.base()) + ": "
                    + FlameHtml.points(c.delta()) + (c.onlyInHead() ? " (only in head)" : "");
        }
    }
}
