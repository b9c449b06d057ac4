/**
 * Load cycles: the requests a load engine other than JMH (JMeter's, on one machine or many) sends, defined by the
 * studies themselves as {@link org.repobench.ldp.LdpRequest}s and found through {@link java.util.ServiceLoader}, so
 * the launcher needs no benchmark module to build a plan from them.
 */
package org.repobench.load;
