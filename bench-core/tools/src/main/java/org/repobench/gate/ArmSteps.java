package org.repobench.gate;

import org.repobench.results.JmhJsonReader;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Runs the schedule: one JMH fork of the gate set per step, with that step's revision, each into its own directory
 * under {@code steps/}. Prints a line per step with its scores and the time left; a failed step stops the gate.
 */
final class ArmSteps {
    private static final int LOG_TAIL_LINES = 25;

    private final ChildProcesses processes;
    private final Path workingDirectory;
    private final Path stepsDirectory;
    private final GateSet gateSet;
    private final PrintStream out;
    private final PrintStream err;

    ArmSteps(ChildProcesses processes, Path workingDirectory, Path stepsDirectory, GateSet gateSet,
             PrintStream out, PrintStream err) {
        this.processes = processes;
        this.workingDirectory = workingDirectory;
        this.stepsDirectory = stepsDirectory;
        this.gateSet = gateSet;
        this.out = out;
        this.err = err;
    }

    /**
     * An arm as the steps need it.
     *
     * @param name      what the progress lines call it: a revision's short sha, a build's target name
     * @param classpath the benchmarks' classpath: the revision's build, or this checkout's against a Fedora build
     * @param args      what the arm adds to every step's command line ({@code -p target=...} for a Fedora build)
     */
    record Side(String name, String classpath, List<String> args) {
        Side {
            args = List.copyOf(args);
        }

        static Side revision(String shortSha, String classpath) {
            return new Side(shortSha, classpath, List.of());
        }
    }

    /**
     * @param sides what a step runs, by the arm the step is (side by side: the arm whose server is the target)
     * @return each arm's result files, one per fork (against a Fedora build, one server start), in run order
     */
    Map<Arm, List<Path>> run(List<AbbaSchedule.Step> schedule, Map<Arm, Side> sides, StepKind kind)
            throws IOException {
        Map<Arm, List<Path>> results = new EnumMap<>(Arm.class);
        out.printf("gate: %d steps, one JMH fork each; the time left is estimated after the first that loads no"
                + " fixtures%n", schedule.size());
        List<Long> plainStepNanos = new ArrayList<>();
        for (AbbaSchedule.Step step : schedule) {
            Side side = sides.get(step.arm());
            long stepStart = System.nanoTime();
            Path directory = stepsDirectory.resolve(step.directoryName());
            Path log = stepsDirectory.resolve(step.directoryName() + ".log");
            int exit = processes.run(StepCommands.fork(StepCommands.java(), side.classpath(), directory, gateSet,
                    side.args()),
                    workingDirectory, log);
            Path result = directory.resolve("latest.json");
            if (exit != 0 || !Files.isRegularFile(result)) {
                printTail(log);
                throw new GateException(String.format(Locale.ROOT, "step %d/%d (%s %s, fork %d) failed (%s)%s; log: %s",
                        step.number(), step.total(), step.arm().label(), side.name(), step.fork(),
                        exit == 0 ? "no latest.json written" : ChildProcesses.describeExit(exit),
                        launcherLine(log).map(line -> ": " + line).orElse(""), log));
            }
            Map<Arm, Path> forks = kind.results(step, result);
            forks.forEach((arm, file) -> results.computeIfAbsent(arm, any -> new ArrayList<>()).add(file));
            long now = System.nanoTime();
            if (!Progress.loadedFixtures(log)) {
                plainStepNanos.add(now - stepStart);
            }
            out.printf(Locale.ROOT, "gate: step %2d/%d %-4s %s fork %d/%d  %s  %s  (%s)%n", step.number(),
                    step.total(), step.arm().label(), side.name(), step.fork(), step.forksPerArm(),
                    Progress.duration(now - stepStart), forks.size() == 1 ? scores(result) : pairScores(forks),
                    Progress.eta(Progress.remainingNanos(plainStepNanos, step.number(), step.total())));
        }
        return results;
    }

    /** The step's scores, labelled by the method and by the params that vary within the gate set. */
    private String scores(Path result) {
        List<String> parts = new ArrayList<>();
        for (JmhResult entry : JmhJsonReader.read(result)) {
            parts.add(String.format(Locale.ROOT, "%s %.3f %s", label(entry), entry.primary().score(),
                    entry.primary().unit().text()));
        }
        return String.join(" | ", parts);
    }

    /** The method and the params that vary within the gate set. */
    private String label(JmhResult entry) {
        String benchmark = entry.benchmark();
        StringBuilder label = new StringBuilder(benchmark.substring(benchmark.lastIndexOf('.') + 1));
        gateSet.params().forEach((name, values) -> {
            String value = entry.params().get(name);
            if (values.size() > 1 && value != null && !ParamOrder.NOT_APPLICABLE.equals(value)) {
                label.append(' ').append(value);
            }
        });
        return label.toString();
    }

    /** Side by side: each benchmark's two servers, and head's time as a share of base's. */
    private String pairScores(Map<Arm, Path> forks) {
        List<JmhResult> base = JmhJsonReader.read(forks.get(Arm.BASE));
        List<JmhResult> head = JmhJsonReader.read(forks.get(Arm.HEAD));
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < Math.min(base.size(), head.size()); i++) {
            double a = base.get(i).primary().score();
            double b = head.get(i).primary().score();
            parts.add(String.format(Locale.ROOT, "%s base %.3f head %.3f %s (%.3f)", label(base.get(i)), a, b,
                    base.get(i).primary().unit().text(), b / a));
        }
        return String.join(" | ", parts);
    }

    /**
     * The launcher's own line saying what was wrong (bad input, a server that did not start), if it wrote one: the
     * gate's one line then says it.
     */
    static Optional<String> launcherLine(Path log) throws IOException {
        if (!Files.exists(log)) {
            return Optional.empty();
        }
        try (Stream<String> lines = Files.lines(log)) {
            return lines.filter(line -> line.startsWith("repobench")).reduce((first, second) -> second);
        }
    }

    private void printTail(Path log) throws IOException {
        if (!Files.exists(log)) {
            return;
        }
        List<String> lines;
        try (Stream<String> all = Files.lines(log)) {
            lines = all.toList();
        }
        err.println("---- last lines of " + log);
        lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()).forEach(err::println);
        err.println("----");
    }
}
