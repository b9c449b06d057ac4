package org.repobench.versioning;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.repobench.jmh.TrialEnd;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.ServerWatch;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.jmh.TargetUnderTest;
import org.repobench.repository.version.ChildVersioning;

/**
 * The many-versions study's resource: one container holding {@code datastreams} versionable binaries of
 * {@code contentKb} each, on the model a copy of its fixture open for the whole trial, on a server (the {@code target}
 * param) sent once when the trial starts. The history states ({@link GrowingHistory}, {@link LongHistory}) compose it
 * and decide what to do with its versions. {@code onParentVersion} is the model's lever; a managed Fedora 4.7.5 runs
 * its stock VERSION and Fedora 6 has none (the launcher says so).
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

    private History history;

    @Setup(Level.Trial)
    public void open(StoreUnderTest store, TargetUnderTest target) throws Exception {
        history = target.isModel()
                ? ModelHistory.open(store, new VersionedTreeFixture(DescendantType.BINARY, datastreams, contentKb,
                        onParentVersion, Versionable.TRUE))
                : HttpHistory.open(target.client(), ServerWatch.ofThisFork(),
                        new TreeRequests(DescendantType.BINARY, contentKb), datastreams);
    }

    History history() {
        return history;
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        TrialEnd.run(this::closeNow);
    }

    /** What {@link #close} hands to {@link TrialEnd}: it runs after the last iteration's costs are read. */
    private void closeNow() throws Exception {
        history.close();
    }
}
