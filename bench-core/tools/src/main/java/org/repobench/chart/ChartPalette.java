package org.repobench.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.Stroke;

/**
 * Colours and dashes that stay apart on screen and in print. Colour tells the store, the dash tells the lever setting,
 * so "FILE, parallel=true" and "FILE, parallel=false" read as one store with two settings. The colours are the
 * Tableau 10 set, chosen to be distinguishable, also for most colour-blind readers.
 */
public final class ChartPalette {
    private static final Color[] COLOURS = {
            new Color(0x4E79A7), new Color(0xF28E2B), new Color(0xE15759), new Color(0x76B7B2),
            new Color(0x59A14F), new Color(0xEDC948), new Color(0xB07AA1), new Color(0xFF9DA7),
            new Color(0x9C755F), new Color(0xBAB0AC)};
    private static final float[][] DASHES = {null, {9f, 5f}, {2f, 4f}, {9f, 4f, 2f, 4f}, {14f, 6f}};

    private ChartPalette() {
    }

    public static Paint colour(int index) {
        return COLOURS[Math.floorMod(index, COLOURS.length)];
    }

    public static Stroke dash(int index) {
        float[] dash = DASHES[Math.floorMod(index, DASHES.length)];
        return dash == null ? ChartStyle.LINE
                : new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, dash, 0f);
    }
}
