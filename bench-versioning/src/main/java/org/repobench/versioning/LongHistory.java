package org.repobench.versioning;

import org.apache.jena.graph.Triple;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamRange;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.version.VersionInfo;

import java.util.List;

/**
 * The {@link DatastreamsContainer} after {@code versions} versions (made untimed when the trial starts): what the
 * end of the many-versions curve costs to read, the version list and the oldest version.
 */
@State(Scope.Benchmark)
public class LongHistory {
    static final String OLDEST = "v1";

    @Param({"200"})
    @ParamRange(min = 1, max = 100_000)
    public int versions;

    private DatastreamsContainer container;

    @Setup(Level.Trial)
    public void makeVersions(DatastreamsContainer container) throws Exception {
        this.container = container;
        for (int i = 1; i <= versions; i++) {
            container.versions().createVersion(container.root(), i == 1 ? OLDEST : "v" + i);
        }
    }

    /** GET of fcr:versions. */
    List<VersionInfo> list() throws Exception {
        return container.versions().list(container.root());
    }

    /** GET of the oldest version. */
    List<Triple> readOldest() throws Exception {
        return container.versions().read(container.root(), OLDEST);
    }

    /** Untimed: the reads must still see every version, and the oldest every datastream. */
    @TearDown(Level.Iteration)
    public void verify() throws Exception {
        long listed = list().size();
        long contained = readOldest().stream()
                .filter(triple -> triple.getPredicate().equals(Vocabulary.LDP_CONTAINS)).count();
        if (listed != versions || contained != container.datastreams) {
            throw new FixtureVerificationException(container.root() + " lists " + listed
                    + " versions, the oldest with " + contained + " datastreams; expected " + versions + " and "
                    + container.datastreams);
        }
    }
}
