package org.repobench.flame;

import org.repobench.chart.Html;
import org.repobench.results.AtomicFiles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Locale;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * What the report's and the comparison's flame graphs share: the figure around a graph, the legend of its colours,
 * the interactive page written beside the page that links to it, and the caveat every graph carries.
 */
final class FlameHtml {
    /** The directory beside a page where its graphs' interactive pages go. */
    static final String PAGES = "flames";
    /** Frames narrower than this many pixels are left out of a static graph, with what they call. */
    static final double MIN_WIDTH = 1.2;
    /** The root's box, which is every stack. */
    static final String ROOT_FILL = "#d9d9d9";
    /** Said once where graphs are: a profiler is not free. */
    static final String CAVEAT = "Recorded during the measured iterations only (not the warm-up or the fixtures'"
            + " load), by the profiler named under each graph, which perturbs what it measures: async-profiler by a"
            + " few per cent, the JDK's flight recorder similarly, so read these runs' times beside a run without"
            + " --flame, not instead of one. Widths are shares of the graph's own total; hover over a box for its"
            + " frames and share, or open the interactive page to zoom and search.";

    private FlameHtml() {
    }

    /** A static graph as a figure that scrolls sideways on a narrow page. */
    static String figure(String svg) {
        return "<figure class=\"scroll\">\n" + svg + "</figure>\n";
    }

    /** The colours of a graph by whose code a frame is. */
    static String legend() {
        StringBuilder html = new StringBuilder("<p class=\"help\">Colours: ");
        for (FrameGroup group : FrameGroup.values()) {
            html.append("<span style=\"background:").append(group.colour())
                    .append(";padding:0 .4em;margin-right:.4em;border-radius:2px\">")
                    .append(Html.escape(group.legend())).append("</span>");
        }
        return html.append("; a box of several frames is a chain, each called only by the one below it (hover for"
                + " them all).</p>\n").toString();
    }

    /**
     * Writes an interactive page into {@link #PAGES} beside {@code pageDirectory}'s page, under a name made from
     * {@code what} (stable, so a page written again replaces its own), and returns the link to it.
     */
    static String writePage(Path pageDirectory, String prefix, String what, String suffix, String html)
            throws IOException {
        String name = prefix + "-" + digest(what) + "-" + suffix + ".html";
        AtomicFiles.write(pageDirectory.resolve(PAGES).resolve(name), html);
        return PAGES + "/" + name;
    }

    static String link(String href, String text) {
        return "<a href=\"" + Html.escape(href) + "\">" + Html.escape(text) + "</a>";
    }

    /** Percent with one decimal: "12.3 %". */
    static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }

    /** A change in percentage points, signed: "+4.2 points". */
    static String points(double delta) {
        return String.format(Locale.ROOT, "%+.1f points", 100 * delta);
    }

    /** A short, stable name for a result's pages. */
    private static String digest(String what) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(what.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 5);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
