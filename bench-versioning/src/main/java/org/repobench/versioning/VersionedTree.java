package org.repobench.versioning;

import org.repobench.api.MetricNames;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamChecked;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.StoreUnderTest;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.version.ChildVersioning;
import org.repobench.repository.version.ResourceVersions;
import org.repobench.repository.version.VersionInfo;

/**
 * A container with many descendants, on a fresh copy of its fixture for every iteration, so that every timed
 * version is the container's first (single shot). Around it, untimed: the store's size before (measured with the
 * store closed) and after (closed again), the growth reported as store.bytes and the size before as
 * {@link MetricNames#STORE_BYTES_BEFORE}; the fixture load's creation times; and a check that the version lists every
 * descendant.
 */
@State(Scope.Benchmark)
public class VersionedTree {
    @Param({"CHILD", "NAMED", "BINARY"})
    public DescendantType descendantType;

    @Param({"100", "1000"})
    @ParamRange(min = 1, max = 1_000_000)
    public int descendants;

    /** Kilobytes (1000 bytes) of content per descendant. */
    @Param({"10", "1000"})
    @ParamRange(min = 0, max = 10_000)
    public int contentKb;

    @Param({"COPY", "VERSION"})
    public ChildVersioning onParentVersion;

    @Param({"TRUE"})
    public Versionable versioning;

    /** The label of the timed version (checked in the host as fcrepo checked labels). */
    @Param({"v1"})
    @ParamChecked(by = VersionLabelCheck.class)
    public String label;

    private StoreUnderTest store;
    private VersionedTreeFixture fixture;
    private CheckedOutFixture copy;
    private BenchRepository repository;
    private ResourceVersions versions;
    private long bytesBefore;

    @Setup(Level.Trial)
    public void prepare(StoreUnderTest store) {
        this.store = store;
        fixture = new VersionedTreeFixture(descendantType, descendants, contentKb, onParentVersion, versioning);
        WriteCounts.track();
    }

    /** Untimed: a fresh copy, its size with the store closed, then the repository opened on it. */
    @Setup(Level.Iteration)
    public void freshCopy() throws Exception {
        copy = store.checkout(fixture);
        open().close();   // the first opening writes what every opening of a new copy writes: not the version's
        bytesBefore = store.bytesStored(copy.location());
        repository = open();
        versions = repository.versions();
    }

    private BenchRepository open() {
        return BenchRepository.open(store.backend(), copy.location(), RepositoryOptions.DEFAULTS);
    }

    /** The measured request: a new version of the container (POST to fcr:versions with a label). */
    VersionInfo newVersion() throws Exception {
        VersionInfo version = versions.createVersion(copy.root(), label);
        WriteCounts.done();
        return version;
    }

    /** Untimed: the version must list every descendant; the store's growth; the copy removed. */
    @TearDown(Level.Iteration)
    public void verifyAndMeasure() throws Exception {
        WriteCounts.requireProfiler();
        try {
            long listed = versions.read(copy.root(), label).stream()
                    .filter(triple -> triple.getPredicate().equals(Vocabulary.LDP_CONTAINS)).count();
            if (versions.list(copy.root()).size() != 1 || listed != descendants) {
                throw new FixtureVerificationException("the new version of " + fixture + " lists " + listed
                        + " descendants in " + versions.list(copy.root()).size() + " version(s); expected exactly "
                        + descendants + " in 1");
            }
        } finally {
            versions.close();
            repository.close();
        }
        WriteCounts.storeGrew(store.bytesStored(copy.location()) - bytesBefore);
        WriteCounts.report(MetricNames.STORE_BYTES_BEFORE, bytesBefore, "B", AggregationPolicy.AVG);
        copy.measured().forEach((metric, value) -> WriteCounts.report(metric, value, "ms", AggregationPolicy.AVG));
        copy.close();
    }
}
