package org.repobench.chart;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;

/** One look for every chart: white background, light grid, a subtitle that says how to read the chart. */
public final class ChartStyle {
    public static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 15);
    public static final Font SUBTITLE = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    public static final Color GRID = new Color(0xDD, 0xDD, 0xDD);
    public static final BasicStroke LINE = new BasicStroke(2f);

    private ChartStyle() {
    }

    public static void apply(JFreeChart chart, String howToRead) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(TITLE);
        TextTitle subtitle = new TextTitle(howToRead, SUBTITLE);
        subtitle.setPaint(Color.DARK_GRAY);
        chart.addSubtitle(subtitle);
        chart.getPlot().setBackgroundPaint(Color.WHITE);
        chart.getPlot().setOutlinePaint(Color.LIGHT_GRAY);
    }
}
