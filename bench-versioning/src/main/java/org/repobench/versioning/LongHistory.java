package org.repobench.versioning;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamRange;

/**
 * The {@link DatastreamsContainer} after {@code versions} versions (made untimed when the trial starts): what the
 * end of the many-versions curve costs to read, the version list and the oldest version, each GET verified as soon
 * as it has been timed (every version listed; the oldest listing every datastream). On a server that names
 * versions by the second (Fedora 6) making them takes at least {@code versions} seconds.
 */
@State(Scope.Benchmark)
public class LongHistory {
    static final String OLDEST = "v1";

    @Param({"200"})
    @ParamRange(min = 1, max = 100_000)
    public int versions;

    private History history;
    private int datastreams;

    @Setup(Level.Trial)
    public void makeVersions(DatastreamsContainer container) throws Exception {
        this.history = container.history();
        this.datastreams = container.datastreams;
        for (int i = 1; i <= versions; i++) {
            history.beforeVersion();
            history.newVersion(i == 1 ? OLDEST : "v" + i);
        }
    }

    /** GET of fcr:versions, verified: it must list every version. */
    long list() throws Exception {
        return requireVersions(history.list(), versions);
    }

    /** GET of the oldest version, verified: it must list every datastream. */
    long readOldest() throws Exception {
        return requireDatastreams(history.readOldest(), datastreams);
    }

    /** Untimed: the reads must still see every version, and the oldest every datastream. */
    @TearDown(Level.Iteration)
    public void verify() throws Exception {
        requireWhole(history, versions, datastreams);
    }

    /** Fails unless the target lists exactly {@code versions} versions, the oldest with {@code datastreams}. */
    static void requireWhole(History history, int versions, int datastreams) throws Exception {
        requireVersions(history.list(), versions);
        requireDatastreams(history.readOldest(), datastreams);
    }

    private static long requireVersions(long listed, int versions) {
        if (listed != versions) {
            throw new FixtureVerificationException("the many-versions container lists " + listed
                    + " versions; expected " + versions);
        }
        return listed;
    }

    private static long requireDatastreams(long contained, int datastreams) {
        if (contained != datastreams) {
            throw new FixtureVerificationException("the oldest version of the many-versions container lists "
                    + contained + " datastreams; expected " + datastreams);
        }
        return contained;
    }
}
