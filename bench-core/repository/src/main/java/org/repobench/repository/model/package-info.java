/**
 * Fedora 4.7's node model: JCR names, RDF terms, resource URIs, pairtree ids, stored values. Uses: JCR and Jena only.
 */
package org.repobench.repository.model;
