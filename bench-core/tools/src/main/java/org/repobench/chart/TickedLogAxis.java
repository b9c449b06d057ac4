package org.repobench.chart;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

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
 */
public final class TickedLogAxis extends LogAxis {
    private final List<Double> ticks;
    private final DecimalFormat format;

    private TickedLogAxis(String label, List<Double> ticks, String pattern) {
        super(label);
        this.ticks = List.copyOf(ticks);
        this.format = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
        setBase(10);
        setTickLabelFont(ChartStyle.SUBTITLE);
    }

    /** Ticks exactly at the given values, e.g. the sizes of a run. */
    public static TickedLogAxis at(String label, List<Double> values) {
        return new TickedLogAxis(label, values, "#,##0.###");
    }

    /** Ticks at 1, 2, 5 × powers of ten covering [min, max]. */
    public static TickedLogAxis oneTwoFive(String label, double min, double max) {
        List<Double> ticks = new ArrayList<>();
        for (int e = (int) Math.floor(Math.log10(min)) - 1; e <= (int) Math.ceil(Math.log10(max)) + 1; e++) {
            for (int m : new int[]{1, 2, 5}) {
                ticks.add(m * Math.pow(10, e));
            }
        }
        return new TickedLogAxis(label, ticks, "#,##0.######");
    }

    @Override
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        List<NumberTick> result = new ArrayList<>();
        boolean horizontal = RectangleEdge.isTopOrBottom(edge);
        TextAnchor anchor = horizontal ? (edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER)
                : (edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT);
        for (double v : ticks) {
            if (getRange().contains(v)) {
                result.add(new NumberTick(v, format.format(v), anchor, anchor, 0.0));
            }
        }
        return result;
    }
}
