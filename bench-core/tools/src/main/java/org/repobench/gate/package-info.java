/**
 * The pull-request gate: builds two revisions, runs them ABBA, has compare judge. Uses: compare, results, api; cli only
 * by class name.
 */
package org.repobench.gate;
