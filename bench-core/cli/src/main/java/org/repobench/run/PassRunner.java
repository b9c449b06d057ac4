package org.repobench.run;

import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.repobench.api.MetricNames;
import org.repobench.jmh.CostProfiler;
import org.repobench.jmh.FailedWrites;
import org.repobench.jmh.FlameProfiler;
import org.repobench.jmh.MachineProbe;
import org.repobench.jmh.MachineSteal;
import org.repobench.jmh.ServerWatch;
import org.repobench.jmh.TrialEndProfiler;
import org.repobench.jmh.WorkProfiler;
import org.repobench.jmh.WriteMetricsProfiler;
import org.repobench.results.SampleKind;
import org.repobench.store.settings.Environment;
import org.repobench.workload.LoadThreads;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Runs the passes of a run, each as its {@link ForkPlan} says: against a server the suite manages, one JMH run of one
 * fork per server start (the server stopped after each, its data kept for the next), the forks' results merged
 * ({@link ForkResults}); otherwise one JMH run of all the forks. Records what each result's samples are.
 */
final class PassRunner {
    private final CommandLineOptions jmh;
    private final Map<String, List<String>> params;
    private final Collection<BenchmarkListEntry> selected;
    private final List<String> storeForkArgs;
    private final boolean oneServer;
    private final boolean bytesStored;
    private final List<String> serverForkSettings;
    private final FlameRun flame;
    private final CollectingOutputFormat output;
    private final PrintStream out;
    private final Map<String, SampleKind> samples = new LinkedHashMap<>();
    private SampleKind running = SampleKind.FORK;

    /**
     * @param params        the run's checked params (a pass's own values replace them)
     * @param storeForkArgs the databases' settings every fork gets where no server hands over its own
     * @param oneServer     {@code --one-server}: all forks of a pass share one server start
     * @param bytesStored   whether what a server keeps is measured (not with {@code --no-bytes-stored})
     * @param serverForkSettings what a fork against a server the run started gets from the run's options
     *                      ({@code --warm-server})
     * @param flame         the run's flame-graph recordings ({@code --flame}), or {@link FlameRun#NONE}
     */
    PassRunner(CommandLineOptions jmh, Map<String, List<String>> params, Collection<BenchmarkListEntry> selected,
               List<String> storeForkArgs, boolean oneServer, boolean bytesStored, List<String> serverForkSettings,
               FlameRun flame, CollectingOutputFormat output, PrintStream out) {
        this.jmh = jmh;
        this.params = params;
        this.selected = selected;
        this.storeForkArgs = storeForkArgs;
        this.oneServer = oneServer;
        this.bytesStored = bytesStored;
        this.serverForkSettings = serverForkSettings;
        this.flame = flame;
        this.output = output;
        this.out = out;
    }

    /**
     * A benchmark run in this JVM ({@code -f 0}) never learns where a server the suite starts is (its forks are told):
     * said before anything starts.
     */
    static void refuseNoFork(CommandLineOptions jmh, Collection<BenchmarkListEntry> selected, List<Pass> passes) {
        for (Pass pass : passes) {
            if (pass.server().isEmpty() || !pass.server().get().startsAfresh()) {
                continue;
            }
            for (BenchmarkListEntry entry : left(selected, pass.excludes())) {
                if (forks(jmh, entry) == 0) {
                    throw new LaunchException("-f 0: " + entry.getUsername() + " against " + pass.label() + " would"
                            + " run in this JVM, which is not told where the server is (its forks are); accepted:"
                            + " -f 1 or more");
                }
            }
        }
    }

    /** What the samples of every result of a completed pass are, by {@link ForkResults#key}. */
    Map<String, SampleKind> samples() {
        return samples;
    }

    /** What the samples of the pass running (or last run) are: a failed pass's completed results have them. */
    SampleKind running() {
        return running;
    }

    /**
     * Runs one pass.
     *
     * @param excludes the pass's excludes and the run's (benchmarks not run at this thread count)
     * @param threads  JMH's thread count for this pass, or null for the benchmarks' own
     * @return its results, one per benchmark and params, each with all its forks
     */
    List<RunResult> run(Pass pass, List<String> excludes, Integer threads) throws Exception {
        ForkPlan plan = ForkPlan.of(pass, oneServer);
        running = plan.sample();
        List<BenchmarkListEntry> left = left(selected, excludes);
        int forks = left.stream().mapToInt(entry -> forks(jmh, entry)).max().orElse(0);
        int runs = plan.runs(forks);
        if (threads != null) {
            out.println("# repobench: running with " + threads + " thread(s)");
        }
        plan.says(forks).ifPresent(line -> out.println("# repobench: " + pass.label() + ": " + line));
        List<RunResult> results = new ArrayList<>();
        for (int run = 1; run <= runs; run++) {
            // the run of the i-th fork leaves out a benchmark of fewer forks (its @Fork, where -f does not say)
            List<String> runExcludes = new ArrayList<>(excludes);
            for (BenchmarkListEntry entry : left) {
                if (runs > 1 && forks(jmh, entry) < run) {
                    runExcludes.add(Pass.excluding(entry));
                }
            }
            plan.startLine(run, runs).ifPresent(line -> out.println("# repobench: " + pass.label() + ": " + line));
            int mark = output.completedCount();
            Set<Path> recorded = flame.recorded();
            Once once = runOnce(pass, plan, runExcludes, threads, false);
            Optional<String> setAside = once.loadedData() ? plan.setAside(run) : Optional.empty();
            if (setAside.isPresent()) {
                out.println("# repobench: " + pass.label() + ": " + setAside.get());
                output.setAside(mark);
                flame.discardSince(recorded);
                once = runOnce(pass, plan, runExcludes, threads, true);
            }
            results.addAll(once.results());
        }
        List<RunResult> merged = ForkResults.merge(results);
        merged.forEach(result -> samples.put(ForkResults.key(result.getParams()), plan.sample()));
        return merged;
    }

    /** One JMH run's results, and whether a fork of it loaded data through its server start. */
    private record Once(List<RunResult> results, boolean loadedData) {
    }

    /** @param afterLoad whether the start follows one that loaded data: its servers are waited for until quiet */
    private Once runOnce(Pass pass, ForkPlan plan, List<String> excludes, Integer threads, boolean afterLoad)
            throws Exception {
        try (Pass.StartedServer server = pass.server().isPresent() ? pass.server().get().start() : null) {
            if (server != null && afterLoad) {
                server.settle().ifPresent(line -> out.println("# repobench: " + pass.label() + ": " + line));
            }
            // JMH ends an iteration's profilers in reverse: the trial's closing work after every reading, the probe
            // after every other
            ChainedOptionsBuilder options = new OptionsBuilder().parent(jmh)
                    .shouldFailOnError(jmh.shouldFailOnError().orElse(true))
                    .addProfiler(TrialEndProfiler.class);
            if (!flame.forkArgs().isEmpty()) {
                // started before and stopped after every cost is read: loading the profiler stays out of them
                options.addProfiler(FlameProfiler.class);
            }
            options.addProfiler(MachineProbe.class).addProfiler(MachineSteal.class)
                    .addProfiler(WriteMetricsProfiler.class).addProfiler(CostProfiler.class)
                    .addProfiler(WorkProfiler.class);
            // checked values replace the user's (OptionsBuilder adds to a param's values: set each once)
            params.forEach((name, values) -> {
                if (!pass.params().containsKey(name)) {
                    options.param(name, values.toArray(String[]::new));
                }
            });
            pass.params().forEach(options::param);
            excludes.forEach(options::exclude);
            plan.limitForks(options);
            List<String> jvmArgsAppend = new ArrayList<>(jmh.getJvmArgsAppend().orElse(List.of()));
            jvmArgsAppend.addAll(server == null ? storeForkArgs : server.forkJvmArgs());
            if (server != null && !bytesStored) {
                jvmArgsAppend.add("-D" + ServerWatch.NO_BYTES_STORED + "=true");
            }
            if (server != null) {
                jvmArgsAppend.addAll(serverForkSettings);
            }
            jvmArgsAppend.addAll(flame.forkArgs());
            // forks inherit the environment, not the host's -D properties: hand these over
            for (String setting : List.of(FailedWrites.KEEP, LoadThreads.SETTING)) {
                Environment.system().property(setting).ifPresent(value ->
                        jvmArgsAppend.add("-D" + setting + "=" + value));
            }
            if (!jvmArgsAppend.isEmpty()) {
                options.jvmArgsAppend(jvmArgsAppend.toArray(String[]::new));
            }
            if (threads != null) {
                options.threads(threads);
            }
            Collection<RunResult> results = new Runner(options.build(), output).run();
            if (server != null && bytesStored) {
                // what the server keeps after this run's forks: each fork's own, the largest kept by a merge
                server.bytesStored().ifPresent(bytes -> addToEachFork(results, MetricNames.SERVER_BYTES_STORED,
                        bytes));
                server.homeBytes().ifPresent(bytes -> addToEachFork(results, MetricNames.SERVER_HOME_BYTES, bytes));
            }
            return new Once(List.copyOf(results), server != null && server.loadedData());
        }
    }

    /** A figure of the server's, in bytes, in each fork's results: a merge of forks keeps the largest. */
    private static void addToEachFork(Collection<RunResult> results, String metric, long bytes) {
        results.forEach(result -> result.getBenchmarkResults().forEach(fork -> fork.addBenchmarkResult(
                new ScalarResult(metric, bytes, "B", AggregationPolicy.MAX))));
    }

    /** The selected benchmarks the excludes leave. */
    private static List<BenchmarkListEntry> left(Collection<BenchmarkListEntry> selected, List<String> excludes) {
        List<Pattern> patterns = excludes.stream().map(Pattern::compile).toList();
        return selected.stream().filter(entry -> patterns.stream()
                .noneMatch(pattern -> pattern.matcher(entry.getUsername()).find())).toList();
    }

    /** The benchmark's forks: {@code -f}, else its {@code @Fork}, else JMH's default. */
    private static int forks(CommandLineOptions jmh, BenchmarkListEntry entry) {
        return jmh.getForkCount().orElse(entry.getForks().orElse(Defaults.MEASUREMENT_FORKS));
    }
}
