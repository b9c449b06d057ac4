/**
 * Judges head against base, benchmark by benchmark: time, allocation, verdicts. Uses: results, stats, chart, api; never
 * report, gate.
 */
package org.repobench.compare;
