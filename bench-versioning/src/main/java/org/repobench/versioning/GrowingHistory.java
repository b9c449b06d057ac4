package org.repobench.versioning;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.api.MetricNames;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.WriteCounts;

import java.util.OptionalLong;

/**
 * The {@link DatastreamsContainer}, whose version history grows by one version per iteration over the whole trial (one
 * copy of the fixture, or one container on a server): iteration k creates version k, so the iterations' scores, in
 * order, are the time of each new version against its number. The number is also reported with each iteration as
 * {@link MetricNames#VERSION_NUMBER} (warmup iterations create versions too), and what the version added to the store
 * as store.bytes, measured with the repository open (as the ingest benchmark measures), so for the file store it is
 * what the store had written by the end of the iteration; on a managed server what its home and database grew by.
 */
@State(Scope.Benchmark)
public class GrowingHistory {
    private History history;
    private int made;
    private OptionalLong bytesBefore;

    @Setup(Level.Trial)
    public void start(DatastreamsContainer container) {
        this.history = container.history();
        WriteCounts.track();
    }

    /** Untimed: on a server that names versions by the second, the wait for the next one. */
    @Setup(Level.Iteration)
    public void sizeBefore() throws Exception {
        history.beforeVersion();
        bytesBefore = history.bytesStored();
    }

    /** The measured request: the next version of the container. */
    Object newVersion() throws Exception {
        Object version = history.newVersion("v" + (made + 1));
        made++;
        WriteCounts.done();
        return version;
    }

    @TearDown(Level.Iteration)
    public void verify() throws Exception {
        WriteCounts.requireProfiler();
        requireListed(history, made);
        OptionalLong after = history.bytesStored();
        if (bytesBefore.isPresent() && after.isPresent()) {
            WriteCounts.storeGrew(after.getAsLong() - bytesBefore.getAsLong());
        }
        WriteCounts.report(MetricNames.VERSION_NUMBER, made, "#", AggregationPolicy.AVG);
    }

    /** Fails unless the target lists exactly the {@code made} versions this trial made. */
    static void requireListed(History history, int made) throws Exception {
        long listed = history.list();
        if (listed != made) {
            throw new FixtureVerificationException("the many-versions container lists " + listed + " versions after "
                    + made + " were made");
        }
    }
}
