package org.repobench.chart;

import org.jfree.chart.JFreeChart;

/**
 * A chart ready to render. {@code title} is the one the chart draws above itself; a page gives it to the figure as
 * its accessible name and does not print it again.
 */
public record Chart(String title, JFreeChart chart, int width, int height) {
}
