package org.repobench.jmh;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.repobench.api.MetricNames;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The same fixed piece of CPU work after every iteration, timed by its thread's CPU clock
 * ({@link MetricNames#MACHINE_PROBE_CPU_TIME}) and by the wall clock ({@link MetricNames#MACHINE_PROBE_TIME}): how fast
 * the machine was at that moment, measured while the benchmark and any server it drives are idle.
 *
 * <p>Why: between server starts on a shared 2-core machine the whole machine ran faster or slower, and every time in
 * a start moved with it (docs/results/fedora-gate.md: the client's CPU per operation, the same work in every start,
 * followed the server's time). The client's own CPU time measured that speed, but it also rose with the server's load
 * on the cores they share, and so hid part of a slower server. This work runs when neither runs, so only the
 * machine moves it; its CPU time leaves out the time it waited for a core, its wall time does not.
 *
 * <p>The work: a walk of {@value #STEPS} steps along one fixed random cycle through a table of {@value #TABLE_SIZE}
 * ints (1 MiB, more than a core's own cache holds, so it feels the caches and memory a neighbour shares), mixing
 * what it reads into a checksum the JIT cannot drop. The same walk in every fork and run; nothing allocated after the
 * table. Add this profiler before the others ({@code OptionsBuilder.addProfiler}): JMH ends an iteration's profilers in
 * the reverse order, so the probe runs after every other reading of the iteration and before the next one starts.
 */
public final class MachineProbe implements InternalProfiler {
    static final int TABLE_SIZE = 1 << 18;
    static final int STEPS = 1 << 21;
    private static final long SEED = 0x5eed_2026_1128L;

    private final int[] next = cycle(TABLE_SIZE, SEED);
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private long checksum;

    /** One probe: its thread's CPU time (negative where this JVM cannot tell) and its wall time, in ns. */
    record Reading(long cpuNanos, long wallNanos) {
    }

    @Override
    public String getDescription() {
        return "repobench machine probe: a fixed piece of CPU work after every iteration, timed";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        // nothing: the probe runs after the iteration
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        Reading reading = run();
        List<Result> results = new ArrayList<>();
        results.add(new ScalarResult(MetricNames.MACHINE_PROBE_TIME, reading.wallNanos() / 1e6, "ms",
                AggregationPolicy.AVG));
        if (reading.cpuNanos() >= 0) {
            results.add(new ScalarResult(MetricNames.MACHINE_PROBE_CPU_TIME, reading.cpuNanos() / 1e6, "ms",
                    AggregationPolicy.AVG));
        }
        return results;
    }

    /** Walks the cycle once, timed. */
    Reading run() {
        boolean cpuClock = threads.isCurrentThreadCpuTimeSupported() && threads.isThreadCpuTimeEnabled();
        long cpuStart = cpuClock ? threads.getCurrentThreadCpuTime() : 0;
        long wallStart = System.nanoTime();
        int at = 0;
        long mix = 0;
        for (int step = 0; step < STEPS; step++) {
            at = next[at];
            mix = mix * 31 + at;
        }
        long wall = System.nanoTime() - wallStart;
        long cpu = cpuClock ? threads.getCurrentThreadCpuTime() - cpuStart : -1;
        checksum += mix;
        return new Reading(cpu, wall);
    }

    /** What the walks so far mixed together: the same for the same number of walks, in every JVM. */
    long checksum() {
        return checksum;
    }

    /**
     * A random permutation of {@code 0..size-1} that is one cycle through every slot (Sattolo's algorithm), as a table
     * of where each slot leads: a walk from any slot visits all of them before it returns, so no part of the walk
     * settles into a few cache lines.
     */
    static int[] cycle(int size, long seed) {
        int[] next = new int[size];
        for (int i = 0; i < size; i++) {
            next[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = size - 1; i > 0; i--) {
            int j = random.nextInt(i);
            int swap = next[i];
            next[i] = next[j];
            next[j] = swap;
        }
        return next;
    }
}
