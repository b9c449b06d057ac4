/**
 * Write benchmarks: concurrent CRUD, readers beside writers, the ingests, model or HTTP. Uses: jmh, workload, fixture,
 * ldp, repository.*, store.*, api.
 */
package org.repobench.crud;
