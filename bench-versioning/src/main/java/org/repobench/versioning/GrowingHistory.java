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
import org.repobench.repository.version.VersionInfo;

/**
 * The {@link DatastreamsContainer}, whose version history grows by one version per iteration over the whole trial (one
 * copy of the fixture): iteration k creates version k, so the iterations' scores, in order, are the time of each new
 * version against its number. The number is also reported with each iteration as {@link MetricNames#VERSION_NUMBER}
 * (warmup iterations create versions too), and what the version added to the store as store.bytes, measured with the
 * repository open (as the ingest benchmark measures), so for the file store it is what the store had written by the end
 * of the iteration.
 */
@State(Scope.Benchmark)
public class GrowingHistory {
    private DatastreamsContainer container;
    private int made;
    private long bytesBefore;

    @Setup(Level.Trial)
    public void start(DatastreamsContainer container) {
        this.container = container;
        WriteCounts.track();
    }

    @Setup(Level.Iteration)
    public void sizeBefore() throws Exception {
        bytesBefore = container.bytesStored();
    }

    /** The measured request: the next version of the container. */
    VersionInfo newVersion() throws Exception {
        VersionInfo version = container.versions().createVersion(container.root(), "v" + (made + 1));
        made++;
        WriteCounts.done();
        return version;
    }

    @TearDown(Level.Iteration)
    public void verify() throws Exception {
        WriteCounts.requireProfiler();
        int listed = container.versions().list(container.root()).size();
        if (listed != made) {
            throw new FixtureVerificationException(container.root() + " lists " + listed + " versions after " + made
                    + " were made");
        }
        WriteCounts.storeGrew(container.bytesStored() - bytesBefore);
        WriteCounts.report(MetricNames.VERSION_NUMBER, made, "#", AggregationPolicy.AVG);
    }
}
