package org.repobench.flame;

import org.repobench.chart.Html;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * A laid-out flame graph as one inline SVG, for a page without scripts: a box per frame (or chain of frames), the
 * root at the bottom, each box named as far as it fits and, on hovering, by its {@code <title>}: every frame it holds
 * and its share. Colours are the caller's: by whose code a frame is, or by how its share changed.
 */
final class FlameSvg {
    static final double WIDTH = 1200;
    private static final int ROW = 17;
    private static final int BOX = 16;
    private static final double CHAR = 6.6;
    private static final double PAD = 3;
    /** A chain's tooltip names this many of its frames, then how many more. */
    private static final int CHAIN_LINES = 40;

    /** What the caller decides of each box. */
    interface Paint {
        /** Its fill. */
        String fill(FlameLayout.Box box);

        /** The tooltip's last line: its share, and how it changed. */
        String amount(FlameLayout.Box box);
    }

    private FlameSvg() {
    }

    static String render(FlameLayout layout, String label, Paint paint) {
        int height = layout.rows() * ROW;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"flame\""
                + " viewBox=\"0 0 %.0f %d\" width=\"%.0f\" height=\"%d\" font-family=\"monospace\" font-size=\"11\""
                + " role=\"img\" aria-label=\"%s\">%n", layout.width(), height, layout.width(), height,
                Html.escape(label)));
        for (FlameLayout.Box box : layout.boxes()) {
            double y = height - (box.row() + 1) * ROW;
            svg.append("<g><title>").append(Html.escape(tooltip(box) + "\n" + paint.amount(box)))
                    .append("</title>");
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.0f\" width=\"%.1f\" height=\"%d\""
                    + " fill=\"%s\" rx=\"2\"/>", box.x(), y, Math.max(box.width() - 0.4, 0.2), BOX, paint.fill(box)));
            text(box).ifPresent(text -> svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.0f\">%s"
                    + "</text>", box.x() + PAD, y + BOX - 4, Html.escape(text))));
            svg.append("</g>\n");
        }
        return svg.append("</svg>\n").toString();
    }

    /** The frames a box holds, one a line; a chain's first {@value #CHAIN_LINES}, then how many more. */
    static String tooltip(FlameLayout.Box box) {
        List<FlameTree.Node> frames = box.frames();
        if (frames.size() == 1) {
            return box.first().name();
        }
        StringBuilder text = new StringBuilder(frames.size() + " frames, each called only by the one before:");
        frames.stream().limit(CHAIN_LINES).forEach(frame -> text.append('\n').append(frame.name()));
        if (frames.size() > CHAIN_LINES) {
            text.append("\n\u2026 ").append(frames.size() - CHAIN_LINES).append(" more");
        }
        return text.toString();
    }

    /** What fits in the box: its whole name, else the class's simple name and method, cut short; none if too small. */
    static Optional<String> text(FlameLayout.Box box) {
        int fits = (int) ((box.width() - 2 * PAD) / CHAR);
        if (fits < 3) {
            return Optional.empty();
        }
        Function<Function<String, String>, String> named = name -> box.frames().size() == 1
                ? name.apply(box.first().name())
                : name.apply(box.first().name()) + " \u2026 " + name.apply(box.last().name()) + " ("
                + box.frames().size() + ")";
        for (String candidate : List.of(named.apply(Function.identity()), named.apply(FrameName::shortName))) {
            if (candidate.length() <= fits) {
                return Optional.of(candidate);
            }
        }
        String shortest = named.apply(FrameName::shortName);
        return Optional.of(shortest.substring(0, Math.max(1, fits - 2)) + "..");
    }
}
