package org.repobench.gate;

import org.repobench.api.OptionNames;
import org.repobench.api.ParamNames;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Two Fedora builds (a war each, or a version the Maven registry serves), run with this checkout's benchmarks: every
 * step is a launcher of its own with one fork, so every step starts its arm's server afresh and the forks the test
 * compares are server starts. Before anything is timed each arm runs the gate set once, briefly: that loads its
 * fixtures through its own build, and a war that is missing or no Fedora fails there, in the launcher's one line.
 */
final class BuildArms implements ArmSource {
    private final GateOptions options;
    private final GateArms.Builds builds;
    private final ChildProcesses processes;
    private final Path workingDirectory;
    private final String classpath;
    private final PrintStream out;

    BuildArms(GateOptions options, GateArms.Builds builds, ChildProcesses processes, Path workingDirectory,
              String classpath, PrintStream out) {
        this.options = options;
        this.builds = builds;
        this.processes = processes;
        this.workingDirectory = workingDirectory;
        this.classpath = classpath;
        this.out = out;
    }

    @Override
    public Path gateRoot() {
        return workingDirectory.resolve("target").resolve("gate");
    }

    @Override
    public List<String> arms() {
        List<String> lines = new ArrayList<>();
        lines.add(String.format("%-4s %s%s", Arm.BASE.label(), builds.base(), digest(builds.base())));
        lines.add(String.format("%-4s %s%s", Arm.HEAD.label(), builds.head(), digest(builds.head())));
        lines.add("every server on " + GateSet.SERVER_JVM_ARGS + " (" + OptionNames.SERVER_JVM_ARGS + "), its client"
                + " forks on " + GateSet.CLIENT_JVM_ARGS);
        if (builds.sideBySide()) {
            lines.add("side by side (--side-by-side): both builds' servers start together in every step, each warm GET"
                    + " and create goes to one of them in turn, and each step's two are judged as a pair");
        }
        builds.headInjection().ifPresent(cost -> lines.add("head's server has " + cost + " injected into its"
                + " code (" + OptionNames.SERVER_INJECT + "): a known cost, which shows what the gate catches"));
        if (builds.sameBuild(WarFiles::sha256) && builds.headInjection().isEmpty()) {
            lines.add("base and head are the same build: an A/A gate, which shows how often the gate alarms on no"
                    + " change");
        }
        return lines;
    }

    private static String digest(String target) {
        if (!target.startsWith(GateArms.Builds.WAR_PREFIX)) {
            return "";
        }
        return WarFiles.sha256(target.substring(GateArms.Builds.WAR_PREFIX.length()))
                .map(sha -> " (sha256 " + sha.substring(0, 12) + ")").orElse("");
    }

    /** Each arm runs its own build, named in its results' {@code target}. */
    @Override
    public Set<String> armParams() {
        return Set.of(ParamNames.TARGET);
    }

    @Override
    public Map<Arm, ArmSteps.Side> prepare(Path runDirectory, Cleanup cleanup, Phases phases) throws IOException {
        Map<Arm, ArmSteps.Side> sides = new EnumMap<>(Arm.class);
        if (builds.sideBySide()) {
            sides.put(Arm.BASE, pair(builds.base(), Optional.empty(), builds.head(), builds.headInjection()));
            sides.put(Arm.HEAD, pair(builds.head(), builds.headInjection(), builds.base(), Optional.empty()));
        } else {
            sides.put(Arm.BASE, side(builds.base(), Optional.empty()));
            sides.put(Arm.HEAD, side(builds.head(), builds.headInjection()));
        }
        out.println("gate: loading each build's fixtures through its own server (one short run per " + (builds
                .sideBySide() ? "order of the two, each server's home apart" : "arm") + ") ...");
        for (Arm arm : preparedArms()) {
            ArmSteps.Side side = sides.get(arm);
            Path log = runDirectory.resolve("prepare-" + arm.label() + ".log");
            int exit = processes.run(StepCommands.prepare(StepCommands.java(), classpath,
                    runDirectory.resolve("prepare-" + arm.label()), options.gateSet(), side.args()),
                    workingDirectory, log);
            if (exit != 0) {
                throw new GateException(arm.label() + " " + side.name() + " could not run the gate set ("
                        + ChildProcesses.describeExit(exit) + ")" + reason(log).map(line -> ": " + line).orElse("")
                        + "; log: " + log);
            }
        }
        phases.done("fixtures");
        return sides;
    }

    /**
     * The arms whose steps are run once before anything is timed, to load their fixtures: each arm; side by side, one
     * when both are the same target (its two orders then use the same two homes).
     */
    private List<Arm> preparedArms() {
        return builds.sideBySide() && builds.base().equals(builds.head()) ? List.of(Arm.BASE) : List.of(Arm.values());
    }

    /** A side-by-side step whose target is {@code target}'s server, {@code beside}'s started beside it. */
    private ArmSteps.Side pair(String target, Optional<String> targetInjection, String beside,
                               Optional<String> besideInjection) {
        List<String> args = new ArrayList<>(armArgs(target, targetInjection));
        args.addAll(List.of(OptionNames.BESIDE, beside));
        besideInjection.ifPresent(cost -> args.addAll(List.of(OptionNames.BESIDE_INJECT, cost)));
        return new ArmSteps.Side(target + targetInjection.map(cost -> " with " + cost).orElse("") + " beside "
                + beside + besideInjection.map(cost -> " with " + cost).orElse(""), classpath, args);
    }

    private ArmSteps.Side side(String target, Optional<String> injection) {
        return new ArmSteps.Side(target + injection.map(cost -> " with " + cost).orElse(""), classpath,
                armArgs(target, injection));
    }

    /**
     * What a step of an arm adds to the launcher's command: its target, every server on the forks' collector and
     * fixed heap ({@link GateSet#SERVER_JVM_ARGS}), no walk of its files for the bytes it stores (no signal of the
     * gate's, and seconds a walk on a home holding the 10,000-member fixtures), and the head's injected cost.
     */
    static List<String> armArgs(String target, Optional<String> injection) {
        List<String> args = new ArrayList<>(List.of("-p", ParamNames.TARGET + "=" + target,
                OptionNames.SERVER_JVM_ARGS, GateSet.SERVER_JVM_ARGS, OptionNames.NO_BYTES_STORED));
        injection.ifPresent(cost -> args.addAll(List.of(OptionNames.SERVER_INJECT, cost)));
        return List.copyOf(args);
    }

    /** The launcher's own line saying what was wrong (bad input, a server that did not start), if it wrote one. */
    static Optional<String> reason(Path log) throws IOException {
        if (!Files.exists(log)) {
            return Optional.empty();
        }
        try (Stream<String> lines = Files.lines(log)) {
            return lines.filter(line -> line.startsWith("repobench")).reduce((first, second) -> second);
        }
    }
}
