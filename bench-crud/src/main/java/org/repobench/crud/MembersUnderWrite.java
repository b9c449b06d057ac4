package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.repobench.fixture.CheckedOutFixture;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.read.GetResult;
import org.repobench.repository.write.ResourceWriter;
import org.repobench.workload.MembersLoader;
import org.repobench.workload.TimedGet;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * An n-members collection that readers GET while writers add and remove members (Oak's ConcurrentReadWriteTest, in
 * Fedora's terms). Each writer has at most one member of its own in the collection at a time, so a GET should hold
 * between {@code members} and {@code members + writers} members (see {@link #read} for a view that lags); at the end
 * of each iteration, exactly {@code members}.
 */
@State(Scope.Group)
public class MembersUnderWrite {
    @Param({"1000"})
    @ParamRange(min = 1, max = WorkloadFixture.MAX_SIZE)
    public int members;

    private StoreUnderTest store;
    private CheckedOutFixture copy;
    private BenchRepository repository;
    private TimedGet get;
    private int writers;
    private long bytesAtStart;
    /** Each writer's member now in the collection; removed here at the end of an iteration (see TransientMember). */
    private final Map<Object, MembersLoader.Member> pending = new ConcurrentHashMap<>();
    private final Queue<ResourceWriter> sessions = new ConcurrentLinkedQueue<>();

    @Setup(Level.Trial)
    public void open(StoreUnderTest store, BenchmarkParams params) throws Exception {
        this.store = store;
        WorkloadFixture fixture = new WorkloadFixture(Workload.N_MEMBERS, members, 42);
        copy = store.checkout(fixture);
        repository = BenchRepository.open(copy.backend(), copy.location(), RepositoryOptions.FEDORA_4_WRITES);
        get = fixture.timedGet(copy.root());
        int[] groupThreads = params.getThreadGroups();
        writers = groupThreads[groupThreads.length - 1];
        WriteCounts.track();
    }

    @Setup(Level.Iteration)
    public void measureBefore() throws Exception {
        bytesAtStart = store.bytesStored(copy.location());
    }

    /** A session for one writer thread, closed with the repository. */
    ResourceWriter writer(long threadSeed) throws Exception {
        ResourceWriter writer = repository.writer(threadSeed);
        sessions.add(writer);
        return writer;
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
     * The measured read: the collection's GET, checked against what the writers can have changed. A GET that a
     * writer's delete broke is sent again and counted (see {@link RetryPolicy#read}). The N members never change, so
     * fewer is wrong; more than one member per writer is a view that lags behind the writers (ModeShape brings a save
     * into other sessions' view asynchronously): counted as read.stale, and wrong only past four per writer.
     */
    GetResult read() throws Exception {
        GetResult result = RetryPolicy.read(() -> get.run(repository));
        if (result != null && result.counted() > members + writers) {
            WriteCounts.staleRead();
        }
        if (result != null && (result.counted() < members || result.counted() > members + 4L * writers)) {
            throw new FixtureVerificationException("readers beside writers: the GET of " + copy.root() + " holds "
                    + result.counted() + " members, expected " + members + " to " + (members + writers)
                    + " (or, while the view lags, up to " + (members + 4L * writers) + ")");
        }
        return result;
    }

    @TearDown(Level.Iteration)
    public void verifyAndMeasure() throws Exception {
        WriteCounts.requireProfiler();
        WriteCounts.storeGrew(store.bytesStored(copy.location()) - bytesAtStart);
        try (ResourceWriter cleaner = repository.writer(0)) {
            for (MembersLoader.Member member : pending.values()) {
                RetryPolicy.prepare(cleaner, w -> MembersLoader.removeMember(w, member));
            }
        }
        pending.clear();
        CrudFixture.verifyCount(() -> get.run(repository).counted(), members, "readers beside writers, after the"
                + " iteration: " + copy.root() + " holds", "members");
    }

    @TearDown(Level.Trial)
    public void close() {
        sessions.forEach(ResourceWriter::close);
        sessions.clear();
        repository.close();
        repository = null;
    }
}
