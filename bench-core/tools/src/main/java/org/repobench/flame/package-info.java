/**
 * Flame graphs of recorded forks and servers ({@code run --flame}): a recording's call stacks (read with
 * async-profiler's converter, whichever profiler made it), a static SVG flame graph for a page and async-profiler's
 * interactive one beside it, and the differential of two sides' stacks, each normalized to its own total. Uses:
 * results, chart, api; async-profiler's {@code one.convert}; never report, compare, gate.
 */
package org.repobench.flame;
