package org.repobench.gate;

import org.repobench.api.OptionNames;
import org.repobench.api.ParamNames;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Two Fedora builds (a war each, or a version the Maven registry serves), run with this checkout's benchmarks: every
 * step is a launcher of its own with one fork, so every step starts its arm's server afresh and the forks the test
 * compares are server starts. Nothing runs before the steps: both builds were checked before the gate began
 * ({@code GateCommand}), and a step whose server had to load its fixtures is made again by its own launcher (a start
 * that loaded is no fresh server). A run of the gate set before the steps, only to load the fixtures, cost 51 to 72 s
 * of every gate on a 2-core machine whose homes held them already.
 */
final class BuildArms implements ArmSource {
    private final GateArms.Builds builds;
    private final Path workingDirectory;
    private final String classpath;
    private final PrintStream out;

    BuildArms(GateArms.Builds builds, Path workingDirectory, String classpath, PrintStream out) {
        this.builds = builds;
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
            lines.add("side by side (" + OptionNames.SIDE_BY_SIDE + "): both builds' servers start together in every"
                    + " step, each warm GET and create goes to one of them in turn, and each step's two are judged as a"
                    + " pair");
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
    public Map<Arm, ArmSteps.Side> prepare(Path runDirectory, Cleanup cleanup, Phases phases) {
        Map<Arm, ArmSteps.Side> sides = new EnumMap<>(Arm.class);
        if (builds.sideBySide()) {
            sides.put(Arm.BASE, sideBySide(builds.base(), Optional.empty(), builds.head(), builds.headInjection()));
            sides.put(Arm.HEAD, sideBySide(builds.head(), builds.headInjection(), builds.base(), Optional.empty()));
        } else {
            sides.put(Arm.BASE, side(builds.base(), Optional.empty()));
            sides.put(Arm.HEAD, side(builds.head(), builds.headInjection()));
        }
        out.println("gate: each server loads the gate set's fixtures through its own build in its first step where its"
                + " home lacks them; that start is then set aside and made again, so every sample is a fresh server");
        return sides;
    }

    /** A side-by-side step whose target is {@code target}'s server, {@code other}'s the side-by-side server. */
    private ArmSteps.Side sideBySide(String target, Optional<String> targetInjection, String other,
                                     Optional<String> otherInjection) {
        List<String> args = new ArrayList<>(armArgs(target, targetInjection));
        args.addAll(List.of(OptionNames.SIDE_BY_SIDE, other));
        otherInjection.ifPresent(cost -> args.addAll(List.of(OptionNames.SIDE_BY_SIDE_INJECT, cost)));
        return new ArmSteps.Side(target + targetInjection.map(cost -> " with " + cost).orElse("") + " side by side"
                + " with " + other + otherInjection.map(cost -> " with " + cost).orElse(""), classpath, args);
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
}
