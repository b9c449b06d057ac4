package org.repobench.jmh;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.results.AggregationPolicy;
import org.repobench.api.MetricNames;
import org.repobench.ldp.LdpClient;
import org.repobench.repository.BenchRepository;
import org.repobench.workload.HttpGet;
import org.repobench.workload.ModelGet;
import org.repobench.workload.WorkloadGet;

import java.util.Optional;

/**
 * The target opened once per trial on the fixture: the model's repository, or a keep-alive connection to a server.
 * Every GET is verified as soon as it has been timed, warm-ups included (exactly N member triples, an integer
 * compared), so a benchmark cannot pass on wrong data, nor time and average in a wrong answer; the first warm-up
 * iteration's GETs are the scripts' warm-up GET. Over HTTP, each iteration also reports the mean time to the first
 * byte (the study noted that a slow GET "begins streaming within 2 seconds"), and, on a server the suite started, the
 * server's own peak heap over the iteration (from its GC log, whose path the launcher handed over). In process, each
 * iteration reports how many nodes ModeShape's caches held at its end. With {@code run --warm-server}, a server the
 * suite started is warmed with the same GET until its compiler is quiet ({@link ServerWarmup}). With a side-by-side
 * server ({@code run --side-by-side}), every other GET goes to it ({@link SideBySideGet}), each server's time per GET
 * kept apart. One thread: the benchmarks that use it say {@code @Threads(1)}.
 */
@State(Scope.Benchmark)
public class WarmRepository {
    private BenchRepository repository;
    private WorkloadGet get;
    private HttpGet overHttp;
    private SideBySideGet sideBySide;
    private String label;
    private ServerWatch server = ServerWatch.none();
    private ServerWarmup warmup = ServerWarmup.none();

    @Setup(Level.Trial)
    public void open(WorkloadData data, LeverParams levers, TargetUnderTest target) throws Exception {
        if (target.isModel()) {
            label = data + " " + levers;
            repository = BenchRepository.open(data.copy().backend(), data.copy().location(), levers.levers());
            get = new ModelGet(data.timedGet(), repository);
        } else {
            label = data.toString();
            get = overHttp = data.httpGet();
            Optional<LdpClient> second = target.sideBySide();
            if (second.isPresent()) {
                data.checkoutSideBySide(second.get());
                get = sideBySide = new SideBySideGet(overHttp, data.sideBySideGet());
                overHttp = null;
            }
            server = ServerWatch.ofThisFork();
            warmup = ServerWarmup.ofThisFork();
            warmup.run("GET", () -> get.runVerified(label));
        }
        // no GET to verify here: the first warm-up GET is verified before anything is measured, and a GET here would
        // only repeat it, and a large GET through the small cache is slow
    }

    @Setup(Level.Iteration)
    public void startServerIteration() {
        server.startIteration();
    }

    /**
     * The measured operation: how many member triples the GET held, verified. JMH runs no trial teardown after the
     * benchmark or an iteration teardown has thrown: the open repository's threads would keep the fork alive (and its
     * trial copy on disk), so a failure, a wrong count too, closes it before it propagates.
     */
    public long get() throws Exception {
        try {
            return get.runVerified(label);
        } catch (Exception e) {
            close();
            throw e;
        }
    }

    @TearDown(Level.Iteration)
    public void report() {
        warmup.report();
        if (repository != null) {
            WriteCounts.report(MetricNames.CACHED_NODES, repository.cachedNodes(), "nodes", AggregationPolicy.MAX);
        }
        if (overHttp != null) {
            WriteCounts.report(MetricNames.FIRST_BYTE, overHttp.takeMeanFirstByteMillis(), "ms", AggregationPolicy.AVG);
        }
        if (sideBySide != null) {
            sideBySide.takeMeanFirstByteMillis().forEach((side, millis) -> WriteCounts.report(
                    side.metric(MetricNames.FIRST_BYTE), millis, "ms", AggregationPolicy.AVG));
        }
        server.reportHeapPeak();
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        TrialEnd.run(this::closeNow);
    }

    /** What {@link #close} hands to {@link TrialEnd}: it runs after the last iteration's costs are read. */
    private void closeNow() {
        if (repository != null) {
            repository.close();
            repository = null;
        }
    }
}
