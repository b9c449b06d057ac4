/**
 * The launcher: params checked in the host, stores and servers provided, JMH passes, results. Uses: harness, tools,
 * ldp.*, provision, store.*, api; never cli.
 */
package org.repobench.run;
