/**
 * The JMH states benchmarks compose, param checks, write metrics, quick and smoke runs, and the recording of measured
 * iterations for flame graphs ({@code run --flame}). Uses: workload, fixture, ldp.*, provision, repository.*, store.*,
 * api; async-profiler's Java API and the JDK's flight recorder.
 */
package org.repobench.jmh;
