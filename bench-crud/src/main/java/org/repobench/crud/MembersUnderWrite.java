package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.ServerWatch;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.jmh.TargetSettings;
import org.repobench.jmh.TargetUnderTest;
import org.repobench.jmh.FailedWrites;
import org.repobench.jmh.TrialEnd;
import org.repobench.jmh.WriteCounts;
import org.repobench.store.settings.Environment;
import org.repobench.workload.MembersLoader;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An n-members collection that readers GET while writers add and remove members (Oak's ConcurrentReadWriteTest, in
 * Fedora's terms), on the model or a server (the {@code target} param: {@link MembersTarget}). Each writer has at
 * most one member of its own in the collection at a time, so a GET should hold between {@code members} and
 * {@code members + writers} members (see {@link #read} for a view that lags); at the end of each iteration, exactly
 * {@code members}.
 */
@State(Scope.Group)
public class MembersUnderWrite {
    @Param({"1000"})
    @ParamRange(min = 1, max = WorkloadFixture.MAX_SIZE)
    public int members;

    private MembersTarget target;
    private ServerWatch server;
    private int writers;
    private OptionalLong bytesAtStart = OptionalLong.empty();
    /** Each writer's member now in the collection; removed here at the end of an iteration (see TransientMember). */
    private final Map<Object, MembersLoader.Member> pending = new ConcurrentHashMap<>();

    @Setup(Level.Trial)
    public void open(StoreUnderTest store, TargetUnderTest target, BenchmarkParams params) throws Exception {
        WorkloadFixture fixture = new WorkloadFixture(Workload.N_MEMBERS, members, 42);
        if (target.isModel()) {
            server = ServerWatch.none();
            this.target = new ModelMembers(store, fixture);
        } else {
            // on a server given by URL the fixture goes when the trial ends, unless REPOBENCH_LDP_KEEP=true
            boolean managed = target.isManaged();
            server = ServerWatch.ofThisFork();
            this.target = new HttpMembers(target.client(), managed,
                    !managed && !TargetSettings.keep(Environment.system()), fixture, server);
        }
        int[] groupThreads = params.getThreadGroups();
        writers = groupThreads[groupThreads.length - 1];
        WriteCounts.track();
    }

    @Setup(Level.Iteration)
    public void measureBefore() throws Exception {
        server.startIteration();
        bytesAtStart = target.bytesStored();
    }

    /** A session for one writer thread, closed with the target. */
    MembersTarget.Writer writer(long threadSeed) throws Exception {
        return target.writer(threadSeed);
    }

    MembersLoader.Member pending(Object writer) {
        return pending.get(writer);
    }

    void pending(Object writer, MembersLoader.Member member) {
        if (member == null) {
            pending.remove(writer);
        } else {
            pending.put(writer, member);
        }
    }

    /**
     * The measured read: the collection's GET, checked against what the writers can have changed. The N members never
     * change, so fewer is wrong; more than one member per writer is a view that lags behind the writers (ModeShape
     * brings a save into other sessions' view asynchronously): counted as read.stale, and wrong only past four per
     * writer.
     *
     * @return the members the GET held; -1 when it was given up (counted as a failure)
     */
    long read() throws Exception {
        long held = target.read();
        if (held > members + writers) {
            WriteCounts.staleRead();
        }
        if (held != -1 && (held < members || held > members + 4L * writers)) {
            throw new FixtureVerificationException("readers beside writers: the GET of " + target.where()
                    + " holds " + held + " members, expected " + members + " to " + (members + writers)
                    + " (or, while the view lags, up to " + (members + 4L * writers) + ")");
        }
        return held;
    }

    @TearDown(Level.Iteration)
    public void verifyAndMeasure() throws Exception {
        WriteCounts.requireProfiler();
        if (bytesAtStart.isPresent()) {
            WriteCounts.storeGrew(target.bytesStored().orElseThrow() - bytesAtStart.getAsLong());
        }
        server.reportHeapPeak();
        for (MembersLoader.Member member : pending.values()) {
            target.remove(member);
        }
        pending.clear();
        CrudFixture.verifyCount(target::count, members, "readers beside writers, after the iteration: "
                + target.where() + " holds", "members");
        FailedWrites.endIteration();
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        TrialEnd.run(target::close);
        target = null;
        FailedWrites.endTrial();
    }
}
