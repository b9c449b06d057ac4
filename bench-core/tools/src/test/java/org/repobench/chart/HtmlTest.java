package org.repobench.chart;

import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Paint;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HtmlTest {
    @Test
    void aFigureShowsItsTitleOnceAndIsNamedByIt() {
        Map<String, Paint> groups = Map.of("g", Color.RED);
        Chart chart = RatioChart.of("Head against base <time>", "left of 1: faster", "ratio",
                List.of(new RatioChart.Row("a", 1.1, 1.0, 1.2, "g")), groups);
        String figure = Html.figure(chart, "f1");
        assertTrue(figure.startsWith("<figure aria-label=\"Head against base &lt;time&gt;\">"), figure);
        assertFalse(figure.contains("figcaption"), "the chart draws its title; a caption beneath would repeat it");
        assertEquals(2, count(figure, "Head against base &lt;time&gt;"), "once as the figure's name, once drawn");
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + part.length())) {
            n++;
        }
        return n;
    }
}
