package org.repobench.workload;

import org.repobench.fixture.Fixture;
import org.repobench.fixture.FixtureLoad;
import org.repobench.repository.BenchRepository;

import java.util.Locale;

/**
 * The data of one many-members workload: N members of the workload's shape, loaded from a seed. It depends on
 * nothing else, so the levers (cacheSize, parallel, referenceLookup) reuse it. Verified by its timed GET, which must
 * hold exactly N member triples.
 */
public record WorkloadFixture(Workload workload, int size, long seed) implements Fixture {
    public static final int MAX_SIZE = 10_000_000;

    public WorkloadFixture {
        if (size <= 0 || size > MAX_SIZE) {
            throw new IllegalArgumentException("size must be a whole number from 1 to " + MAX_SIZE + ", got " + size);
        }
        if (seed < 0) {
            throw new IllegalArgumentException("seed must be zero or positive, got " + seed);
        }
    }

    /** {@code n_members_10000_s42} */
    @Override
    public String key() {
        return (workload.name() + "_" + size + "_s" + seed).toLowerCase(Locale.ROOT);
    }

    @Override
    public String load(FixtureLoad load) throws Exception {
        return workload.loader().load(load, size);
    }

    @Override
    public void verify(BenchRepository repository, String root) throws Exception {
        TimedGet get = timedGet(root);
        get.verify(get.run(repository), "fixture " + this);
    }

    /** The GET the workload's script timed, of the resource the load returned. */
    public TimedGet timedGet(String root) {
        return new TimedGet(workload, root, size);
    }

    @Override
    public String toString() {
        return workload.cliName() + " size=" + size + " seed=" + seed;
    }
}
