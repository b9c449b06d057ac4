package org.repobench.versioning;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.version.ChildVersioning;
import org.repobench.repository.version.ResourceVersions;

/**
 * The many-versions study's resource: one container holding {@code datastreams} versionable binaries of
 * {@code contentKb} each, checked out once for the trial and open for its whole length. The history states
 * ({@link GrowingHistory}, {@link LongHistory}) compose it and decide what to do with its versions.
 */
@State(Scope.Benchmark)
public class DatastreamsContainer {
    /** 1: a resource with one binary; 1000: the seed's resource with 1000 datastreams. */
    @Param({"1", "1000"})
    @ParamRange(min = 1, max = 1_000_000)
    public int datastreams;

    @Param({"10"})
    @ParamRange(min = 0, max = 10_000)
    public int contentKb;

    /** Fedora 4.7's own: a versionable datastream is referenced, not copied. */
    @Param({"VERSION"})
    public ChildVersioning onParentVersion;

    private StoreUnderTest store;
    private CheckedOutFixture copy;
    private BenchRepository repository;
    private ResourceVersions versions;

    @Setup(Level.Trial)
    public void open(StoreUnderTest store) throws Exception {
        this.store = store;
        copy = store.checkout(new VersionedTreeFixture(DescendantType.BINARY, datastreams, contentKb,
                onParentVersion, Versionable.TRUE));
        repository = BenchRepository.open(store.backend(), copy.location(), RepositoryOptions.DEFAULTS);
        versions = repository.versions();
    }

    /** The container's path. */
    String root() {
        return copy.root();
    }

    ResourceVersions versions() {
        return versions;
    }

    /** The store's size now, with the repository open. */
    long bytesStored() throws Exception {
        return store.bytesStored(copy.location());
    }

    @TearDown(Level.Trial)
    public void close() {
        versions.close();
        repository.close();
    }
}
