package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.fixture.FixtureCache;
import org.repobench.store.StoreKind;
import org.repobench.workload.FixtureSpec;
import org.repobench.workload.Workload;

/**
 * The data a benchmark reads: a workload of a given size on a store. Built once per (store, workload, size, seed)
 * by the {@link FixtureCache}; each trial gets its own copy, deleted at the end of the trial.
 */
@State(Scope.Benchmark)
public class WorkloadFixture {
    @Param({"FILE", "LEVELDB", "POSTGRESQL", "MYSQL"})
    public StoreKind store;

    @Param({"N_MEMBERS", "N_MEMBEROF", "N_CHILDREN", "N_URIS", "N_PROPERTIES"})
    public Workload workload;

    @Param({"1000", "10000"})
    public int size;

    @Param({"42"})
    public long seed;

    private CheckedOutFixture fixture;

    @Setup(Level.Trial)
    public void checkout() throws Exception {
        fixture = FixtureCache.fromEnvironment().checkout(new FixtureSpec(store, workload, size, seed),
                store.backend(), System.out);
    }

    public CheckedOutFixture fixture() {
        return fixture;
    }

    @TearDown(Level.Trial)
    public void discard() throws Exception {
        if (fixture != null) {
            try (var backend = fixture.backend()) {
                fixture.close();
            }
            fixture = null;
        }
    }
}
