/**
 * Judges head against base, benchmark by benchmark: time, allocation, verdicts; for a signal that fired, where it
 * changed (a differential flame graph). Uses: results, stats, chart, flame, api; never report, gate.
 */
package org.repobench.compare;
