package org.repobench.repository;

import org.repobench.repository.read.ReferenceLookup;

/**
 * How the repository is opened, never what it holds: the levers the Fedora community tried, and one they did not.
 *
 * @param parallel        traverse members and references with parallel streams (fcrepo.streaming.parallel,
 *                        FCREPO-2105)
 * @param cacheSize       ModeShape's {@code workspaces.cacheSize}: how many nodes each workspace keeps in memory
 * @param referenceLookup how reference values are turned into nodes (Fedora 4's way by default)
 */
public record RepositoryOptions(boolean parallel, int cacheSize, ReferenceLookup referenceLookup) {
    public static final int DEFAULT_CACHE_SIZE = 10_000;
    public static final RepositoryOptions DEFAULTS = new RepositoryOptions(false, DEFAULT_CACHE_SIZE);

    public RepositoryOptions {
        if (cacheSize <= 0) {
            throw new IllegalArgumentException("cacheSize must be a positive number of nodes, got " + cacheSize);
        }
        if (referenceLookup == null) {
            throw new IllegalArgumentException("referenceLookup is required; accepted: " + ReferenceLookup.accepted());
        }
    }

    /** Fedora 4's reference lookup. */
    public RepositoryOptions(boolean parallel, int cacheSize) {
        this(parallel, cacheSize, ReferenceLookup.IDENTIFIER);
    }
}
