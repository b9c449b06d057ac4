/**
 * The Fedora builds the suite starts (any release of the registry, any war of one's own), watches, measures, records
 * for flame graphs (through the attach API) and stops. Uses: ldp, provision, store.*, api; Maven Resolver (a release
 * from the registry).
 */
package org.repobench.ldp.fedora;
