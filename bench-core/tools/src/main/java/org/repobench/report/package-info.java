/**
 * Reports from results: report.md, report.html and the console table. Uses: results, stats, chart, api; never compare,
 * gate.
 */
package org.repobench.report;
