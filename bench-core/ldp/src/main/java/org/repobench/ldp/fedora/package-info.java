/**
 * The Fedora 4.7.5 and 6.1.0 servers the suite starts, watches, measures and stops. Uses: ldp, provision, store.*, api.
 */
package org.repobench.ldp.fedora;
