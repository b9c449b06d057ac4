/**
 * The statistics: exact Mann-Whitney, Hodges-Lehmann ratio intervals, detectable change. Uses: commons-math3 only.
 */
package org.repobench.stats;
