package org.repobench.workload;

import org.repobench.api.EnumValues;
import org.repobench.fixture.Fixture;
import org.repobench.fixture.FixtureLoad;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.read.Traversal;

import java.util.Locale;

/**
 * The data of one many-members workload: N members of the workload's shape, loaded from a seed. It depends on
 * nothing else, so the levers (cacheSize, parallel, referenceLookup) reuse it. Verified by its timed GET, which must
 * hold exactly N member triples.
 */
public record WorkloadFixture(Workload workload, int size, long seed, Layout layout) implements Fixture {
    public static final int MAX_SIZE = 10_000_000;
    /** Up to this many members a fixture is also verified by a read from the nodes. */
    static final int VERIFIED_BY_NODES = 10_000;

    /** Member resources POSTed behind pairtree levels, as the scripts did. */
    public WorkloadFixture(Workload workload, int size, long seed) {
        this(workload, size, seed, Layout.PAIRTREE);
    }

    public WorkloadFixture {
        if (layout == null) {
            throw new IllegalArgumentException("layout is required; accepted: " + EnumValues.accepted(Layout.class));
        }
        if (!layout.appliesTo(workload)) {
            throw new IllegalArgumentException("layout " + layout + " does not apply to " + workload.cliName()
                    + ", which creates no member resources; use " + Layout.PAIRTREE);
        }
        if (size <= 0 || size > MAX_SIZE) {
            throw new IllegalArgumentException("size must be a whole number from 1 to " + MAX_SIZE + ", got " + size);
        }
        if (seed < 0) {
            throw new IllegalArgumentException("seed must be zero or positive, got " + seed);
        }
    }

    /** {@code n_members_10000_s42}, and {@code _flat} after it for the FLAT layout. */
    @Override
    public String key() {
        return (workload.name() + "_" + size + "_s" + seed + (layout == Layout.PAIRTREE ? "" : "_" + layout.name()))
                .toLowerCase(Locale.ROOT);
    }

    @Override
    public String load(FixtureLoad load) throws Exception {
        return workload.loader().load(new ModelWriter(load.writer(), load.savesEachRequest(size)), load::loaded, size,
                layout);
    }

    /**
     * Reads the collection through the index (when the repository keeps one) and, up to {@link #VERIFIED_BY_NODES}
     * members, from the nodes as well: that read grows with the square of the members for n-memberof, too slow to
     * finish past that size, and TraversalTest holds both reads equal (the measurement:
     * docs/results/many-members.md#indexed-n-memberof-before-the-current-index-2026-11-24-and-25).
     */
    @Override
    public void verify(BenchRepository repository, String root) throws Exception {
        TimedGet get = timedGet(root);
        boolean indexed = repository.levers().maintainIndex();
        if (indexed) {
            get.verify(get.run(repository, Traversal.INDEXED), "fixture " + this + " read through the index");
        }
        if (!indexed || size <= VERIFIED_BY_NODES) {
            get.verify(get.run(repository), "fixture " + this);
        }
    }

    /** The GET the workload's script timed, of the resource the load returned. */
    public TimedGet timedGet(String root) {
        return new TimedGet(workload, root, size);
    }

    /**
     * The timed GET with another Prefer (the {@code prefer} lever); it expects no member triples if they are left out.
     */
    public TimedGet timedGet(String root, PreferChoice prefer) {
        return new TimedGet(workload, root, size, prefer);
    }

    @Override
    public String toString() {
        return workload.cliName() + " size=" + size + " seed=" + seed
                + (layout == Layout.PAIRTREE ? "" : " layout=" + layout);
    }
}
