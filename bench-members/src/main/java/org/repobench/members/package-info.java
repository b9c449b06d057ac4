/**
 * The many-members benchmarks: warm and cold GETs, and what the index costs a write. Uses: jmh, workload, fixture,
 * repository.*.
 */
package org.repobench.members;
