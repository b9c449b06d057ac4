package org.repobench.report;

import org.jfree.chart.JFreeChart;

/** A chart ready to render, with the caption shown beside it in the page. */
record Chart(String caption, JFreeChart chart, int width, int height) {
}
