/**
 * The pull-request gate: builds two revisions, runs them ABBA, has compare judge, and with {@code --flame} files each
 * step's flame-graph recordings by arm for the comparison's page. Uses: compare, results, api; the cli's main and the
 * fixture cache's format only by class name, in the revisions it builds.
 */
package org.repobench.gate;
