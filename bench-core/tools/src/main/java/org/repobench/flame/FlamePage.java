package org.repobench.flame;

import one.convert.Arguments;
import one.convert.FlameGraph;
import org.repobench.chart.Html;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/**
 * async-profiler's own interactive flame graph of some stacks (its converter's {@code flame.html}: one page, its
 * script inline, nothing fetched), where a reader zooms into a frame and searches for a method: the page a report's
 * static graph links to.
 */
final class FlamePage {
    /** Each side of a differential page is scaled to this many units, so its widths and changes are shares. */
    static final long PARTS = 1_000_000L;

    private FlamePage() {
    }

    static String of(Stacks stacks, String title) {
        FlameGraph graph = graph(stacks, title);
        return dump(graph);
    }

    /**
     * The converter's differential page of head against base, each side first scaled to {@link #PARTS} (its own
     * diff subtracts raw counts, which two recordings of different lengths do not share): widths are head's
     * millionths, and a frame is redder the more of head's millionths end in it than of base's, bluer the fewer.
     */
    static String differential(Stacks base, Stacks head, String title) {
        FlameGraph current = graph(scaled(head), title);
        current.diff(graph(scaled(base), title));
        return dump(current);
    }

    static Stacks scaled(Stacks stacks) {
        long total = stacks.total();
        Map<String, Long> scaled = new TreeMap<>();
        if (total > 0) {
            stacks.weights().forEach((stack, weight) -> {
                long parts = Math.round(weight * (double) PARTS / total);
                if (parts > 0) {
                    scaled.put(stack, parts);
                }
            });
        }
        return new Stacks(scaled);
    }

    private static FlameGraph graph(Stacks stacks, String title) {
        // the converter puts the title into its page's heading as it is
        FlameGraph graph = new FlameGraph(new Arguments("--title", Html.escape(title)));
        try {
            graph.parseCollapsed(new StringReader(stacks.text()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read stacks held in memory", e);
        }
        return graph;
    }

    private static String dump(FlameGraph graph) {
        ByteArrayOutputStream page = new ByteArrayOutputStream();
        try {
            graph.dump(page);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write a page held in memory", e);
        }
        return page.toString(StandardCharsets.UTF_8);
    }
}
