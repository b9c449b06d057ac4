package org.repobench.chart;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Paint;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RatioChartTest {
    @Test
    void ticksAreSymmetricAroundOneSoHalfAndDoubleLookEquallyFar() {
        assertEquals(List.of(0.5, 1 / 1.5, 0.8, 1.0, 1.25, 1.5, 2.0), RatioChart.ticks(2.3));
        assertEquals(List.of(1 / 1.2, 1 / 1.1, 1 / 1.05, 1.0, 1.05, 1.1, 1.2), RatioChart.ticks(1.3));
    }

    @Test
    void tickPairsAreDrawnWholeOutermostFirst() {
        assertEquals(List.of(List.of(1.0), List.of(1 / 1.2, 1.2), List.of(1 / 1.1, 1.1), List.of(1 / 1.05, 1.05)),
                RatioChart.tickGroups(RatioChart.ticks(1.3)));
    }

    @Test
    void axisIsCentredOnOneAndCoversTheWidestInterval() {
        Map<String, Paint> groups = Map.of("g", Color.RED);
        Chart chart = RatioChart.of("t", "how", "ratio", List.of(new RatioChart.Row("a", 1.5, 1.2, 3.0, "g"),
                new RatioChart.Row("b", 0.9, 0.8, 1.1, "g")), groups);
        var axis = chart.chart().getXYPlot().getRangeAxis();
        assertEquals(1.0, axis.getLowerBound() * axis.getUpperBound(), 1e-9, "1/bound .. bound");
        assertTrue(axis.getUpperBound() >= 3.0);
        assertTrue(SvgRenderer.render(chart, "x").contains("1.0 = no effect"));
        assertThrows(IllegalArgumentException.class, () -> RatioChart.of("t", "how", "ratio",
                List.of(new RatioChart.Row("a", 1, 0, 2, "g")), groups), "a zero end has no place on a log axis");
    }

    @Test
    void aLongLabelKeepsItsStartAndItsEnd() {
        String label = "contentKb 10, descendantType CHILD, descendants 1000, versioning TRUE, label v1"
                + " \u00b7 POSTGRESQL";
        String shown = RatioChart.shortened(label);
        assertEquals(RatioChart.MAX_LABEL, shown.length());
        assertTrue(shown.startsWith("contentKb 10, descendantType CHILD"), shown);
        assertTrue(shown.endsWith("\u00b7 POSTGRESQL"), shown);
        assertEquals("short", RatioChart.shortened("short"));
    }
}
