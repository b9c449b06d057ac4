package org.repobench.versioning;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.StoreUnderTest;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.version.ChildVersioning;
import org.repobench.repository.version.ResourceVersions;
import org.repobench.repository.version.VersionInfo;

/**
 * One container with {@code datastreams} versionable binaries, all versionable, whose version history grows by one
 * version per iteration over the whole trial (one copy of the fixture): iteration k creates version k, so the
 * iterations' scores, in order, are the time of each new version against its number. The number is also reported
 * with each iteration as {@link #VERSION_NUMBER} (warmup iterations create versions too), and what the version
 * added to the store as store.bytes, measured with the repository open (as the ingest benchmark measures), so for
 * the file store it is what the store had written by the end of the iteration.
 */
@State(Scope.Benchmark)
public class GrowingHistory {
    static final String VERSION_NUMBER = "versions.number";

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
    private int made;
    private long bytesBefore;

    @Setup(Level.Trial)
    public void open(StoreUnderTest store) throws Exception {
        this.store = store;
        copy = store.checkout(new VersionedTreeFixture(DescendantType.BINARY, datastreams, contentKb,
                onParentVersion, Versionable.TRUE));
        repository = BenchRepository.open(store.backend(), copy.location(), RepositoryOptions.DEFAULTS);
        versions = repository.versions();
        WriteCounts.track();
    }

    @Setup(Level.Iteration)
    public void sizeBefore() throws Exception {
        bytesBefore = store.bytesStored(copy.location());
    }

    /** The measured request: the next version of the container. */
    VersionInfo newVersion() throws Exception {
        VersionInfo version = versions.createVersion(copy.root(), "v" + (made + 1));
        made++;
        WriteCounts.done();
        return version;
    }

    @TearDown(Level.Iteration)
    public void verify() throws Exception {
        WriteCounts.requireProfiler();
        int listed = versions.list(copy.root()).size();
        if (listed != made) {
            throw new FixtureVerificationException(copy.root() + " lists " + listed + " versions after " + made
                    + " were made");
        }
        WriteCounts.storeGrew(store.bytesStored(copy.location()) - bytesBefore);
        WriteCounts.report(VERSION_NUMBER, made, "#", AggregationPolicy.AVG);
    }

    @TearDown(Level.Trial)
    public void close() {
        versions.close();
        repository.close();
    }
}
