/**
 * The JMH states benchmarks compose, param checks, write metrics, quick and smoke runs. Uses: workload, fixture, ldp.*,
 * provision, repository.*, store.*, api.
 */
package org.repobench.jmh;
