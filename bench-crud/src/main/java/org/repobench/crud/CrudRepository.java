package org.repobench.crud;

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
import org.repobench.jmh.WriteCounts;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.SharedView;
import org.repobench.repository.write.ResourceWriter;

import javax.jcr.RepositoryException;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The repository all CRUD threads share, opened on a copy of the {@link CrudFixture}. It knows every resource the
 * iteration made and whether it should now be there or gone; at the end of each iteration it checks that, measures
 * how much the store grew, and removes them all (tombstones included), so every iteration starts from the same
 * store and the store does not grow across iterations.
 */
@State(Scope.Benchmark)
public class CrudRepository {
    @Param({"CONTAINER", "CONTENT"})
    public ResourceKind resource;

    /** Children the parent holds before any benchmark write (FedoraCrudConcurrentIT wrote under a near-empty root). */
    @Param({"0"})
    @ParamRange(min = 0, max = 1_000_000)
    public int existing;

    /**
     * Connections the JDBC stores may pool: Fedora's configs kept ModeShape's 5, and with more writers than that
     * ModeShape can stall until the pool times out (see {@code JdbcStoreBackend#withPoolSize}). File and LevelDB have
     * no pool: their results do not change with it.
     */
    @Param({"5"})
    @ParamRange(min = 1, max = 1_000)
    public int poolSize;

    @Param({"42"})
    @ParamRange(min = 0)
    public long seed;

    private StoreUnderTest store;
    private CheckedOutFixture copy;
    private BenchRepository repository;
    /** Path to whether it should be gone (deleted, its tombstone there) at the end of the iteration. */
    private final Map<String, Boolean> touched = new ConcurrentHashMap<>();
    /** Resources kept for the whole trial (what GETs read); removed when the trial ends. */
    private final Set<String> standing = ConcurrentHashMap.newKeySet();
    /** The threads' sessions: closed here, because JMH may tear this state down while a thread is still in its own. */
    private final Queue<ResourceWriter> writers = new ConcurrentLinkedQueue<>();
    private long bytesAtStart;

    @Setup(Level.Trial)
    public void open(StoreUnderTest store) throws Exception {
        this.store = store;
        copy = store.checkout(new CrudFixture(existing));
        repository = BenchRepository.open(copy.backend().withPoolSize(poolSize), copy.location(),
                RepositoryOptions.FEDORA_4_WRITES);
        WriteCounts.track();
    }

    @Setup(Level.Iteration)
    public void measureBefore() throws Exception {
        bytesAtStart = store.bytesStored(copy.location());
    }

    BenchRepository repository() {
        return repository;
    }

    String parent() {
        return copy.root();
    }

    /** A session for one thread, closed with the repository. */
    ResourceWriter writer(long threadSeed) throws Exception {
        ResourceWriter writer = repository.writer(threadSeed);
        writers.add(writer);
        return writer;
    }

    /** A resource this iteration made, there now; {@link #deleted} when a DELETE of it completed. */
    void made(String path) {
        touched.put(path, false);
    }

    void deleted(String path) {
        touched.put(path, true);
    }

    /** A resource kept for the whole trial (what GETs read): the parent's expected size counts it. */
    void standing(String path) {
        standing.add(path);
    }

    @TearDown(Level.Iteration)
    public void verifyMeasureAndReset() throws Exception {
        WriteCounts.requireProfiler();
        try (ResourceWriter cleaner = repository.writer(seed)) {
            for (Map.Entry<String, Boolean> entry : touched.entrySet()) {
                verifyState(cleaner, entry.getKey(), entry.getValue());
            }
            WriteCounts.storeGrew(store.bytesStored(copy.location()) - bytesAtStart);
            for (Map.Entry<String, Boolean> entry : touched.entrySet()) {
                remove(cleaner, entry.getKey(), entry.getValue());
            }
        }
        touched.clear();
        CrudFixture.verifyChildren(repository, parent(), existing + standing.size(),
                "after an iteration of " + resource + " CRUD");
    }

    /**
     * Untimed: the resource and its tombstone removed, one save each. Under many writers the session's view of the
     * parent can still be catching up with their saves (seen with 32 threads on PostgreSQL: the tombstone's name was
     * taken in the parent's view after the resource was removed), so a failed save is dropped, the view refreshed and
     * the removal tried again for up to a second before the iteration fails.
     */
    private static void remove(ResourceWriter cleaner, String path, boolean gone) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                if (!gone) {
                    cleaner.delete(path);
                }
                cleaner.purgeTombstone(path);
                cleaner.save();
                return;
            } catch (RepositoryException | IllegalArgumentException notYet) {
                cleaner.discard();
                if (attempt == 21) {
                    throw new IllegalStateException("could not remove " + path + " after the iteration: "
                            + notYet.getMessage(), notYet);
                }
                gone = cleaner.isTombstone(path);
                Thread.sleep(50);
            }
        }
    }

    /**
     * Each resource is where its thread left it. Another session's save reaches this session's view of the parent
     * asynchronously in ModeShape, so a resource not seen yet is looked for again, for up to five seconds (one was
     * too short under CI's load on LevelDB), before the iteration fails.
     */
    private void verifyState(ResourceWriter cleaner, String path, boolean gone) throws Exception {
        if (!SharedView.settles(() -> gone ? cleaner.isTombstone(path) : cleaner.exists(path), 101, 50)) {
            boolean isGone = cleaner.isTombstone(path);
            throw new FixtureVerificationException(resource + " " + path + " should be " + (gone ? "gone" : "there")
                    + " after the iteration, but is " + (isGone ? "gone" : cleaner.exists(path) ? "there" : "missing"));
        }
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        try (ResourceWriter cleaner = repository.writer(seed)) {
            for (String path : standing) {
                cleaner.delete(path);
                cleaner.purgeTombstone(path);
            }
            cleaner.save();
            standing.clear();
            CrudFixture.verifyChildren(repository, parent(), existing, "after the trial");
        } finally {
            writers.forEach(ResourceWriter::close);
            writers.clear();
            repository.close();
            repository = null;
        }
    }
}
