package org.repobench.versioning;

import org.apache.jena.graph.Triple;
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
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.version.ChildVersioning;
import org.repobench.repository.version.ResourceVersions;
import org.repobench.repository.version.VersionInfo;

import java.util.List;

/**
 * The same container after {@code versions} versions (made untimed when the trial starts): what the end of the
 * many-versions curve costs to read, the version list and the oldest version.
 */
@State(Scope.Benchmark)
public class LongHistory {
    static final String OLDEST = "v1";

    @Param({"1", "1000"})
    @ParamRange(min = 1, max = 1_000_000)
    public int datastreams;

    @Param({"10"})
    @ParamRange(min = 0, max = 10_000)
    public int contentKb;

    @Param({"VERSION"})
    public ChildVersioning onParentVersion;

    @Param({"200"})
    @ParamRange(min = 1, max = 100_000)
    public int versions;

    private CheckedOutFixture copy;
    private BenchRepository repository;
    private ResourceVersions history;

    @Setup(Level.Trial)
    public void open(StoreUnderTest store) throws Exception {
        copy = store.checkout(new VersionedTreeFixture(DescendantType.BINARY, datastreams, contentKb,
                onParentVersion, Versionable.TRUE));
        repository = BenchRepository.open(store.backend(), copy.location(), RepositoryOptions.DEFAULTS);
        history = repository.versions();
        for (int i = 1; i <= versions; i++) {
            history.createVersion(copy.root(), i == 1 ? OLDEST : "v" + i);
        }
    }

    /** GET of fcr:versions. */
    List<VersionInfo> list() throws Exception {
        return history.list(copy.root());
    }

    /** GET of the oldest version. */
    List<Triple> readOldest() throws Exception {
        return history.read(copy.root(), OLDEST);
    }

    /** Untimed: the reads must still see every version, and the oldest every datastream. */
    @TearDown(Level.Iteration)
    public void verify() throws Exception {
        long listed = list().size();
        long contained = readOldest().stream()
                .filter(triple -> triple.getPredicate().equals(Vocabulary.LDP_CONTAINS)).count();
        if (listed != versions || contained != datastreams) {
            throw new FixtureVerificationException(copy.root() + " lists " + listed + " versions, the oldest with "
                    + contained + " datastreams; expected " + versions + " and " + datastreams);
        }
    }

    @TearDown(Level.Trial)
    public void close() {
        history.close();
        repository.close();
    }
}
