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
 * end of the many-versions curve costs to read, the version list and the oldest version. On a server that names
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

    /** GET of fcr:versions. */
    Object list() throws Exception {
        return history.list();
    }

    /** GET of the oldest version. */
    Object readOldest() throws Exception {
        return history.readOldest();
    }

    /** Untimed: the reads must still see every version, and the oldest every datastream. */
    @TearDown(Level.Iteration)
    public void verify() throws Exception {
        requireWhole(history, versions, datastreams);
    }

    /** Fails unless the target lists exactly {@code versions} versions, the oldest with {@code datastreams}. */
    static void requireWhole(History history, int versions, int datastreams) throws Exception {
        long listed = history.versionsMade();
        long contained = history.oldestContains();
        if (listed != versions || contained != datastreams) {
            throw new FixtureVerificationException("the many-versions container lists " + listed
                    + " versions, the oldest with " + contained + " datastreams; expected " + versions + " and "
                    + datastreams);
        }
    }
}
