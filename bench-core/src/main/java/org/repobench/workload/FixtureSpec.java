package org.repobench.workload;

import org.repobench.store.StoreKind;

import java.util.Locale;

/**
 * One fixture: a workload of a given size on a given store, built from a seed. The data depends on nothing else,
 * so the cacheSize and parallel levers reuse it.
 */
public record FixtureSpec(StoreKind store, Workload workload, int size, long seed) {
    /** Bump when the node model, a workload's data or the template naming changes, so cached fixtures are rebuilt. */
    public static final int FORMAT = 2;
    public static final int MAX_SIZE = 10_000_000;

    public FixtureSpec {
        if (size <= 0 || size > MAX_SIZE) {
            throw new IllegalArgumentException("size must be a whole number from 1 to " + MAX_SIZE + ", got " + size);
        }
        if (seed < 0) {
            throw new IllegalArgumentException("seed must be zero or positive, got " + seed);
        }
    }

    /** A name usable as a directory and a SQL table: {@code rbfx1_file_n_members_10000_s42}. */
    public String key() {
        return ("rbfx" + FORMAT + "_" + store.cliName() + "_" + workload.name() + "_" + size + "_s" + seed)
                .toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return workload.cliName() + " size=" + size + " seed=" + seed + " on " + store.cliName();
    }
}
