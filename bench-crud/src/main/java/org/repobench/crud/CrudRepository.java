package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.repobench.jmh.SideBySideServer;
import org.repobench.jmh.ParamRange;
import org.repobench.jmh.ServerWarmup;
import org.repobench.jmh.ServerWatch;
import org.repobench.jmh.StoreUnderTest;
import org.repobench.jmh.TargetUnderTest;
import org.repobench.jmh.FailedWrites;
import org.repobench.jmh.TrialEnd;
import org.repobench.jmh.IterationEnd;
import org.repobench.jmh.WriteCounts;
import org.repobench.ldp.LdpClient;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What all CRUD threads write to: the model, opened on a copy of the {@link CrudFixture}, or a server over HTTP
 * (the {@code target} param). It knows every resource the iteration made and whether it should now be there or gone;
 * at the end of each iteration it checks that, measures how much the store grew (around the first measured iteration),
 * and removes them all (tombstones included), so every iteration starts from the same store and the store does not
 * grow across iterations. That end runs on the last thread to reach its own {@link CrudWorker}'s iteration teardown
 * while the others wait parked ({@link IterationEnd}): as this state's own teardown, JMH would run it beside threads
 * spinning on a core each. With a side-by-side server ({@code run --side-by-side}), the create sends every other
 * request to it ({@link SideBySideCrud}), each server's time per create kept apart.
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
     * no pool: their results do not change with it. A lever of the model only.
     */
    @Param({"5"})
    @ParamRange(min = 1, max = 1_000)
    public int poolSize;

    @Param({"42"})
    @ParamRange(min = 0)
    public long seed;

    private CrudTarget target;
    private ServerWatch server;
    /** Path to whether it should be gone (deleted, its tombstone there) at the end of the iteration. */
    private final Map<String, Boolean> touched = new ConcurrentHashMap<>();
    /** Resources kept for the whole trial (what GETs read); removed when the trial ends. */
    private final Set<String> standing = ConcurrentHashMap.newKeySet();
    private OptionalLong bytesAtStart = OptionalLong.empty();
    private boolean storeMeasured;
    private IterationEnd iterationEnd;
    private volatile boolean iterationEnded;
    private ServerWarmup warmup = ServerWarmup.none();

    @Setup(Level.Trial)
    public void open(StoreUnderTest store, TargetUnderTest target, BenchmarkParams benchmark) throws Exception {
        iterationEnd = new IterationEnd(benchmark.getThreads());
        if (target.isModel()) {
            server = ServerWatch.none();
            this.target = ModelCrud.open(store, resource, existing, poolSize, seed);
        } else {
            server = ServerWatch.ofThisFork();
            this.target = HttpCrud.open(target.client(), resource, existing, server);
            Optional<LdpClient> second = SideBySideServer.takenBy(benchmark.getBenchmark()) ? target.sideBySide()
                    : Optional.empty();
            if (second.isPresent()) {
                this.target = sideBySide(this.target, second.get());
            }
        }
        WriteCounts.track();
        if (!target.isModel()) {
            warmup = ServerWarmup.ofThisFork();
            warmUp();
        }
    }

    /** The target and the side-by-side server as one; the target's parent is removed if the other's cannot be made. */
    private CrudTarget sideBySide(CrudTarget opened, LdpClient second) throws Exception {
        try {
            return new SideBySideCrud(opened, HttpCrud.open(second, resource, existing, ServerWatch.none()), existing);
        } catch (Exception e) {
            opened.close();
            throw e;
        }
    }

    /**
     * With {@code run --warm-server}: the server warmed until its compiler is quiet with whole cycles of this
     * resource's four requests (create, retrieve, update, delete), whichever of them the benchmark times, from a
     * session and seed of their own; what they made is removed, tombstones too, before the first iteration.
     */
    private void warmUp() throws Exception {
        CrudTarget.Session session = target.session(seed * 1_000_003L - 1);   // no worker thread's seed
        SplittableRandom names = new SplittableRandom(seed * 1_000_003L - 1);
        Map<String, Boolean> made = new ConcurrentHashMap<>();
        try {
            warmup.run(resource + " CRUD cycle", () -> {
                String path = session.create(parent() + "/" + new UUID(names.nextLong(), names.nextLong()));
                if (path == null) {
                    throw new IllegalStateException("warming the server: a create was given up");
                }
                made.put(path, false);
                session.retrieve(path);
                if (!session.update(path) || !session.delete(path)) {
                    throw new IllegalStateException("warming the server: an update or delete of " + path
                            + " was given up");
                }
                made.put(path, true);
            });
        } finally {
            target.remove(made);
        }
        target.verifyChildren(existing, "after warming the server");
    }

    /**
     * What the store grew by is measured around the first measured iteration only: a walk of a loaded server's files
     * takes seconds (a Fedora 6 home holding the 10,000-member fixtures: 433,000 files, 9.5 s a walk), and growth per
     * write does not change from one iteration to the next, since each starts from the same store.
     */
    @Setup(Level.Iteration)
    public void measureBefore(IterationParams iteration) throws Exception {
        iterationEnded = false;
        server.startIteration();
        bytesAtStart = !storeMeasured && iteration.getType() == IterationType.MEASUREMENT ? target.bytesStored()
                : OptionalLong.empty();
    }

    String parent() {
        return target.parent();
    }

    /** A session for one thread, closed with the target. */
    CrudTarget.Session session(long threadSeed) throws Exception {
        return target.session(threadSeed);
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

    /** A worker's end of the iteration: the last one to call it verifies, measures and resets for all. */
    void endIteration() throws Exception {
        iterationEnd.arrive(this::verifyMeasureAndReset);
    }

    /** Fails a benchmark whose threads did not all end the iteration through a {@link CrudWorker}. */
    @TearDown(Level.Iteration)
    public void requireEnded() {
        if (!iterationEnded) {
            throw new IllegalStateException("the iteration ended without its CrudWorkers' teardown: what it made was"
                    + " neither verified nor removed");
        }
    }

    private void verifyMeasureAndReset() throws Exception {
        WriteCounts.requireProfiler();
        target.verify(touched).forEach(touched::remove);
        if (bytesAtStart.isPresent()) {
            WriteCounts.storeGrew(target.bytesStored().orElseThrow() - bytesAtStart.getAsLong());
            storeMeasured = true;
        }
        server.reportHeapPeak();
        warmup.report();
        target.remove(touched);
        touched.clear();
        target.verifyChildren(existing + standing.size(), "after an iteration of " + resource + " CRUD");
        FailedWrites.endIteration();
        iterationEnded = true;
    }

    /**
     * Removes what stands, checks the parent, closes the target: after the last iteration's costs are read
     * ({@link TrialEnd}), even when the writes' verdict below fails the trial.
     */
    @TearDown(Level.Trial)
    public void close() throws Exception {
        CrudTarget closing = target;
        target = null;
        TrialEnd.run(() -> {
            try {
                Map<String, Boolean> stillThere = new ConcurrentHashMap<>();
                standing.forEach(path -> stillThere.put(path, false));
                closing.remove(stillThere);
                standing.clear();
                closing.verifyChildren(existing, "after the trial");
            } finally {
                closing.close();
            }
        });
        FailedWrites.endTrial();
    }
}
