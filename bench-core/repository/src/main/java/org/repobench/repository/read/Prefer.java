package org.repobench.repository.read;

/**
 * The Prefer-header choices of a GET (fcrepo's LdpPreferTag). Properties are always included.
 *
 * @param serverManaged     server-managed triples (types, created, lastModified, hasParent)
 * @param containment       ldp:contains for every child, recursing through pairtree nodes
 * @param membership        triples of Direct/Indirect containers whose membership resource this is, computed on read
 * @param inboundReferences triples of other resources that link here (opt-in, fcrepo's InboundReferences)
 */
public record Prefer(boolean serverManaged, boolean containment, boolean membership, boolean inboundReferences) {
    /** A GET without a Prefer header. */
    public static final Prefer DEFAULT = new Prefer(true, true, true, false);
    /** {@code Prefer: return=representation; include="...repository#InboundReferences"}. */
    public static final Prefer WITH_INBOUND_REFERENCES = new Prefer(true, true, true, true);
}
