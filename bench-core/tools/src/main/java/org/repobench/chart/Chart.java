package org.repobench.chart;

import org.jfree.chart.JFreeChart;

/** A chart ready to render, with the caption shown beside it in the page. */
public record Chart(String caption, JFreeChart chart, int width, int height) {
}
