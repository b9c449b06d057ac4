package org.repobench.run;

import org.openjdk.jmh.Main;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.api.TargetKind;
import org.repobench.fixture.FixtureCache;
import org.repobench.jmh.SideBySideServer;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.fedora.FedoraBuild;
import org.repobench.ldp.fedora.FedoraBuilds;
import org.repobench.api.FlameNames;
import org.repobench.api.OptionNames;
import org.repobench.report.ConsoleTable;
import org.repobench.results.ResultSet;
import org.repobench.provision.ProvisionedStores;
import org.repobench.provision.StoreProvisioner;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;
import org.repobench.store.StoreUnavailableException;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What {@code ./repobench run} and every benchmarks.jar run: JMH's command line, unchanged, plus what JMH does
 * not do for us. Stores are provisioned in this (host) JVM and only available ones are passed as the {@code store}
 * param; results are written atomically to {@code --out} (latest.json and a timestamped copy) with the run's
 * environment; fail-on-error is on unless {@code -foe false} is given; a summary table is printed at the end.
 *
 * <p>Own options, before any JMH option: {@code --out DIR} (default target/bench), {@code --no-report},
 * {@code --one-server} ({@link LauncherOptions}). A pass against a server the suite starts runs each fork on a server
 * start of its own ({@link PassRunner}).
 */
public final class BenchLauncher {
    private static final Set<String> JMH_INFO_FLAGS = Set.of("-h", "-l", "-lp", "-lprof", "-lrf");

    private BenchLauncher() {
    }

    /**
     * @return whether every benchmark completed ({@link RunOutcome#FAILED} once the failure has been said)
     * @throws LaunchException           for a run that cannot start as asked (before any fork)
     * @throws StoreUnavailableException for a store asked for by name that cannot be provisioned
     */
    public static RunOutcome run(List<String> rawArgs, PrintStream out, PrintStream err) {
        if (rawArgs.stream().anyMatch(JMH_INFO_FLAGS::contains)) {
            return runJmhMain(rawArgs);
        }
        LauncherOptions own = LauncherOptions.split(rawArgs);
        CommandLineOptions jmh;
        try {
            jmh = new CommandLineOptions(own.jmhArgs().toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new LaunchException(e.getMessage());
        }
        SortedSet<BenchmarkListEntry> selected = SelectedBenchmarks.find(jmh.getIncludes(),
                jmh.getExcludes());
        if (selected.isEmpty()) {
            throw new LaunchException("no benchmark matches " + (jmh.getIncludes().isEmpty() ? "the run"
                    : String.join(" ", jmh.getIncludes())) + "; list them with -l");
        }
        Map<String, Field> paramFields = ParamCheck.paramFields(selected);
        Map<String, List<String>> params = ParamCheck.check(ParamCheck.requested(own.jmhArgs()), paramFields);
        ParamCombinations.check(params, paramFields);
        refuseWarmupsForIngests(selected, jmh);
        refuseThreadsForOneClient(selected, own.threads());
        if (own.sideBySide().isPresent()) {
            refuseSideBySideWhereNotTaken(selected, params);
        }
        // every target before any store: provisioning every store can take minutes, a war that is not there a second
        TargetPasses targets = new TargetPasses(params, selected, out).check();
        Optional<FedoraBuild> sideBySide = own.sideBySide().map(name -> FedoraBuilds.resolve(Target.parse(name),
                Environment.system()));
        List<StoreKind> requested = new ArrayList<>();
        for (String value : params.getOrDefault(ParamNames.STORE, List.of())) {
            requested.add(StoreKind.valueOf(value));
        }
        boolean explicit = !requested.isEmpty();
        if (!explicit) {
            requested.addAll(unnamedStores(params));
        }
        Set<BinaryStoreKind> binaryStores = EnumSet.noneOf(BinaryStoreKind.class);
        params.getOrDefault(ParamNames.BINARY_STORE, List.of())
                .forEach(value -> binaryStores.add(BinaryStoreKind.valueOf(value)));
        boolean binaryStoresNamed = !binaryStores.isEmpty();
        if (!binaryStoresNamed) {
            binaryStores.add(BinaryStoreKind.FILE);
        }
        try (ProvisionedStores stores = StoreProvisioner.forHost().provision(new LinkedHashSet<>(requested), explicit,
                binaryStores)) {
            stores.skipped().forEach((kind, why) ->
                    out.println("# repobench: skipping store " + kind.cliName() + ": " + why));
            if (binaryStoresNamed && !stores.skippedBinaryStores().isEmpty()) {
                throw new LaunchException(stores.skippedBinaryStores().values().iterator().next());
            }
            stores.sources().forEach((what, source) -> out.println("# repobench: " + what + ": " + source));
            if (stores.available().isEmpty()) {
                throw new LaunchException("no store can run here");
            }
            return runBenchmarks(jmh, own, params, selected, stores, targets, sideBySide, out, err);
        }
    }

    /**
     * {@code --side-by-side} starts a second server with each the run starts: a benchmark that would send its requests
     * to the target alone, or a server given by URL (which the run does not start), would leave it silently unused.
     */
    private static void refuseSideBySideWhereNotTaken(Collection<BenchmarkListEntry> selected,
                                                      Map<String, List<String>> params) {
        try {
            selected.forEach(entry -> SideBySideServer.requireTakenBy(entry.getUsername()));
        } catch (IllegalArgumentException e) {
            throw new LaunchException(e.getMessage());
        }
        if (TargetPasses.requested(params).contains(Target.URL)) {
            throw new LaunchException(OptionNames.SIDE_BY_SIDE + " is not applicable to target url: the run starts no"
                    + " server of it to start another with; accepted with targets fedora-VERSION or war:PATH");
        }
    }

    private static RunOutcome runBenchmarks(CommandLineOptions jmh, LauncherOptions own,
                                            Map<String, List<String>> params,
                                            Collection<BenchmarkListEntry> selected, ProvisionedStores stores,
                                            TargetPasses targets, Optional<FedoraBuild> sideBySide, PrintStream out,
                                            PrintStream err) {
        List<StoreSet> storeSets = StoreSet.of(stores.available(), params.get(ParamNames.BINARY_STORE), out);
        if (storeSets.isEmpty()) {
            throw new LaunchException("no available store takes the binary stores asked for ("
                    + String.join(", ", params.get(ParamNames.BINARY_STORE)) + ")");
        }
        FedoraServers servers = new FedoraServers(FixtureCache.fromEnvironment().root().resolve("ldp"),
                stores.forkJvmArgs(), out, own.serverOptions());
        sideBySide.ifPresent(build -> {
            targets.withSideBySide(new TargetPasses.SideBySide(build, servers.sideBySide(own.sideBySideOptions())));
            out.println("# repobench: side by side with each server the run starts, " + build.cliName()
                    + own.sideBySideOptions().injection().map(cost -> " with " + cost.describe()).orElse("")
                    + " starts too, and every other warm GET or create goes to it (" + OptionNames.SIDE_BY_SIDE + ")");
        });
        // what a target lacks is said here, before any fork
        List<Pass> passes = targets.of(storeSets, stores.available(), servers);
        Optional<String> serverOnly = own.serverOnlyOption();
        if (serverOnly.isPresent() && targets.builds().isEmpty()) {
            throw new LaunchException(serverOnly.get() + " is not applicable: no target of this run is a server the"
                    + " suite starts; accepted with a target fedora-VERSION or war:PATH");
        }
        if (!own.bytesStored()) {
            out.println("# repobench: what the servers store is not measured (" + OptionNames.NO_BYTES_STORED + ")");
        }
        own.warmServer().ifPresent(most -> out.println("# repobench: each fork warms its server until the server's"
                + " compiler is quiet, for at most " + most.toSeconds() + " s (" + OptionNames.WARM_SERVER + ")"));
        own.serverOptions().profiles().ifPresent(dir -> out.println("# repobench: each server start records itself"
                + " into " + dir.toAbsolutePath() + " when it stops (" + OptionNames.SERVER_PROFILE + "; read with"
                + " ./repobench profile FILE.jfr [FILE.jfr ...])"));
        PassRunner.refuseNoFork(jmh, selected, passes);
        ResultFiles files = new ResultFiles(own.outDir());
        try {
            Path scratch = files.scratch();
            CollectingOutputFormat output = new CollectingOutputFormat(
                    OutputFormatFactory.createFormatInstance(out, jmh.verbosity().orElse(VerboseMode.NORMAL)));
            var environment = RunEnvironment.capture(stores, targets.builds(), own.serverOptions(),
                    sideBySide, own.sideBySideOptions());
            Path flames = files.timestamped(FlameNames.DIRECTORY_SUFFIX);
            FlameRun flame = FlameRun.of(own.flame(), flames, out);
            if (own.flame()) {
                environment.put(FlameNames.ENVIRONMENT_KEY, flames.toAbsolutePath().toString());
            }
            PassRunner runner = new PassRunner(jmh, params, selected, stores.forkJvmArgs(), own.oneServer(),
                    own.bytesStored(), own.serverForkSettings(), flame, output, out);
            PartialResults partial = new PartialResults(files, runner::samples, runner::running,
                    targets.inapplicableParams(), environment);
            output.onCompleted(completed -> keepSoFar(partial, completed, err));
            List<RunResult> results = new ArrayList<>();
            // one JMH run per thread count (JMH's own "threads" field tells the merged results apart) and per pass:
            // combinations that exist together (stores with the same binary stores; one server per target and store)
            for (Integer threads : own.threads().isEmpty() ? Collections.<Integer>singletonList(null) : own.threads()) {
                List<String> oneClient = threads == null || threads == 1 ? List.of()
                        : singleThreaded(selected, threads, out);
                for (Pass pass : passes) {
                    List<String> excludes = new ArrayList<>(pass.excludes());
                    excludes.addAll(oneClient);
                    if (noneLeft(selected, excludes)) {
                        continue;
                    }
                    try {
                        results.addAll(runner.run(pass, excludes, threads));
                    } catch (RunnerException failure) {
                        return keepPartial(partial, output, failure, err);
                    }
                }
            }
            if (!output.missing().isEmpty()) {
                // -foe false lets JMH go on past a failure, never lets the run pass without a result it asked for
                return keepMissing(partial, output, err);
            }
            if (results.isEmpty()) {
                throw new LaunchException("no benchmark matched " + jmh.getIncludes());
            }
            MarkedJson.write(scratch, results, runner.samples(), runner.running(), targets.inapplicableParams());
            Path kept = files.publishComplete(scratch);
            partial.discard();
            RunEnvironment.write(environment, files.timestamped(".environment.json"));
            RunEnvironment.write(environment, files.directory().resolve("environment.json"));
            out.println();
            out.println(ConsoleTable.render(ResultSet.load(kept)));
            out.println("# repobench: results " + kept + " (also " + files.directory().resolve(ResultFiles.LATEST)
                    + ")");
            Reports.afterRun(own, kept, out, err);
            return RunOutcome.COMPLETED;
        } catch (LaunchException | LdpException e) {
            // a server that would not start: one line with its log, exit code 2, as for any other bad input
            throw e;
        } catch (Exception e) {
            err.println("repobench run: failed: " + e);
            return RunOutcome.FAILED;
        }
    }

    /**
     * The stores a run provisions when it names none: every one, but for a run against a server given by URL alone,
     * which keeps its data as it is configured to and needs no database (its pass records the file store's name).
     */
    static List<StoreKind> unnamedStores(Map<String, List<String>> params) {
        boolean urlOnly = TargetPasses.requested(params).stream()
                .allMatch(target -> target.kind() == TargetKind.URL);
        return urlOnly ? List.of(StoreKind.FILE) : List.of(StoreKind.values());
    }

    /**
     * The benchmarks that declare one thread ({@code @Threads(1)}: an ingest is one client, as the study's script
     * was) are left out of a pass at more threads, and said once: run at 1 thread (or without --threads) they run.
     */
    private static List<String> singleThreaded(Collection<BenchmarkListEntry> selected, int threads, PrintStream out) {
        List<String> excludes = new ArrayList<>();
        for (BenchmarkListEntry entry : selected) {
            if (oneClient(entry)) {
                excludes.add(Pass.excluding(entry));
                out.println("# repobench: not run at " + threads + " threads: " + entry.getUsername()
                        + " (one client by design; it runs in the 1-thread pass)");
            }
        }
        return excludes;
    }

    /** Whether the benchmark declares one thread ({@code @Threads(1)}): one client by design. */
    private static boolean oneClient(BenchmarkListEntry entry) {
        return entry.getThreads().orElse(0) == 1;
    }

    /** Whether the excludes leave none of the selected benchmarks, which JMH would refuse as a failed run. */
    private static boolean noneLeft(Collection<BenchmarkListEntry> selected, List<String> excludes) {
        List<Pattern> patterns = excludes.stream().map(Pattern::compile).toList();
        return selected.stream().allMatch(entry -> patterns.stream()
                .anyMatch(pattern -> pattern.matcher(entry.getUsername()).find()));
    }

    /** A run whose every benchmark is one client, asked only for more threads, would run nothing: said at once. */
    private static void refuseThreadsForOneClient(Collection<BenchmarkListEntry> selected, List<Integer> threads) {
        if (threads.isEmpty() || threads.contains(1)
                || !selected.stream().allMatch(BenchLauncher::oneClient)) {
            return;
        }
        throw new LaunchException("--threads " + threads.stream().map(String::valueOf)
                .collect(Collectors.joining(",")) + ": " + selected.iterator().next().getUsername() + " is one client"
                + " by design (as the study's script) and runs on one thread; accepted: --threads 1, or no --threads");
    }

    /**
     * A benchmark that declares no warm-up (an ingest growing one store through the trial, one batch per iteration)
     * would ingest batches no result shows: say so before anything starts rather than fail in the fork.
     */
    private static void refuseWarmupsForIngests(Collection<BenchmarkListEntry> selected, CommandLineOptions jmh) {
        int warmups = jmh.getWarmupIterations().orElse(0);
        if (warmups == 0) {
            return;
        }
        for (BenchmarkListEntry entry : selected) {
            if (entry.getWarmupIterations().orElse(-1) == 0) {
                throw new LaunchException("-wi " + warmups + ": " + entry.getUsername() + " grows its store through"
                        + " the trial, every iteration one batch, and takes no warm-up iterations; accepted: -wi 0"
                        + " (with Maven: -Dbench.warmups=0)");
            }
        }
    }

    /** What completed so far, kept after each benchmark; a run killed at any point keeps it. */
    private static void keepSoFar(PartialResults partial, List<RunResult> completed, PrintStream err) {
        try {
            partial.keep(completed);
        } catch (IOException e) {
            err.println("repobench run: the results so far could not be kept (" + e + "); the run goes on");
        }
    }

    private static RunOutcome keepPartial(PartialResults partial, CollectingOutputFormat output,
                                          RunnerException failure, PrintStream err) throws Exception {
        List<RunResult> completed = output.completed();
        if (String.valueOf(failure.getMessage()).contains("JMH lock")) {
            err.println("repobench run: another benchmark run (or a gate) holds JMH's lock " + System.getProperty(
                    "java.io.tmpdir") + "/jmh.lock; wait for it to finish, or run with"
                    + " REPOBENCH_JAVA_OPTS=-Djmh.ignoreLock=true if numbers disturbed by it are acceptable");
            return RunOutcome.FAILED;
        }
        // a trial whose writes failed says how in its one line; any other failure's trace is in the output above
        err.println("repobench run: " + output.failedWrites().orElse("a benchmark failed: " + failure.getMessage()));
        if (!completed.isEmpty()) {
            Path kept = partial.keep(completed);
            err.println("repobench run: the " + ForkResults.merge(completed).size() + " benchmark(s) that completed"
                    + " are kept in " + kept + "; latest.json still holds the last complete run");
        }
        return RunOutcome.FAILED;
    }

    /** A run that went on past failed benchmarks: what completed is kept, the run failed, each missing one named. */
    private static RunOutcome keepMissing(PartialResults partial, CollectingOutputFormat output, PrintStream err)
            throws IOException {
        List<String> missing = output.missing();
        err.println("repobench run: " + missing.size() + " benchmark(s) asked for gave no result (-foe false goes on"
                + " past a failure; the run still fails): " + String.join("; ", missing));
        if (!output.completed().isEmpty()) {
            err.println("repobench run: the " + ForkResults.merge(output.completed()).size() + " benchmark(s) that"
                    + " completed are kept in " + partial.keep(output.completed()) + "; latest.json still holds the"
                    + " last complete run");
        }
        return RunOutcome.FAILED;
    }

    private static RunOutcome runJmhMain(List<String> args) {
        try {
            Main.main(args.toArray(String[]::new));
            return RunOutcome.COMPLETED;
        } catch (Exception e) {
            System.err.println("repobench run: " + e.getMessage());
            return RunOutcome.FAILED;
        }
    }
}
