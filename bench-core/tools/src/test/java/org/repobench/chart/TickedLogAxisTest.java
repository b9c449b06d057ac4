package org.repobench.chart;

import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;

import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TickedLogAxisTest {
    private static final List<Double> RATIO_TICKS = RatioChart.ticks(1.3);

    @Test
    void aWideAxisDrawsEveryTick() {
        assertEquals(RATIO_TICKS, values(ticks(axis(), 2000)));
    }

    @Test
    void aNarrowAxisDropsWholePairsNearestOneAndNoLabelsOverlap() {
        TickedLogAxis axis = axis();
        List<NumberTick> ticks = ticks(axis, 220);
        List<Double> values = values(ticks);
        assertTrue(values.size() < RATIO_TICKS.size(), "some dropped: " + values);
        assertTrue(values.contains(1.0), "1.0 stays: " + values);
        assertTrue(values.contains(1.2) && values.contains(1 / 1.2), "the outermost pair stays: " + values);
        for (double v : values) {
            assertTrue(values.stream().anyMatch(o -> Math.abs(o * v - 1) < 1e-9), "each with its reciprocal: "
                    + values);
        }
        Graphics2D g2 = graphics();
        FontMetrics metrics = g2.getFontMetrics(axis.getTickLabelFont());
        Rectangle2D area = new Rectangle2D.Double(0, 0, 220, 100);
        for (int i = 1; i < ticks.size(); i++) {
            double gap = axis.valueToJava2D(values.get(i), area, RectangleEdge.BOTTOM)
                    - axis.valueToJava2D(values.get(i - 1), area, RectangleEdge.BOTTOM);
            double halfWidths = (metrics.stringWidth(ticks.get(i).getText())
                    + metrics.stringWidth(ticks.get(i - 1).getText())) / 2.0;
            assertTrue(gap >= halfWidths + TickedLogAxis.LABEL_GAP - 1e-9, ticks.get(i - 1).getText() + " and "
                    + ticks.get(i).getText() + " " + gap + " px apart");
        }
    }

    @Test
    void oneTwoFiveKeepsThePowersOfTenWhereTheyCrowd() {
        TickedLogAxis axis = TickedLogAxis.oneTwoFive("ms", 1, 100_000);
        axis.setRange(1, 100_000);
        List<Double> values = values(ticks(axis, 300));
        assertTrue(values.containsAll(List.of(1.0, 10.0, 100.0, 1000.0, 10_000.0, 100_000.0)), values.toString());
        assertTrue(values.size() < 15, "not every 1-2-5 value on 300 px: " + values);
    }

    private static TickedLogAxis axis() {
        TickedLogAxis axis = TickedLogAxis.inGroups("ratio", RatioChart.tickGroups(RATIO_TICKS));
        axis.setRange(1 / 1.3, 1.3);
        return axis;
    }

    @SuppressWarnings("unchecked")
    private static List<NumberTick> ticks(TickedLogAxis axis, double width) {
        return (List<NumberTick>) axis.refreshTicks(graphics(), new AxisState(), new Rectangle2D.Double(0, 0, width,
                100), RectangleEdge.BOTTOM);
    }

    private static List<Double> values(List<NumberTick> ticks) {
        return ticks.stream().map(NumberTick::getValue).toList();
    }

    private static Graphics2D graphics() {
        return new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB).createGraphics();
    }
}
