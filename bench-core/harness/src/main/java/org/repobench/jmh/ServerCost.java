package org.repobench.jmh;

import org.openjdk.jmh.results.Result;
import org.repobench.api.MetricNames;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.fedora.CompilerCpu;
import org.repobench.ldp.fedora.GcEvents;
import org.repobench.ldp.fedora.GcLog;
import org.repobench.ldp.fedora.ServerProcess;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * What a managed server spent on an iteration, read from outside it: its CPU time as the operating system counts it
 * (10 ms ticks on Linux), its JIT compiler threads' apart from the rest ({@link CompilerCpu}), and the bytes it
 * allocated, from its GC log between two full collections the fork asks for ({@code GC.run}, through the attach API
 * or the server's {@code jcmd}: {@link ServerProcess#collector()}): one before the first iteration and one after
 * each, both outside the timed part (JMH calls its profilers before it starts the worker threads and after they all
 * stopped).
 * The CPU time is read before the closing collection, so the full collections the fork forces are not counted.
 */
final class ServerCost {
    private final ServerProcess server;
    private final GcLog gcLog;
    private final PrintStream out;
    /** Which server: its metrics' names, and the requests its costs are divided by side by side. */
    private final SideBySideCalls.Side side;
    private Optional<ServerProcess.Collector> collector;
    private long mark;
    /** The occupancy after the collection that opened the current window; negative before the first. */
    private long lastAfter = -1;
    private Optional<Duration> cpuAtStart = Optional.empty();
    private Optional<CompilerCpu> compilerAtStart = Optional.empty();

    ServerCost(ServerProcess server, GcLog gcLog, PrintStream out, SideBySideCalls.Side side) {
        this.server = server;
        this.gcLog = gcLog;
        this.out = out;
        this.side = side;
        this.collector = server.collector();
        if (collector.isEmpty()) {
            out.println("# repobench: " + side.metric(MetricNames.SERVER_ALLOCATION) + " not measured: nothing can"
                    + " make the server collect its garbage (this fork cannot attach to it, and its Java "
                    + server.javaHome()
                    + " has no bin/jcmd)");
        }
    }

    /** At the start of an iteration: the first opens the allocation window with a collection; every one reads CPU. */
    void startIteration() {
        if (lastAfter < 0 && collector.isPresent()) {
            mark = gcLog.end();
            collect().ifPresent(collections -> lastAfter = collections.isEmpty() ? -1
                    : collections.get(collections.size() - 1).after());
        }
        compilerAtStart = server.compilerCpu();
        cpuAtStart = server.cpuTime();
    }

    /** At the end of an iteration of {@code ops} operations: its CPU time and allocation per operation. */
    List<Result> finishIteration(long ops, TimeUnit unit) {
        List<Result> results = new ArrayList<>();
        Optional<Duration> cpuAtEnd = server.cpuTime();
        Optional<CompilerCpu> compilerAtEnd = server.compilerCpu();
        if (cpuAtStart.isPresent() && cpuAtEnd.isPresent()) {
            Duration all = cpuAtEnd.get().minus(cpuAtStart.get());
            Optional<Duration> compiler = compilerAtStart.flatMap(start -> compilerAtEnd.map(end -> end.since(start)));
            long outsideCompiler = Math.max(0, all.minus(compiler.orElse(Duration.ZERO)).toNanos());
            PerOperation.time(side.metric(MetricNames.SERVER_CPU_TIME), outsideCompiler, ops, unit)
                    .ifPresent(results::add);
            compiler.flatMap(jit -> PerOperation.time(side.metric(MetricNames.SERVER_JIT_CPU_TIME), jit.toNanos(), ops,
                            unit))
                    .ifPresent(results::add);
        }
        if (collector.isPresent()) {
            long opened = lastAfter;
            collect().ifPresent(collections -> {
                if (opened >= 0 && !collections.isEmpty()) {
                    long allocated = Math.max(0, GcEvents.allocated(opened, collections));
                    PerOperation.bytes(side.metric(MetricNames.SERVER_ALLOCATION), allocated, ops)
                            .ifPresent(results::add);
                }
                lastAfter = collections.isEmpty() ? -1 : collections.get(collections.size() - 1).after();
            });
        }
        return results;
    }

    /**
     * Asks the server to collect and returns the collections logged since the mark (the forced one last), moving the
     * mark past them; empty, and no more asking, when the collection or the log failed (said once).
     */
    private Optional<List<GcEvents.Collection>> collect() {
        try {
            collector.orElseThrow().collect();
            GcLog.Tail tail = gcLog.tail(mark);
            mark = tail.end();
            return Optional.of(GcEvents.of(tail.text()));
        } catch (LdpException | UncheckedIOException e) {
            out.println("# repobench: " + side.metric(MetricNames.SERVER_ALLOCATION) + " not measured from here on: "
                    + e.getMessage());
            collector = Optional.empty();
            return Optional.empty();
        }
    }
}
