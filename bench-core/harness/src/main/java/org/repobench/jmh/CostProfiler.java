package org.repobench.jmh;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.repobench.api.MetricNames;
import org.repobench.ldp.fedora.ServerProcess;
import org.repobench.store.settings.Environment;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Costs per operation that a busy machine does not scatter as it scatters wall time, as secondary metrics of each
 * iteration: the CPU time of the benchmark's worker threads ({@link MetricNames#CPU_TIME}), of this JVM's collector
 * threads ({@link MetricNames#GC_CPU_TIME}, Linux), and of a server the suite started, with what that server
 * allocated ({@link MetricNames#SERVER_CPU_TIME}, {@link MetricNames#SERVER_ALLOCATION}). Read only at iteration
 * boundaries, outside the timed part; divided by all the operations the iteration ran (JMH's count, which also holds
 * the few run while the threads of a multi-threaded iteration start and stop), as {@code -prof gc} divides allocation.
 *
 * <p>Add it with {@code OptionsBuilder.addProfiler}, not {@code -prof}: JMH starts a builder's own profilers before
 * those of its parent options (the user's {@code -prof gc}) and stops them after, so the {@code jcmd} this starts,
 * which allocates in this JVM, stays out of {@code gc.alloc.rate.norm}.
 */
public final class CostProfiler implements InternalProfiler {
    /** Said once per fork where there is no {@code /proc}: the metric is then simply absent. */
    private static boolean saidNoGcThreads;

    private final WorkerThreadsCpu workers = WorkerThreadsCpu.ofThisJvm();
    private final Optional<GcThreadsCpu> gcThreads = GcThreadsCpu.ofThisJvm();
    private final Optional<ServerCost> server;
    /** The side-by-side server ({@code run --side-by-side}): its costs apart, each divided by its own requests. */
    private final Optional<ServerCost> sideBySide;
    private Map<Long, Long> workersAtStart = Map.of();
    private long gcAtStart;

    public CostProfiler() {
        Environment environment = Environment.system();
        server = serverCost(environment, SideBySideCalls.Side.TARGET);
        sideBySide = SideBySideServer.present(environment)
                ? serverCost(SideBySideServer.settings(environment), SideBySideCalls.Side.SIDE_BY_SIDE)
                : Optional.empty();
        if (gcThreads.isEmpty() && !saidNoGcThreads) {
            saidNoGcThreads = true;
            System.out.println("# repobench: " + MetricNames.GC_CPU_TIME + " not applicable here: it reads the"
                    + " collector threads from Linux's /proc");
        }
    }

    private static Optional<ServerCost> serverCost(Environment environment, SideBySideCalls.Side side) {
        return ServerProcess.of(environment).flatMap(process -> TargetSettings.serverGcLog(environment)
                .map(log -> new ServerCost(process, log, System.out, side)));
    }

    @Override
    public String getDescription() {
        return "repobench CPU time per operation (worker threads, GC threads, a managed server) and a managed"
                + " server's allocation per operation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        // the server first: its forced collection must not fall between this fork's readings; and only where JMH
        // keeps the result: a forced collection and a jcmd start per warm-up iteration cost a server gate minutes
        if (measured(iterationParams)) {
            server.ifPresent(ServerCost::startIteration);
            sideBySide.ifPresent(ServerCost::startIteration);
        }
        SideBySideCalls.reset();
        gcAtStart = gcThreads.map(GcThreadsCpu::nanos).orElse(0L);
        workersAtStart = workers == null ? Map.of() : workers.snapshot();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        Map<Long, Long> workersAtEnd = workers == null ? Map.of() : workers.snapshot();
        long gcAtEnd = gcThreads.map(GcThreadsCpu::nanos).orElse(0L);
        long ops = result.getMetadata() == null ? 0 : result.getMetadata().getAllOps();
        List<Result> results = new ArrayList<>();
        if (workers != null) {
            PerOperation.time(MetricNames.CPU_TIME, WorkerThreadsCpu.used(workersAtStart, workersAtEnd), ops,
                    benchmarkParams.getTimeUnit()).ifPresent(results::add);
        }
        if (gcThreads.isPresent()) {
            PerOperation.time(MetricNames.GC_CPU_TIME, gcAtEnd - gcAtStart, ops, benchmarkParams.getTimeUnit())
                    .ifPresent(results::add);
        }
        if (measured(iterationParams)) {
            TimeUnit unit = benchmarkParams.getTimeUnit();
            if (sideBySide.isEmpty()) {
                server.ifPresent(cost -> results.addAll(cost.finishIteration(ops, unit)));
            } else {
                // side by side: each server's time and costs per request it served
                for (SideBySideCalls.Side side : SideBySideCalls.Side.values()) {
                    PerOperation.time(side.metric(MetricNames.SERVER_TIME), side.nanos(), side.count(), unit)
                            .ifPresent(results::add);
                }
                server.ifPresent(cost -> results.addAll(cost.finishIteration(SideBySideCalls.Side.TARGET.count(),
                        unit)));
                sideBySide.ifPresent(cost -> results.addAll(cost.finishIteration(
                        SideBySideCalls.Side.SIDE_BY_SIDE.count(), unit)));
            }
        }
        return results;
    }

    private static boolean measured(IterationParams iterationParams) {
        return iterationParams.getType() == IterationType.MEASUREMENT;
    }
}
