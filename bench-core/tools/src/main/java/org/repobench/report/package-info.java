/**
 * Reports from results: report.md, report.html (with the results' flame graphs, where a run recorded them) and the
 * console table. Uses: results, stats, chart, flame, api; never compare, gate.
 */
package org.repobench.report;
