package org.repobench.repository;

import org.repobench.api.LeverRange;
import org.repobench.api.EnumValues;
import org.repobench.repository.read.ReferenceLookup;
import org.repobench.repository.read.Traversal;

/**
 * How the repository is opened, never what it holds: the levers the Fedora community tried, and one they did not.
 *
 * @param parallel        traverse members and references with parallel streams (fcrepo.streaming.parallel,
 *                        FCREPO-2105)
 * @param cacheSize       ModeShape's {@code workspaces.cacheSize}: how many nodes each workspace keeps in memory
 * @param referenceLookup how reference values are turned into nodes (Fedora 4's way by default)
 * @param traversal       how a GET computes containment, membership and inbound references (Fedora 4's way by
 *                        default)
 * @param maintainIndex   whether writes keep the membership index (default true). Only the write-side cost
 *                        benchmark turns it off; the index then counts as stale and is rebuilt from the nodes the
 *                        next time the store is opened with it on. {@link Traversal#INDEXED} needs it on.
 */
public record RepositoryLevers(boolean parallel, int cacheSize, ReferenceLookup referenceLookup,
                                Traversal traversal, boolean maintainIndex) {
    public static final int DEFAULT_CACHE_SIZE = 10_000;
    public static final RepositoryLevers DEFAULTS = new RepositoryLevers(false, DEFAULT_CACHE_SIZE);
    /**
     * Fedora 4.7's write path as it was, with no membership index to keep: what the write benchmarks (CRUD, ingests)
     * measure, so that their numbers stand beside the studies'. The index's cost on writes is measured on its own
     * (IndexWriteCostBenchmark).
     */
    public static final RepositoryLevers FEDORA_4_WRITES = DEFAULTS.withMaintainIndex(false);

    public RepositoryLevers {
        LeverRange.CACHE_SIZE.require(cacheSize);
        if (referenceLookup == null) {
            throw new IllegalArgumentException("referenceLookup is required; accepted: "
                    + EnumValues.accepted(ReferenceLookup.class));
        }
        if (traversal == null) {
            throw new IllegalArgumentException("traversal is required; accepted: "
                    + EnumValues.accepted(Traversal.class));
        }
        if (traversal == Traversal.INDEXED && !maintainIndex) {
            throw new IllegalArgumentException("traversal " + Traversal.INDEXED
                    + " reads the membership index, so the index must be maintained");
        }
    }

    /** Fedora 4's reference lookup. */
    public RepositoryLevers(boolean parallel, int cacheSize) {
        this(parallel, cacheSize, ReferenceLookup.IDENTIFIER);
    }

    /** Fedora 4's traversal, index maintained. */
    public RepositoryLevers(boolean parallel, int cacheSize, ReferenceLookup referenceLookup) {
        this(parallel, cacheSize, referenceLookup, Traversal.ITERATE);
    }

    /** Index maintained. */
    public RepositoryLevers(boolean parallel, int cacheSize, ReferenceLookup referenceLookup, Traversal traversal) {
        this(parallel, cacheSize, referenceLookup, traversal, true);
    }

    public RepositoryLevers withTraversal(Traversal other) {
        return new RepositoryLevers(parallel, cacheSize, referenceLookup, other, maintainIndex);
    }

    public RepositoryLevers withMaintainIndex(boolean maintain) {
        return new RepositoryLevers(parallel, cacheSize, referenceLookup, traversal, maintain);
    }
}
