package org.repobench.chart;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A log axis with ticks where a reader expects them: at the sizes that were run, or at 1-2-5 values. LogAxis's own
 * ticks fall at tenths of a decade (1.2589, 1.5849, ...), which look like measurements and are not.
 *
 * <p>Ticks come in groups, in order of priority: a group is drawn only if none of its labels would overlap a label
 * already drawn, so a narrow plot thins its ticks rather than printing "0.9090.952" (seen in Chromium on a gate's
 * allocation chart, whose intervals sat within 10 % of 1.0).
 */
public final class TickedLogAxis extends LogAxis {
    /** Space kept clear between two tick labels, in the chart's pixels. */
    static final double LABEL_GAP = 6;

    private final List<List<Double>> groups;
    private final DecimalFormat format;

    private TickedLogAxis(String label, List<List<Double>> groups, String pattern) {
        super(label);
        this.groups = groups.stream().map(List::copyOf).toList();
        this.format = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
        setBase(10);
        setTickLabelFont(ChartStyle.SUBTITLE);
    }

    /** Ticks at the given values, e.g. the sizes of a run, the earlier ones first where labels would overlap. */
    public static TickedLogAxis at(String label, List<Double> values) {
        return new TickedLogAxis(label, values.stream().map(List::of).toList(), "#,##0.###");
    }

    /** Ticks in groups drawn whole or not at all, the first group first: e.g. a ratio t with its reciprocal 1/t. */
    public static TickedLogAxis inGroups(String label, List<List<Double>> groups) {
        return new TickedLogAxis(label, groups, "#,##0.###");
    }

    /** Ticks at 1, 2, 5 × powers of ten covering [min, max]; where they would crowd, the powers of ten stay. */
    public static TickedLogAxis oneTwoFive(String label, double min, double max) {
        List<List<Double>> ticks = new ArrayList<>();
        for (int m : new int[]{1, 2, 5}) {
            for (int e = (int) Math.floor(Math.log10(min)) - 1; e <= (int) Math.ceil(Math.log10(max)) + 1; e++) {
                ticks.add(List.of(m * Math.pow(10, e)));
            }
        }
        return new TickedLogAxis(label, ticks, "#,##0.######");
    }

    @Override
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        boolean horizontal = RectangleEdge.isTopOrBottom(edge);
        TextAnchor anchor = horizontal ? (edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER)
                : (edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT);
        FontMetrics metrics = g2.getFontMetrics(getTickLabelFont());
        List<double[]> taken = new ArrayList<>();
        List<NumberTick> result = new ArrayList<>();
        for (List<Double> group : groups) {
            List<double[]> spans = new ArrayList<>();
            for (double v : group) {
                if (getRange().contains(v)) {
                    double at = valueToJava2D(v, dataArea, edge);
                    double half = (horizontal ? metrics.stringWidth(format.format(v)) : metrics.getHeight()) / 2.0;
                    spans.add(new double[]{at - half - LABEL_GAP / 2, at + half + LABEL_GAP / 2, v});
                }
            }
            if (spans.stream().noneMatch(span -> overlaps(span, taken)) && !selfOverlapping(spans)) {
                taken.addAll(spans);
            }
        }
        taken.sort((a, b) -> Double.compare(a[2], b[2]));
        for (double[] span : taken) {
            result.add(new NumberTick(span[2], format.format(span[2]), anchor, anchor, 0.0));
        }
        return result;
    }

    private static boolean overlaps(double[] span, List<double[]> others) {
        return others.stream().anyMatch(o -> span[0] < o[1] && o[0] < span[1]);
    }

    private static boolean selfOverlapping(List<double[]> spans) {
        for (int i = 0; i < spans.size(); i++) {
            if (overlaps(spans.get(i), spans.subList(i + 1, spans.size()))) {
                return true;
            }
        }
        return false;
    }
}
