package org.repobench.repository.read;


/**
 * How a GET computes containment, membership and inbound references: the {@code traversal} lever. It changes how
 * the representation is computed, never what is stored: the membership index is kept by every write whatever the
 * lever, so one fixture serves all three.
 */
public enum Traversal {
    /** Fedora 4.7's way (the default): walk every child, proxy and referrer node, resolving references one by one. */
    ITERATE,
    /**
     * fcrepo's attempt that "did not move the needle": ModeShape value indexes (local index provider) on
     * {@code ore:proxyFor_ref}, {@code ore:proxyIn_ref} and {@code ldp:membershipResource}, and JCR-SQL2 queries
     * instead of node iteration for children, membership containers and inbound references. The indexes live in the
     * location's directory and are built when a store is first opened with this traversal.
     */
    QUERY,
    /**
     * Fedora 6's way: containment, membership and inbound references read from the relational index tables the
     * write path keeps ({@code containment}, {@code membership}, {@code reference}); no proxy or member node is
     * loaded, children come in pages.
     */
    INDEXED;

}
