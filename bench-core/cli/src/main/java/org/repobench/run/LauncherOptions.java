package org.repobench.run;

import org.repobench.api.FlameNames;
import org.repobench.api.OptionNames;
import org.repobench.api.OptionSpec;
import org.repobench.api.Target;
import org.repobench.jmh.CompilerQuiet;
import org.repobench.jmh.FlameAgent;
import org.repobench.jmh.ServerWarmup;
import org.repobench.ldp.fedora.ServerOptions;
import org.repobench.ldp.inject.Injection;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The launcher's own {@code --} options, split from the JMH arguments around them: those {@link LauncherOptionSpecs}
 * declares, which also says what each does, and no other. Three of them exist so a Maven property can carry a list in
 * one value (empty values are ignored, as an unset property gives one): {@code --params}, {@code --prof} and
 * {@code --extra}. By default each fork against a server the suite starts is a server start of its own
 * ({@link ForkPlan}), so {@code --one-server} is the quick look. {@code --server-inject} adds a known cost
 * ({@link Injection}) to test what a gate catches; {@code --no-bytes-stored} saves the gate between two builds the
 * walks of a server's files, no signal there; {@code --warm-server} waits for a server's compiler
 * ({@code ServerWarmup}); {@code --side-by-side} starts a second build's server with every server, the side-by-side
 * server, for the gate's side-by-side steps, and {@code --server-inject} is then the target's server's alone and
 * {@code --side-by-side-inject} the other's.
 * {@code --flame} records every fork's measured iterations for flame graphs ({@link FlameRun}).
 */
record LauncherOptions(Path outDir, boolean report, boolean oneServer, boolean bytesStored, List<Integer> threads,
                       Optional<Injection> serverInjection, List<String> serverJvmArgs, Optional<Duration> warmServer,
                       boolean serverProfile, Optional<String> sideBySide, Optional<Injection> sideBySideInjection,
                       boolean flame, List<String> jmhArgs) {
    /** Where under the results directory the servers' recordings go. */
    static final String PROFILES = "server-profiles";
    static final Path DEFAULT_OUT = ResultFiles.DEFAULT_DIRECTORY;
    static final int MAX_THREADS = 1024;

    /**
     * The first option given that only a server the suite starts takes ({@code --server-inject},
     * {@code --server-jvm-args}, {@code --warm-server}, {@code --server-profile}, {@code --no-bytes-stored}): without
     * such a target it is not applicable.
     */
    Optional<String> serverOnlyOption() {
        if (serverInjection.isPresent()) {
            return Optional.of(OptionNames.SERVER_INJECT);
        }
        if (!serverJvmArgs.isEmpty()) {
            return Optional.of(OptionNames.SERVER_JVM_ARGS);
        }
        if (warmServer.isPresent()) {
            return Optional.of(OptionNames.WARM_SERVER);
        }
        if (serverProfile) {
            return Optional.of(OptionNames.SERVER_PROFILE);
        }
        if (sideBySide.isPresent()) {
            return Optional.of(OptionNames.SIDE_BY_SIDE);
        }
        return bytesStored ? Optional.empty() : Optional.of(OptionNames.NO_BYTES_STORED);
    }

    /** The settings every fork against a server the run starts gets from these options. */
    List<String> serverForkSettings() {
        return warmServer.map(most -> List.of("-D" + ServerWarmup.SETTING + "=" + most.toSeconds()))
                .orElse(List.of());
    }

    /** What the side-by-side server gets ({@code --side-by-side}): the JVM options, its own cost. */
    ServerOptions sideBySideOptions() {
        return new ServerOptions(serverJvmOptions(), sideBySideInjection,
                serverProfile ? Optional.of(outDir.resolve(PROFILES)) : Optional.empty());
    }

    /** What every server the run starts gets beyond its build's start. */
    ServerOptions serverOptions() {
        return new ServerOptions(serverJvmOptions(), serverInjection,
                serverProfile ? Optional.of(outDir.resolve(PROFILES)) : Optional.empty());
    }

    /** {@code --server-jvm-args}' options, and with {@code --flame} those that make a profiler's stacks right. */
    private List<String> serverJvmOptions() {
        if (!flame) {
            return serverJvmArgs;
        }
        List<String> all = new ArrayList<>(serverJvmArgs);
        all.addAll(FlameAgent.JVM_OPTIONS);
        return all;
    }

    static LauncherOptions split(List<String> args) {
        Path out = DEFAULT_OUT;
        boolean report = true;
        boolean oneServer = false;
        boolean bytesStored = true;
        Optional<Injection> injection = Optional.empty();
        List<String> serverJvmArgs = List.of();
        Optional<Duration> warmServer = Optional.empty();
        boolean serverProfile = false;
        boolean flame = false;
        Optional<String> sideBySide = Optional.empty();
        Optional<Injection> sideBySideInjection = Optional.empty();
        List<Integer> threads = new ArrayList<>();
        List<String> jmh = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case LauncherOptionSpecs.OUT -> {
                    String dir = valueOf(args, ++i, arg);
                    if (dir.isBlank()) {
                        throw new LaunchException(LauncherOptionSpecs.OUT + " needs a directory");
                    }
                    out = Path.of(dir);
                }
                case LauncherOptionSpecs.NO_REPORT -> report = false;
                case LauncherOptionSpecs.ONE_SERVER -> oneServer = true;
                case OptionNames.NO_BYTES_STORED -> bytesStored = false;
                case LauncherOptionSpecs.THREADS -> threads = threadCounts(valueOf(args, ++i, arg));
                case OptionNames.SERVER_INJECT -> injection = Optional.of(Injection.parse(valueOf(args, ++i, arg)));
                case OptionNames.SERVER_JVM_ARGS -> serverJvmArgs = ServerOptions.parseJvmOptions(valueOf(args, ++i,
                        arg));
                case OptionNames.WARM_SERVER -> warmServer = Optional.of(warmSeconds(valueOf(args, ++i, arg)));
                case OptionNames.SERVER_PROFILE -> serverProfile = true;
                case FlameNames.OPTION -> flame = true;
                case OptionNames.SIDE_BY_SIDE -> sideBySide = Optional.of(sideBySideTarget(valueOf(args, ++i, arg)));
                case OptionNames.SIDE_BY_SIDE_INJECT -> sideBySideInjection = Optional.of(Injection.parse(valueOf(args,
                        ++i, arg)));
                case LauncherOptionSpecs.PARAMS -> {
                    for (String param : valueOf(args, ++i, arg).split(";")) {
                        if (!param.isBlank()) {
                            if (!param.contains("=")) {
                                throw new LaunchException(LauncherOptionSpecs.PARAMS + ": '" + param.trim()
                                        + "' is not name=values; accepted: name=v1,v2;name2=v3");
                            }
                            jmh.add("-p");
                            jmh.add(param.trim());
                        }
                    }
                }
                case LauncherOptionSpecs.PROF -> {
                    for (String profiler : valueOf(args, ++i, arg).trim().split("\\s+")) {
                        if (!profiler.isEmpty()) {
                            jmh.add("-prof");
                            jmh.add(profiler);
                        }
                    }
                }
                case LauncherOptionSpecs.EXTRA -> {
                    for (String extra : valueOf(args, ++i, arg).trim().split("\\s+")) {
                        if (!extra.isEmpty()) {
                            jmh.add(extra);
                        }
                    }
                }
                case LauncherOptionSpecs.END_OF_OPTIONS -> {
                    jmh.addAll(args.subList(i + 1, args.size()));
                    i = args.size();
                }
                default -> {
                    if (arg.startsWith("--")) {
                        Optional<String> renamed = OptionSpec.renamed(arg, LauncherOptionSpecs.ALL);
                        throw LauncherOptionSpecs.declares(arg)
                                ? new IllegalStateException(arg + " is declared but not handled")
                                : new LaunchException(renamed.map(line -> line + "; see ./repobench run --help")
                                .orElse("unknown option '" + arg + "'; accepted: "
                                + OptionSpec.accepted(LauncherOptionSpecs.ALL) + " (JMH's own options start with one"
                                + " dash: -p, -f, -prof); see ./repobench run --help"));
                    }
                    if (!arg.isBlank()) {
                        jmh.add(arg);
                    }
                }
            }
        }
        if (sideBySideInjection.isPresent() && sideBySide.isEmpty()) {
            throw new LaunchException(OptionNames.SIDE_BY_SIDE_INJECT + " is not applicable without "
                    + OptionNames.SIDE_BY_SIDE + ": it adds a cost to the side-by-side server; accepted: "
                    + OptionNames.SIDE_BY_SIDE
                    + " war:PATH " + OptionNames.SIDE_BY_SIDE_INJECT + " cpu=10%");
        }
        if (sideBySide.isPresent() && warmServer.isPresent()) {
            throw new LaunchException(OptionNames.WARM_SERVER + " is not applicable with " + OptionNames.SIDE_BY_SIDE
                    + ": it waits for one server's compiler; accepted: one of them");
        }
        return new LauncherOptions(out, report, oneServer, bytesStored, List.copyOf(threads), injection, serverJvmArgs,
                warmServer, serverProfile, sideBySide, sideBySideInjection, flame, jmh);
    }

    /** {@code --side-by-side}'s build, as the target param names one; the launcher resolves it as it does a target. */
    private static String sideBySideTarget(String value) {
        Target target;
        try {
            target = Target.parse(value.strip());
        } catch (IllegalArgumentException e) {
            target = null;
        }
        if (target == null || !target.isManaged()) {
            throw new LaunchException(OptionNames.SIDE_BY_SIDE + ": '" + value + "' is not a Fedora build the suite"
                    + " starts; accepted: war:PATH or fedora-VERSION");
        }
        return value.strip();
    }

    /** {@code --warm-server}'s seconds: the longest a fork warms its server (its range: {@link CompilerQuiet}). */
    private static Duration warmSeconds(String value) {
        try {
            return new CompilerQuiet(Duration.ofSeconds(Integer.parseInt(value.strip()))).most();
        } catch (IllegalArgumentException notSecondsOrOutOfRange) {   // NumberFormatException is one too
            throw new LaunchException(OptionNames.WARM_SERVER + ": '" + value + "' is not a number of seconds;"
                    + " accepted: whole seconds from 1 to " + OptionNames.WARM_SERVER_MAX_SECONDS
                    + " (the longest a fork warms its server)");
        }
    }

    /** {@code 1,2,4}: JMH runs once per count; empty (an unset Maven property) means JMH's own threads setting. */
    private static List<Integer> threadCounts(String value) {
        List<Integer> counts = new ArrayList<>();
        for (String count : value.split(",")) {
            if (count.isBlank()) {
                continue;
            }
            try {
                int n = Integer.parseInt(count.trim());
                if (n >= 1 && n <= MAX_THREADS && !counts.contains(n)) {
                    counts.add(n);
                    continue;
                }
                if (counts.contains(n)) {
                    throw new LaunchException(LauncherOptionSpecs.THREADS + ": " + n
                            + " is given twice; accepted: distinct thread counts");
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw new LaunchException(LauncherOptionSpecs.THREADS + ": '" + count.trim() + "' is not a thread count;"
                    + " accepted: whole numbers from 1 to " + MAX_THREADS + ", comma-separated, e.g. 1,2,4,8,16,32");
        }
        return counts;
    }

    private static String valueOf(List<String> args, int index, String option) {
        if (index >= args.size()) {
            throw new LaunchException(option + " needs a value");
        }
        return args.get(index);
    }
}
