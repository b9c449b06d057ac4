/**
 * JMH JSON read, merged and written: result keys, units, spreads, no secrets. Uses: api.
 */
package org.repobench.results;
