package org.repobench.jmh;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.repobench.api.MetricNames;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The share of the machine's CPU time its hypervisor gave to someone else over each iteration
 * ({@link MetricNames#MACHINE_STEAL}), from the kernel's own count ({@code /proc/stat}, the {@code steal} column of
 * the {@code cpu} line): time every process on the machine, the server's too, wanted a core and did not get one.
 *
 * <p>Why: on the shared 2-core machines the gate runs on, whole server starts ran 10 to 30 % slower than their
 * neighbours, and what the benchmark measured moved with them. The kernel counts what a virtual machine lost to its
 * neighbours; beside each result it says whether a slow start was a slow machine. Where the machine is no Linux
 * guest (no {@code /proc/stat}, or a kernel without the column) nothing is reported.
 */
public final class MachineSteal implements InternalProfiler {
    static final Path PROC_STAT = Path.of("/proc/stat");
    private static final String CPU_LINE = "cpu ";
    /** user nice system idle iowait irq softirq steal: the eighth is the steal. */
    private static final int STEAL_FIELD = 8;

    private final Path source;
    private Optional<CpuTimes> before = Optional.empty();

    /** The machine's counts, in the kernel's ticks, since it booted: all its cores' time, and what was stolen. */
    record CpuTimes(long steal, long total) {
        /**
         * The {@code cpu} line of {@code /proc/stat}: "cpu  user nice system idle iowait irq softirq steal ...".
         * Empty when it is not that line or has no steal column. Guest time is already counted in user time, so the
         * total is the first eight columns.
         */
        static Optional<CpuTimes> parse(String line) {
            if (line == null || !line.startsWith(CPU_LINE)) {
                return Optional.empty();
            }
            String[] fields = line.substring(CPU_LINE.length()).strip().split("\\s+");
            if (fields.length < STEAL_FIELD) {
                return Optional.empty();
            }
            long total = 0;
            try {
                for (int i = 0; i < STEAL_FIELD; i++) {
                    total += Long.parseLong(fields[i]);
                }
                return Optional.of(new CpuTimes(Long.parseLong(fields[STEAL_FIELD - 1]), total));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }

        /** The stolen share of the time between {@code earlier} and this, in percent; empty when no time passed. */
        Optional<Double> stealPercentSince(CpuTimes earlier) {
            long elapsed = total - earlier.total;
            long stolen = steal - earlier.steal;
            if (elapsed <= 0 || stolen < 0) {
                return Optional.empty();
            }
            return Optional.of(100.0 * stolen / elapsed);
        }
    }

    /** JMH makes profilers with this constructor. */
    public MachineSteal() {
        this(PROC_STAT);
    }

    MachineSteal(Path source) {
        this.source = source;
    }

    @Override
    public String getDescription() {
        return "repobench machine steal: the share of the machine's CPU its hypervisor took over each iteration";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        before = read();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        Optional<CpuTimes> earlier = before;
        before = Optional.empty();
        return earlier.flatMap(start -> read().flatMap(end -> end.stealPercentSince(start)))
                .map(percent -> List.of(new ScalarResult(MetricNames.MACHINE_STEAL, percent, "%",
                        AggregationPolicy.AVG)))
                .orElse(List.of());
    }

    /** The machine's counts now; empty where this is no Linux with the steal column. */
    Optional<CpuTimes> read() {
        try (BufferedReader reader = Files.newBufferedReader(source, StandardCharsets.US_ASCII)) {
            return CpuTimes.parse(reader.readLine());
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
