package org.repobench.repository;

/**
 * How the repository is opened, never what it holds: the levers the Fedora community tried.
 *
 * @param parallel  traverse members and references with parallel streams (fcrepo.streaming.parallel, FCREPO-2105)
 * @param cacheSize ModeShape's {@code workspaces.cacheSize}: how many nodes each workspace keeps in memory
 */
public record RepositoryOptions(boolean parallel, int cacheSize) {
    public static final int DEFAULT_CACHE_SIZE = 10_000;
    public static final RepositoryOptions DEFAULTS = new RepositoryOptions(false, DEFAULT_CACHE_SIZE);

    public RepositoryOptions {
        if (cacheSize <= 0) {
            throw new IllegalArgumentException("cacheSize must be a positive number of nodes, got " + cacheSize);
        }
    }
}
