/**
 * JMH JSON read, merged and written: result keys, units, spreads, no secrets; the evidence every reading of them asks
 * for. Uses: api.
 */
package org.repobench.results;
