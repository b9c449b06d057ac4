package org.repobench.repository.read;


/**
 * How a stored reference value becomes the node it points at: the lever behind the per-member cost that a big
 * {@code cacheSize} does not remove on the database stores.
 */
public enum ReferenceLookup {
    /**
     * Fedora 4's way: {@code session.getNodeByIdentifier(value.getString())} (fcrepo's ValueConverter.nodeForValue).
     * The value holds the short identifier (a UUID). ModeShape 5 first tries any identifier longer than 14 characters
     * as a complete node key; that key does not exist, and a miss is not cached, so each lookup reads the store once
     * for nothing before trying the right key, however large the node cache.
     */
    IDENTIFIER,
    /**
     * The same lookup with the complete node key (this workspace's source and workspace key in front of the
     * identifier), which ModeShape finds at once, in its node cache when the node is cached.
     */
    NODE_KEY;

}
