/**
 * The many-members workloads: loaders (model or HTTP), fixtures, the verified timed GET. Uses: fixture, ldp,
 * repository.*, api; never jmh.
 */
package org.repobench.workload;
