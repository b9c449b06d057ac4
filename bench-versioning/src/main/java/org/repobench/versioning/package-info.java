/**
 * Versioning benchmarks: a new version of a big tree, long version histories. Uses: jmh, workload, fixture, ldp,
 * repository.*, api.
 */
package org.repobench.versioning;
