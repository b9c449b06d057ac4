/**
 * The pull-request gate: builds two revisions, runs them ABBA, has compare judge. Uses: compare, results, api; the
 * cli's main and the fixture cache's format only by class name, in the revisions it builds.
 */
package org.repobench.gate;
