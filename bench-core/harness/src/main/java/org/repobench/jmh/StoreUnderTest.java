package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.fixture.Fixture;
import org.repobench.fixture.FixtureCache;
import org.repobench.fixture.TrialLocations;
import org.repobench.store.StoreBackend;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreLocation;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The store a benchmark runs on, knowing nothing of workloads: read benchmarks check out a {@link Fixture} on it,
 * write benchmarks may also start from an empty location. Everything it handed out is removed when the trial ends
 * (and, if the fork dies first, when its JVM exits or by the next run); it also removes what killed runs left. A
 * fork whose host is killed ends itself ({@link HostWatch}).
 */
@State(Scope.Benchmark)
public class StoreUnderTest {
    @Param({"FILE", "LEVELDB", "POSTGRESQL", "MYSQL"})
    public StoreKind store;

    private StoreBackend backend;
    private final List<AutoCloseable> handedOut = new ArrayList<>();

    @Setup(Level.Trial)
    public void open() {
        HostWatch.ofThisFork(System.out).ifPresent(handedOut::add);
        backend = store.backend();
        TrialLocations.sweep(backend, System.out);
    }

    public StoreBackend backend() {
        return backend;
    }

    /** A private copy of the fixture for this trial (loaded and cached first if needed). */
    public CheckedOutFixture checkout(Fixture fixture) throws Exception {
        CheckedOutFixture copy = FixtureCache.fromEnvironment().checkout(fixture, backend, System.out);
        handedOut.add(copy);
        return copy;
    }

    /** An empty location for this trial, for write benchmarks that start from nothing. */
    public StoreLocation emptyLocation() throws IOException {
        return emptyLocation(backend);
    }

    /** The same for this store with its binaries elsewhere ({@link StoreBackend#withBinaries}). */
    public StoreLocation emptyLocation(StoreBackend withBinaries) throws IOException {
        StoreLocation location = TrialLocations.create(withBinaries);
        handedOut.add(() -> TrialLocations.remove(withBinaries, location));
        return location;
    }

    /** Bytes the location occupies now (store files or relation, plus binaries). */
    public long bytesStored(StoreLocation location) throws IOException {
        return backend.bytesStored(location);
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        TrialEnd.run(this::closeNow);
    }

    /** What {@link #close} hands to {@link TrialEnd}: it runs after the last iteration's costs are read. */
    private void closeNow() throws Exception {
        List<TrialEnd.Work> closes = handedOut.stream().<TrialEnd.Work>map(item -> item::close).toList();
        handedOut.clear();
        try {
            TrialEnd.runAll(closes);
        } finally {
            try {
                backend.close();
            } finally {
                backend = null;
            }
        }
    }
}
