package org.repobench.cli;

import org.repobench.api.OptionSpec;
import org.repobench.api.Target;
import org.repobench.bisect.Bisect;
import org.repobench.bisect.BisectLog;
import org.repobench.bisect.BisectOptions;
import org.repobench.bisect.BuildSpec;
import org.repobench.bisect.BuildTools;
import org.repobench.bisect.Checkout;
import org.repobench.bisect.Commit;
import org.repobench.bisect.GateJudge;
import org.repobench.bisect.WarBuilds;
import org.repobench.compare.CompareOptions;
import org.repobench.gate.ChildProcesses;
import org.repobench.gate.Cleanup;
import org.repobench.gate.GateArms;
import org.repobench.gate.GateOptions;
import org.repobench.gate.GateSet;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.fedora.FedoraBuilds;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code ./repobench bisect --checkout DIR --good REV --bad REV [options]}: the first commit of a Fedora checkout
 * that made it slower, by the gate's rule. Each candidate's war is built from its commit (cached by commit; one that
 * does not build is skipped) and judged side by side against the good commit's war by the gate; the search narrows
 * as {@code git bisect} does. Everything is in {@code target/bisect/<good>..<bad>/}: {@code bisect.log}, which a run
 * of the same command resumes from, {@code result.json} and each step's gate. Exit 0 when it named the first bad
 * commit, 2 for bad input or a step without a verdict, 3 when it could not run.
 */
public final class BisectCommand implements Command {
    static final String NAME = "bisect";
    private static final String OFFLINE = "--offline";
    private static final String PLACEHOLDER_WAR = GateArms.Builds.WAR_PREFIX + "bisect-candidate.war";
    private static final String REVISIONS = "a commit of the checkout: a sha, tag, branch, or e.g. HEAD~3";
    static final String USAGE = BisectOptions.CHECKOUT + " DIR " + BisectOptions.GOOD + " REV " + BisectOptions.BAD
            + " REV [options]";
    /** The gate's options a bisect hands on to every step's gate, as the gate takes them. */
    private static final List<OptionSpec> GATE_OPTIONS = List.of(
            OptionSpec.valued(GateCommand.INCLUDE, "REGEX", "the benchmarks each step's gate runs, as gate takes it")
                    .defaultsTo(GateSet.SIDE_BY_SIDE_INCLUDE),
            OptionSpec.valued(GateCommand.PARAMS, "'name=v1,v2;name2=v'", "the gate set's params; each replaces the"
                    + " default of its name"),
            OptionSpec.valued(GateCommand.FORKS, "N", "pairs of servers per step's gate, " + GateOptions.MIN_FORKS
                    + " to " + GateOptions.MAX_FORKS).defaultsTo(GateOptions.SIDE_BY_SIDE_FORKS),
            OptionSpec.valued(GateCommand.WARMUP, "N", "warm-up iterations of 1 s in every fork, 1 to "
                    + GateSet.MAX_WARMUPS).defaultsTo(GateSet.SIDE_BY_SIDE_WARMUPS),
            OptionSpec.valued(CompareCommand.THRESHOLD, "PCT", "each benchmark's time and CPU threshold, as gate")
                    .defaultsTo(CompareOptions.DEFAULT_THRESHOLD_PERCENT),
            OptionSpec.valued(CompareCommand.POOLED_THRESHOLD, "PCT", "the floor of every benchmark as one, as gate")
                    .defaultsTo(OptionSpec.written(GateOptions.SIDE_BY_SIDE_POOLED_THRESHOLD_PERCENT)),
            OptionSpec.valued(CompareCommand.ALLOC_THRESHOLD, "PCT", "allocation threshold, as gate")
                    .defaultsTo(CompareOptions.DEFAULT_ALLOCATION_THRESHOLD_PERCENT),
            OptionSpec.valued(CompareCommand.ALPHA, "A", "significance level, as gate")
                    .defaultsTo(CompareOptions.DEFAULT_ALPHA),
            OptionSpec.valued(GateCommand.HEAD_INJECT, "COST", "a known cost in every candidate's server (cpu=10%,"
                    + " alloc=10%): every candidate then regresses, to see what the steps can catch"));
    private static final List<OptionSpec> OPTIONS = declared();

    private static List<OptionSpec> declared() {
        List<OptionSpec> options = new ArrayList<>(List.of(
                OptionSpec.valued(BisectOptions.CHECKOUT, "DIR", "the git checkout of Fedora to bisect (required;"
                        + " its own working tree is left alone)"),
                OptionSpec.valued(BisectOptions.GOOD, "REV", "a commit that is not slower (required), an ancestor"
                        + " of the bad one"),
                OptionSpec.valued(BisectOptions.BAD, "REV", "a commit that is slower (required)"),
                OptionSpec.flag(BisectOptions.TRUST_BAD, "take the bad commit as slower without judging it first"),
                OptionSpec.valued(BisectOptions.SKIP, "REV[,REV]", "commits to leave out, as git bisect skip: e.g."
                        + " one whose server does not start"),
                OptionSpec.valued(BisectOptions.BUILD_COMMAND, "'CMD'", "builds a candidate's war instead of Fedora's"
                        + " Maven build, run by sh -c in a scratch work tree of the commit")
                        .defaultsTo(String.join(" ", BuildSpec.DEFAULT_MAVEN)),
                OptionSpec.valued(BisectOptions.BUILD_ARGS, "'ARGS'", "added to the build's command line, e.g."
                        + " '-Dfoo=bar'"),
                OptionSpec.valued(BisectOptions.WAR_GLOB, "GLOB", "where the build leaves the war, relative to the"
                        + " work tree").defaultsTo(BuildSpec.DEFAULT_WAR_GLOB),
                OptionSpec.valued(BisectOptions.JAVA_HOME, "DIR", "the JDK the build runs on")
                        .defaultsTo("JAVA_HOME, else the Java running repobench"),
                OptionSpec.flag(OFFLINE, "Fedora's Maven build runs with -o"),
                OptionSpec.valued(BisectOptions.OUT, "DIR", "the bisect's directory: its log, result.json, each"
                        + " step's gate").defaultsTo("target/bisect/GOOD..BAD")));
        options.addAll(GATE_OPTIONS);
        return List.copyOf(options);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "find the first commit of a Fedora checkout that is slower, each candidate's war built and judged"
                + " against the good one's by the gate, side by side";
    }

    @Override
    public String usage() {
        return USAGE;
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) throws IOException {
        Arguments parsed = Arguments.parse(args, NAME, OPTIONS);
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'; usage: " + NAME + " "
                    + USAGE);
        }
        GateOptions gate = GateCommand.parse(gateArgs(parsed));
        BisectOptions options = options(parsed);
        ChildProcesses processes = new ChildProcesses();
        Checkout checkout = Checkout.at(options.checkout(), processes);
        Commit good = checkout.resolve(BisectOptions.GOOD, options.good());
        Commit bad = checkout.resolve(BisectOptions.BAD, options.bad());
        List<Commit> candidates = checkout.candidates(good, bad);
        Set<String> skips = skips(checkout, options.skip(), candidates);
        Path workingDirectory = Path.of("").toAbsolutePath();
        Path bisects = workingDirectory.resolve("target").resolve(NAME);
        Path directory = options.out().orElse(bisects.resolve(good.shortSha() + ".." + bad.shortSha()))
                .toAbsolutePath();
        try (Cleanup cleanup = new Cleanup(processes, err)) {
            WarBuilds wars = new WarBuilds(bisects.resolve("wars"), checkout, options.build(), processes, cleanup,
                    out);
            wars.sweep();
            Bisect bisect = new Bisect(new BisectLog.Plan(good, bad, options.settings()), candidates, skips,
                    options.trustBad(), directory, wars, BisectCommand::problem,
                    new GateJudge(gate, workingDirectory, out, err), out);
            return bisect.run().status().code();
        }
    }

    /** The gate's own parse of the options it shares, two placeholder builds in place of each step's. */
    private static List<String> gateArgs(Arguments parsed) {
        List<String> args = new ArrayList<>(List.of(GateCommand.BASE_TARGET, PLACEHOLDER_WAR,
                GateCommand.HEAD_TARGET, PLACEHOLDER_WAR, GateCommand.SIDE_BY_SIDE));
        for (OptionSpec option : GATE_OPTIONS) {
            if (parsed.has(option.name())) {
                args.addAll(List.of(option.name(), parsed.get(option.name(), null)));
            }
        }
        return args;
    }

    static BisectOptions options(Arguments parsed) {
        Path checkout = Path.of(parsed.require(BisectOptions.CHECKOUT, "a git checkout of Fedora"));
        String good = revision(BisectOptions.GOOD, parsed.require(BisectOptions.GOOD, REVISIONS));
        String bad = revision(BisectOptions.BAD, parsed.require(BisectOptions.BAD, REVISIONS));
        List<String> skip = new ArrayList<>();
        if (parsed.has(BisectOptions.SKIP)) {
            for (String rev : parsed.get(BisectOptions.SKIP, null).split(",")) {
                skip.add(revision(BisectOptions.SKIP, rev));
            }
        }
        List<String> buildArgs = parsed.has(BisectOptions.BUILD_ARGS)
                ? Arrays.stream(parsed.get(BisectOptions.BUILD_ARGS, null).trim().split("\\s+"))
                .filter(arg -> !arg.isEmpty()).toList() : List.of();
        String glob = parsed.get(BisectOptions.WAR_GLOB, BuildSpec.DEFAULT_WAR_GLOB).trim();
        try {
            FileSystems.getDefault().getPathMatcher("glob:" + glob);
        } catch (IllegalArgumentException e) {
            throw new UsageException(BisectOptions.WAR_GLOB + " '" + glob + "' is not a glob (" + e.getMessage()
                    + "); accepted: a path relative to the work tree, e.g. " + BuildSpec.DEFAULT_WAR_GLOB);
        }
        if (glob.isEmpty() || glob.startsWith("/")) {
            throw new UsageException(BisectOptions.WAR_GLOB + " '" + glob + "' is not relative to the work tree;"
                    + " accepted: e.g. " + BuildSpec.DEFAULT_WAR_GLOB);
        }
        boolean custom = parsed.has(BisectOptions.BUILD_COMMAND);
        if (custom && parsed.get(BisectOptions.BUILD_COMMAND, null).isBlank()) {
            throw new UsageException(BisectOptions.BUILD_COMMAND + " is empty; accepted: a shell command that builds"
                    + " the war in the work tree");
        }
        Map<String, String> environment = BuildTools.environment(parsed.has(BisectOptions.JAVA_HOME)
                ? Optional.of(Path.of(parsed.get(BisectOptions.JAVA_HOME, null))) : Optional.empty(),
                System.getenv(), Path.of(System.getProperty("java.home")), !custom);
        BuildSpec build = custom ? BuildSpec.shell(parsed.get(BisectOptions.BUILD_COMMAND, null), buildArgs, glob,
                environment) : BuildSpec.maven(parsed.flag(OFFLINE), buildArgs, environment);
        if (!custom && !glob.equals(BuildSpec.DEFAULT_WAR_GLOB)) {
            build = new BuildSpec(build.command(), glob, environment, false);
        }
        return new BisectOptions(checkout, good, bad, skip, parsed.flag(BisectOptions.TRUST_BAD),
                parsed.has(BisectOptions.OUT) ? Optional.of(Path.of(parsed.get(BisectOptions.OUT, null)))
                        : Optional.empty(), build, settings(parsed));
    }

    /** The options that decide a verdict, as given: a log of other ones is not resumed. */
    private static Map<String, String> settings(Arguments parsed) {
        Map<String, String> settings = new LinkedHashMap<>();
        List<String> deciding = new ArrayList<>(List.of(BisectOptions.BUILD_COMMAND, BisectOptions.BUILD_ARGS,
                BisectOptions.WAR_GLOB));
        GATE_OPTIONS.forEach(option -> deciding.add(option.name()));
        for (String name : deciding) {
            if (parsed.has(name)) {
                settings.put(name, parsed.get(name, null).trim());
            }
        }
        return settings;
    }

    private static String revision(String option, String value) {
        String rev = value.trim();
        if (rev.isEmpty() || rev.startsWith("-")) {
            throw new UsageException(option + " must be " + REVISIONS + ", got '" + value + "'");
        }
        return rev;
    }

    /** The commits {@code --skip} names, each a candidate other than the bad one. */
    private static Set<String> skips(Checkout checkout, List<String> revisions, List<Commit> candidates) {
        Set<String> skips = new LinkedHashSet<>();
        for (String rev : revisions) {
            Commit commit = checkout.resolve(BisectOptions.SKIP, rev);
            int index = candidates.stream().map(Commit::sha).toList().indexOf(commit.sha());
            if (index < 0 || index == candidates.size() - 1) {
                throw new UsageException(BisectOptions.SKIP + " " + commit.describe() + " is not a candidate;"
                        + " accepted: a commit after " + BisectOptions.GOOD + " and before " + BisectOptions.BAD
                        + " on the bad one's first-parent line");
            }
            skips.add(commit.sha());
        }
        return skips;
    }

    /** Whether the suite can start a candidate's war: what a run checks of a target before anything starts. */
    private static Optional<String> problem(Path war) {
        try {
            FedoraBuilds.resolve(Target.parse(GateArms.Builds.WAR_PREFIX + war), Environment.system());
            return Optional.empty();
        } catch (LdpException | IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }
}
