package org.repobench.crud;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.repobench.jmh.EmptyRepository;
import org.repobench.jmh.FailedWrites;
import org.repobench.jmh.TrialEnd;
import org.repobench.jmh.ServerWatch;
import org.repobench.jmh.TargetUnderTest;
import org.repobench.jmh.WriteCounts;

/**
 * What every ingest's trial shares, whatever it ingests: the target it writes into (the model on an empty
 * repository, or a server over HTTP: the {@code target} param), its counts tracked for the profiler and required at
 * the end of every iteration, and, for an ingest that grows the store through the trial one batch per iteration, its
 * {@link IngestCurve}: the next batch at the start of each iteration, each item timed, and the batch's metrics
 * reported at its end. The ingests ({@link BookIngest}, {@link GraphIngest}, {@link PatchIngest},
 * {@link BinaryIngest}) take it as a setup parameter and add only what they ingest and verify. JMH runs its iteration
 * setup before theirs and its iteration teardown after theirs, so a batch is verified before it is reported.
 */
@State(Scope.Benchmark)
public class IngestTrial {
    private BenchmarkParams params;
    private TargetUnderTest targetUnderTest;
    private IngestTarget target;
    /** Null for an ingest repeated whole every iteration (the binaries): it has no batches. */
    private IngestCurve curve;

    @Setup(Level.Trial)
    public void open(EmptyRepository empty, TargetUnderTest target, BenchmarkParams params) {
        this.params = params;
        this.targetUnderTest = target;
        this.target = target.isModel() ? new ModelIngest(empty)
                : HttpIngest.open(target.client(), ServerWatch.ofThisFork());
        WriteCounts.track();
    }

    IngestTarget target() {
        return target;
    }

    /**
     * The container the ingest fills, made before anything is timed; as an archival group if asked (Fedora 6: what the
     * ingest adds below it joins the group's one OCFL object). A target without them fails rather than measure a plain
     * container under that name.
     */
    void createContainer(String path, boolean archivalGroup) throws Exception {
        targetUnderTest.requireArchivalGroups(archivalGroup);
        target.prepare(writer -> {
            if (archivalGroup) {
                writer.putArchivalGroup(path, "");
            } else {
                writer.put(path, "");
            }
        });
    }

    /**
     * Makes this an ingest of {@code total} items in one batch per measurement iteration; call it where the ingest
     * starts (it resets the heap's peak).
     *
     * @param item what one item is, for metric names and messages: "resource", "page", "patch"
     */
    IngestCurve inBatches(int total, String item) {
        curve = new IngestCurve(total, params, item);
        target.startHeapPeak();
        return curve;
    }

    @Setup(Level.Iteration)
    public void nextBatch() {
        if (curve != null) {
            curve.nextBatch();
        }
    }

    /**
     * Item {@code item} of the batch, sent as one request group and timed into the curve. It must complete: a batch
     * is verified to hold every item so far, and a chain of links (each resource pointing at the one before) cannot
     * skip one.
     */
    void add(int item, IngestTarget.Item requests) throws Exception {
        long start = System.nanoTime();
        boolean done = target.send(requests);
        curve.took(item, System.nanoTime() - start);
        if (!done) {
            throw FailedWrites.cannotGoOn(curve.item() + " " + item + " of the ingest");
        }
    }

    @TearDown(Level.Iteration)
    public void report() throws Exception {
        WriteCounts.requireProfiler();
        if (curve != null) {
            curve.report(target);
        }
        FailedWrites.endIteration();
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        TrialEnd.run(target::close);
        FailedWrites.endTrial();
    }
}
