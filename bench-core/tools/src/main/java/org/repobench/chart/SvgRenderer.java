package org.repobench.chart;

import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

import java.awt.geom.Rectangle2D;

/**
 * Draws a JFreeChart into an SVG element for inlining in HTML. Every chart gets its own id prefix for its
 * {@code <defs>} (clip paths, gradients): several SVGs in one page share one id space, and equal ids would make one
 * chart clip with another chart's paths.
 */
public final class SvgRenderer {
    static {
        // JFreeChart measures text through AWT; a server without a display must not try to open one
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    private SvgRenderer() {
    }

    public static String render(Chart chart, String id) {
        SVGGraphics2D g2 = new SVGGraphics2D(chart.width(), chart.height());
        g2.setDefsKeyPrefix(id + "-");
        chart.chart().draw(g2, new Rectangle2D.Double(0, 0, chart.width(), chart.height()));
        // a viewBox lets the page scale the chart down to narrow screens
        return g2.getSVGElement(id, true, new ViewBox(0, 0, chart.width(), chart.height()), null, null);
    }
}
