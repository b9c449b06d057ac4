package org.repobench.cli;

import org.repobench.api.FlameNames;
import org.repobench.api.OptionNames;
import org.repobench.api.OptionSpec;
import org.repobench.api.Target;
import org.repobench.compare.CompareOptions;
import org.repobench.compare.Pairing;
import org.repobench.gate.GateArms;
import org.repobench.gate.GateException;
import org.repobench.gate.GateOptions;
import org.repobench.gate.GateRun;
import org.repobench.gate.GateSet;
import org.repobench.ldp.fedora.FedoraBuilds;
import org.repobench.ldp.inject.Injection;
import org.repobench.run.SelectedBenchmarks;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code ./repobench gate --base REV [--head REV] ...}: is HEAD slower than BASE, judged on this machine now?
 * With {@code --base-target T --head-target T} the arms are two Fedora builds instead ({@code war:PATH} or
 * {@code fedora-VERSION}, as the {@code target} param takes them), run with this checkout's benchmarks, every fork a
 * server start of its own.
 * Both revisions are built from git, run interleaved fork by fork (ABBA), and compared as {@code compare} does; the
 * exit code is compare's: 0 no regression, 1 regression, 2 bad input or no verdict (a revision did not build or run,
 * or the comparison could not judge), 3 when the gate itself could not run.
 *
 * <p>The head defaults to HEAD's commit and then requires a clean working tree: the gate builds commits, and silently
 * leaving the user's edits out would answer a question nobody asked. {@code --head HEAD} says it explicitly.
 */
public final class GateCommand implements Command {
    /**
     * Both builds' servers started together in each step, the requests sent to each in turn: the pairs are judged as
     * pairs, and the machine's moments fall on both alike. The same word as {@code run}'s option that each step
     * passes on: the gate's flag is what {@code run --side-by-side T} does for both builds.
     */
    static final String SIDE_BY_SIDE = OptionNames.SIDE_BY_SIDE;
    static final String NAME = "gate";
    private static final String TARGETS = "a Fedora build as the target param takes it: war:PATH or fedora-VERSION";
    private static final String BASE = "--base";
    private static final String HEAD = "--head";
    static final String BASE_TARGET = "--base-target";
    static final String HEAD_TARGET = "--head-target";
    static final String HEAD_INJECT = "--head-inject";
    static final String FORKS = "--forks";
    static final String WARMUP = "--warmup";
    static final String INCLUDE = "--include";
    static final String PARAMS = "--params";
    private static final String OFFLINE = "--offline";
    private static final String WITH_TARGETS = "with " + BASE_TARGET + "/" + HEAD_TARGET + ": ";
    private static final String NEEDS_TARGETS = " needs " + BASE_TARGET + " and " + HEAD_TARGET;
    /** Its arguments as its usage line and its errors write them; every option in {@link #OPTIONS}. */
    static final String USAGE = "(" + BASE + " REV [" + HEAD + " REV] | " + BASE_TARGET + " T " + HEAD_TARGET + " T ["
            + HEAD_INJECT + " COST] [" + OptionNames.WARM_SERVER + " SECONDS | " + SIDE_BY_SIDE + "]) [options]";
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(BASE, "REV", "the revision to compare against (required, unless two Fedora builds)"),
            OptionSpec.valued(HEAD, "REV", "the revision under test; without it the work tree must be clean")
                    .defaultsTo("HEAD's commit"),
            OptionSpec.valued(BASE_TARGET, "T", "instead of two revisions, two Fedora builds, every fork a server"
                    + " start: the base's, war:PATH or fedora-VERSION"),
            OptionSpec.valued(HEAD_TARGET, "T", "with " + BASE_TARGET + ": the head's Fedora build"),
            OptionSpec.valued(HEAD_INJECT, "COST", WITH_TARGETS + "a known cost in the head's server's own code"
                    + " (cpu=10%, alloc=10%), to measure what the gate catches"),
            OptionSpec.flag(SIDE_BY_SIDE, WITH_TARGETS + "both servers start together in every step, each request"
                    + " sent to each in turn, the steps judged as pairs"),
            OptionSpec.valued(FORKS, "N", "forks per arm, " + GateOptions.MIN_FORKS + " to " + GateOptions.MAX_FORKS)
                    .defaultsTo(GateOptions.DEFAULT_FORKS + "; " + GateOptions.SIDE_BY_SIDE_FORKS + " pairs with "
                            + SIDE_BY_SIDE),
            OptionSpec.valued(OptionNames.WARM_SERVER, "SECONDS", WITH_TARGETS + "every fork warms its server until"
                    + " its JIT compiler is quiet, for at most SECONDS, before the JMH warm-up"),
            OptionSpec.valued(WARMUP, "N", "warm-up iterations of 1 s in every fork, 1 to " + GateSet.MAX_WARMUPS)
                    .defaultsTo(GateSet.DEFAULT_WARMUPS + "; " + GateSet.SIDE_BY_SIDE_WARMUPS + " with "
                            + SIDE_BY_SIDE),
            OptionSpec.valued(CompareCommand.THRESHOLD, "PCT", "time threshold, passed to compare")
                    .defaultsTo(CompareOptions.DEFAULT_THRESHOLD_PERCENT),
            OptionSpec.valued(CompareCommand.POOLED_THRESHOLD, "PCT", "the floor of every benchmark as one (time and"
                    + " CPU), passed to compare").defaultsTo(CompareCommand.THRESHOLD + "'s; with " + SIDE_BY_SIDE
                    + " " + OptionSpec.written(GateOptions.SIDE_BY_SIDE_POOLED_THRESHOLD_PERCENT) + ", or "
                    + CompareCommand.THRESHOLD + "'s if finer"),
            OptionSpec.valued(CompareCommand.ALLOC_THRESHOLD, "PCT", "allocation threshold, passed to compare")
                    .defaultsTo(CompareOptions.DEFAULT_ALLOCATION_THRESHOLD_PERCENT),
            OptionSpec.valued(CompareCommand.ALPHA, "A", "significance level, greater than 0 and less than 1")
                    .defaultsTo(CompareOptions.DEFAULT_ALPHA),
            OptionSpec.valued(INCLUDE, "REGEX", "the gate set's benchmarks, a JMH include pattern")
                    .defaultsTo(GateSet.DEFAULT_INCLUDE + "; two Fedora builds: " + GateSet.SERVER_INCLUDE),
            OptionSpec.valued(PARAMS, "'name=v1,v2;name2=v'", "the gate set's params; each replaces the default"
                    + " of its name"),
            OptionSpec.flag(OFFLINE, "runs Maven with -o (machines without network access)"),
            OptionSpec.flag(FlameNames.OPTION, "every step records where its CPU and allocation went (run "
                    + FlameNames.OPTION + "): compare.html draws a differential flame graph for every signal that"
                    + " fires; both arms are profiled alike, which perturbs both"),
            OptionSpec.flag(CompareCommand.BY_STEP, "judge base fork k and head fork k, which ran in neighbouring"
                    + " steps, as pairs (compare " + CompareCommand.BY_STEP + "); needs 6 forks or more")
                    .formerly(CompareCommand.BY_STEP_FORMERLY));

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "build two revisions (or start two Fedora builds), run them interleaved on this machine, compare;"
                + " exit 1 on a regression";
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
    public int run(List<String> args, PrintStream out, PrintStream err) {
        GateOptions options = parse(args);
        if (options.arms() instanceof GateArms.Builds builds) {
            checkBuilds(builds);
        }
        try {
            return ExitCodes.of(new GateRun(options, Path.of("").toAbsolutePath(), out, err).run());
        } catch (GateException e) {
            err.println("repobench gate: " + e.getMessage());
            return ExitCodes.NO_VERDICT;
        } catch (IOException | RuntimeException e) {
            // exit 1 must only ever mean "regression": CI fails a pull request on it with that message
            err.println("repobench gate: could not run, the gate itself failed: " + e);
            e.printStackTrace(err);
            return ExitCodes.COULD_NOT_RUN;
        }
    }

    /**
     * Both builds checked as a run checks its targets, before anything starts: a war that is missing or no Fedora's,
     * a version the registry lacks, a Jakarta war with no Java 21+ to run it; each one line, exit 2. (A registry's
     * version is resolved into the local repository here, as the steps would.) The same build twice, an A/A gate, is
     * read once.
     */
    private static void checkBuilds(GateArms.Builds builds) {
        for (String target : new LinkedHashSet<>(List.of(builds.base(), builds.head()))) {
            FedoraBuilds.resolve(Target.parse(target), Environment.system());
        }
    }

    /** Every option checked before anything is built: a typo costs a second, not a build. */
    static GateOptions parse(List<String> args) {
        return parse(args, SelectedBenchmarks::paramNames);
    }

    /**
     * @param paramsOf the param names of the benchmarks an include selects on this classpath
     *                 ({@link SelectedBenchmarks#paramNames}), or empty where that is not known
     */
    static GateOptions parse(List<String> args, Function<String, Optional<Set<String>>> paramsOf) {
        Arguments parsed = Arguments.parse(args, NAME, OPTIONS);
        if (!parsed.positional().isEmpty()) {
            throw new UsageException("unexpected argument '" + parsed.positional().get(0) + "'; usage: gate " + USAGE);
        }
        GateArms arms = arms(parsed);
        boolean sideBySide = arms instanceof GateArms.Builds builds && builds.sideBySide();
        int forks = (int) parsed.number(FORKS, sideBySide ? GateOptions.SIDE_BY_SIDE_FORKS
                : GateOptions.DEFAULT_FORKS, GateOptions.MIN_FORKS, GateOptions.MAX_FORKS);
        GateSet gateSet = arms instanceof GateArms.Builds
                ? (sideBySide ? GateSet.sideBySideDefaults() : GateSet.serverDefaults()) : GateSet.defaults();
        if (parsed.has(INCLUDE)) {
            GateSet included = gateSet.withInclude(parsed.get(INCLUDE, null));
            // a build gate's steps run this classpath's benchmarks: its defaults keep what they have
            gateSet = arms instanceof GateArms.Builds
                    ? paramsOf.apply(included.include()).map(included::keeping).orElse(included) : included;
        }
        if (parsed.has(PARAMS)) {
            gateSet = gateSet.withParams(parsed.get(PARAMS, null));
        }
        gateSet = gateSet.withWarmups((int) parsed.number(WARMUP, gateSet.warmups(), 1, GateSet.MAX_WARMUPS));
        if (parsed.has(OptionNames.WARM_SERVER)) {
            if (!(arms instanceof GateArms.Builds)) {
                throw new UsageException(OptionNames.WARM_SERVER + " warms the Fedora servers the gate starts, so it"
                        + NEEDS_TARGETS + "; accepted: gate " + USAGE);
            }
            gateSet = gateSet.withWarmServer((int) parsed.number(OptionNames.WARM_SERVER, 0, 1,
                    OptionNames.WARM_SERVER_MAX_SECONDS));
        }
        // side by side, every benchmark as one holds still enough for a finer floor than each benchmark's
        CompareOptions compare = CompareCommand.options(parsed, sideBySide
                ? OptionalDouble.of(GateOptions.SIDE_BY_SIDE_POOLED_THRESHOLD_PERCENT) : OptionalDouble.empty());
        if (sideBySide) {
            if (parsed.has(OptionNames.WARM_SERVER)) {
                throw new UsageException(OptionNames.WARM_SERVER + " is not applicable with " + SIDE_BY_SIDE
                        + ": it waits for one server's compiler; accepted: gate " + USAGE);
            }
            if (!GateSet.SIDE_BY_SIDE_INCLUDES.contains(gateSet.include())) {
                throw new UsageException(INCLUDE + " '" + gateSet.include() + "' is not applicable with " + SIDE_BY_SIDE
                        + ": only the warm GET and the create send their requests to two servers in turn; accepted:"
                        + " " + INCLUDE + " '" + String.join("', '", GateSet.SIDE_BY_SIDE_INCLUDES) + "' or none");
            }
            // each step's two servers are a pair: judged by the signed-rank test on their ratios
            compare = new CompareOptions(compare.threshold(), compare.alpha(), compare.allocationThreshold(),
                    Pairing.BY_STEP, compare.pooledThreshold());
        }
        return new GateOptions(arms, forks, compare, gateSet, parsed.flag(OFFLINE), parsed.flag(FlameNames.OPTION));
    }

    /** Two revisions ({@code --base}, {@code --head}) or two Fedora builds ({@code --base-target}, ...), not both. */
    private static GateArms arms(Arguments parsed) {
        if (parsed.has(BASE_TARGET) || parsed.has(HEAD_TARGET)) {
            if (parsed.has(BASE) || parsed.has(HEAD)) {
                throw new UsageException(BASE + "/" + HEAD + " (two revisions) and " + BASE_TARGET + "/" + HEAD_TARGET
                        + " (two Fedora builds) cannot be mixed; accepted: gate " + USAGE);
            }
            // checked here, and handed on as the launcher takes it back
            Optional<String> injection = parsed.has(HEAD_INJECT)
                    ? Optional.of(Injection.parse(parsed.get(HEAD_INJECT, null)).spec()) : Optional.empty();
            return new GateArms.Builds(target(BASE_TARGET, parsed.require(BASE_TARGET, TARGETS)),
                    target(HEAD_TARGET, parsed.require(HEAD_TARGET, TARGETS)), injection,
                    parsed.flag(SIDE_BY_SIDE));
        }
        if (parsed.flag(SIDE_BY_SIDE)) {
            throw new UsageException(SIDE_BY_SIDE + " starts two Fedora servers together, so it" + NEEDS_TARGETS
                    + "; accepted: gate " + USAGE);
        }
        if (parsed.has(HEAD_INJECT)) {
            throw new UsageException(HEAD_INJECT + " adds a cost to the head's Fedora server, so it" + NEEDS_TARGETS
                    + "; accepted: gate " + USAGE);
        }
        String base = revision(BASE, parsed.require(BASE,
                "a git revision to compare against, e.g. origin/main, HEAD~1 or a commit sha"));
        Optional<String> head = parsed.has(HEAD)
                ? Optional.of(revision(HEAD, parsed.get(HEAD, null))) : Optional.empty();
        return new GateArms.Revisions(base, head);
    }

    /** A Fedora build's name; the war or the version is checked before the gate starts ({@link #checkBuilds}). */
    private static String target(String option, String value) {
        String target = value.trim();
        if (!target.startsWith(GateArms.Builds.WAR_PREFIX) && !target.startsWith("fedora-")) {
            throw new UsageException(option + " must be " + TARGETS + ", got '" + value + "'");
        }
        if (target.equals(GateArms.Builds.WAR_PREFIX)) {
            throw new UsageException(option + " names no war after '" + GateArms.Builds.WAR_PREFIX + "'; accepted: "
                    + TARGETS);
        }
        if (target.startsWith(GateArms.Builds.WAR_PREFIX)) {
            // the steps and the plan name the file the same way wherever they run
            return GateArms.Builds.WAR_PREFIX + Path.of(target.substring(GateArms.Builds.WAR_PREFIX.length()))
                    .toAbsolutePath().normalize();
        }
        return target;
    }

    /** Anything git rev-parse understands, but never something git would read as an option. */
    private static String revision(String option, String value) {
        String rev = value.trim();
        if (rev.isEmpty() || rev.startsWith("-")) {
            throw new UsageException(option + " must be a git revision (a branch, tag, sha or expression such as "
                    + "HEAD~1), got '" + value + "'");
        }
        return rev;
    }
}
