/**
 * Charts as inline SVG, and the HTML page both reports share. Uses: JFreeChart only.
 */
package org.repobench.chart;
