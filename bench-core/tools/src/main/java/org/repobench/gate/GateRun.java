package org.repobench.gate;

import org.repobench.api.ExitStatus;
import org.apache.commons.io.output.CloseShieldOutputStream;
import org.apache.commons.io.output.TeeOutputStream;
import org.repobench.compare.Comparison;
import org.repobench.compare.ComparisonException;
import org.repobench.compare.ComparisonJson;
import org.repobench.compare.ComparisonMarkdown;
import org.repobench.compare.ComparisonPage;
import org.repobench.compare.ComparisonReport;
import org.repobench.compare.ComparisonTable;
import org.repobench.compare.Signal;
import org.repobench.compare.Verdict;
import org.repobench.results.JmhJsonWriter;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One gate, start to verdict: resolve and build both revisions, prepare the fixtures, run the ABBA schedule under the
 * JMH lock, merge each arm's forks, and let the comparison judge. Everything it writes goes to
 * {@code target/gate/<timestamp>/}.
 */
public final class GateRun {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final GateOptions options;
    private final Path workingDirectory;
    private final Optional<Path> runsRoot;
    private final PrintStream out;
    private final PrintStream err;
    private final ChildProcesses processes = new ChildProcesses();
    private final List<String> timings = new ArrayList<>();

    public GateRun(GateOptions options, Path workingDirectory, PrintStream out, PrintStream err) {
        this(options, workingDirectory, Optional.empty(), out, err);
    }

    /**
     * @param runsRoot where the gate's own directory is made instead of {@code target/gate} (a bisect keeps each
     *                 step's gate with its log)
     */
    public GateRun(GateOptions options, Path workingDirectory, Optional<Path> runsRoot, PrintStream out,
                   PrintStream err) {
        this.options = options;
        this.workingDirectory = workingDirectory;
        this.runsRoot = runsRoot;
        this.out = out;
        this.err = err;
    }

    /**
     * How a gate came out and what it found.
     *
     * @param outcome      done (no regression), a regression, or no verdict
     * @param report       the comparison; empty when the arms had nothing in common to judge
     * @param runDirectory where everything it wrote is
     */
    public record Result(ExitStatus outcome, Optional<ComparisonReport> report, Path runDirectory) {
    }

    /** How the gate came out: done (no regression), a regression, or no verdict. */
    public ExitStatus run() throws IOException {
        return judge().outcome();
    }

    /** The gate, start to verdict, and what its comparison found. */
    public Result judge() throws IOException {
        long start = System.nanoTime();
        ArmSource source = options.arms() instanceof GateArms.Builds builds
                ? new BuildArms(builds, workingDirectory, System.getProperty("java.class.path"), out)
                : new RevisionArms(options, (GateArms.Revisions) options.arms(), processes, workingDirectory, out);
        Path runDirectory = newRunDirectory(runsRoot.orElse(source.gateRoot()));
        StepKind steps = options.arms().steps();
        List<AbbaSchedule.Step> schedule = steps.schedule(options.forks());
        List<String> arms = source.arms();
        printPlan(arms, schedule, runDirectory);

        try (Cleanup cleanup = new Cleanup(processes, err)) {
            long[] phase = {System.nanoTime()};
            Map<Arm, ArmSteps.Side> sides = GateFlames.asking(options.flame(), source.prepare(runDirectory, cleanup,
                    name -> phase[0] = timed(name, phase[0])));

            Map<Arm, List<Path>> forkFiles;
            try (JmhLock lock = JmhLock.acquire(out)) {
                phase[0] = timed("JMH lock wait", phase[0]);
                forkFiles = new ArmSteps(processes, workingDirectory, runDirectory.resolve("steps"),
                        options.gateSet(), out, err).run(schedule, sides, steps);
            }
            phase[0] = timed("benchmarks", phase[0]);
            if (options.flame()) {
                GateFlames.gather(schedule, runDirectory.resolve("steps"), runDirectory);
            }

            Map<Arm, Path> merged = writeMerged(forkFiles, runDirectory);
            Optional<ComparisonReport> report = compare(merged.get(Arm.BASE), merged.get(Arm.HEAD), runDirectory,
                    source.armParams());
            timed("compare", phase[0]);
            timings.add("total " + Progress.duration(System.nanoTime() - start));
            ExitStatus verdict = report.map(ComparisonReport::outcome).orElse(ExitStatus.NO_VERDICT);
            printSummary(arms, runDirectory, verdict, report);
            return new Result(verdict, report, runDirectory);
        }
    }

    /**
     * One JMH file per arm, {@code base.json} and {@code head.json}, holding all of that arm's forks in the order they
     * ran, as if JMH had run them itself: {@code compare}, {@code report} and other JMH tools read them as they are.
     */
    private static Map<Arm, Path> writeMerged(Map<Arm, List<Path>> forkFiles, Path runDirectory) throws IOException {
        Map<Arm, Path> merged = new EnumMap<>(Arm.class);
        for (Arm arm : Arm.values()) {
            Path file = runDirectory.resolve(arm.label() + ".json");
            merged.put(arm, JmhJsonWriter.write(file, ResultSet.load(forkFiles.get(arm))));
        }
        return merged;
    }

    private static Path newRunDirectory(Path gateRoot) throws IOException {
        Files.createDirectories(gateRoot);
        String stamp = LocalDateTime.now().format(STAMP);
        for (int attempt = 1; ; attempt++) {
            Path candidate = gateRoot.resolve(attempt == 1 ? stamp : stamp + "-" + attempt);
            try {
                return Files.createDirectory(candidate);
            } catch (FileAlreadyExistsException taken) {
                // another gate started in the same second
            }
        }
    }

    private void printPlan(List<String> arms, List<AbbaSchedule.Step> schedule, Path runDirectory) {
        arms.forEach(line -> out.println("gate: " + line));
        out.printf("gate: gate set %s; %d %s per arm in the order %s (A = base%s)%n", options.gateSet().describe(),
                options.forks(), forksAre(), order(schedule),
                options.arms().steps().orderNote());
        out.printf("gate: results in %s%n", runDirectory);
    }

    /** What one sample of an arm is: a fork, or against a Fedora build a server start, or a pair of them. */
    private String forksAre() {
        return options.arms().steps().samples(options.arms() instanceof GateArms.Builds);
    }

    private static String order(List<AbbaSchedule.Step> schedule) {
        return schedule.stream().map(step -> step.arm() == Arm.BASE ? "A" : "B").collect(Collectors.joining(""));
    }

    private long timed(String what, long since) {
        long now = System.nanoTime();
        timings.add(what + " " + Progress.duration(now - since));
        return now;
    }

    /**
     * The comparison of the two arms, printed as {@code ./repobench compare} prints it and kept beside the merged
     * results (compare.txt, compare.json, compare.html). Empty when the arms have nothing in common to judge.
     */
    private Optional<ComparisonReport> compare(Path base, Path head, Path runDirectory, Set<String> armParams)
            throws IOException {
        out.println("gate: comparing " + base + " with " + head + " (" + options.compare().describe() + ")");
        try (OutputStream file = Files.newOutputStream(runDirectory.resolve("compare.txt"));
             PrintStream toOut = tee(out, file);
             PrintStream toErr = tee(err, file)) {
            ComparisonReport report;
            try {
                report = new Comparison(options.compare(), armParams).compare(base, ResultSet.load(base), head,
                        ResultSet.load(head));
            } catch (ComparisonException e) {
                toErr.println("gate: cannot compare: " + e.getMessage());
                return Optional.empty();
            }
            ComparisonTable.print(report, toOut);
            report.problems().forEach(p -> toErr.println("gate: cannot compare " + p));
            if (report.problems().isEmpty() && report.outcome() == ExitStatus.NO_VERDICT) {
                report.noVerdict().ifPresent(line -> toErr.println("gate: " + line));
            }
            toOut.println("wrote " + ComparisonJson.write(report, runDirectory.resolve("compare.json")));
            toOut.println("wrote " + ComparisonPage.write(report, runDirectory.resolve("compare.html")));
            toOut.println("wrote " + ComparisonMarkdown.write(report, runDirectory.resolve("compare.md")));
            return Optional.of(report);
        }
    }

    private static PrintStream tee(PrintStream console, OutputStream file) {
        // shielded: the console outlives the compare, and the caller closes the file once
        return new PrintStream(new TeeOutputStream(CloseShieldOutputStream.wrap(console),
                CloseShieldOutputStream.wrap(file)), true, StandardCharsets.UTF_8);
    }

    private void printSummary(List<String> arms, Path runDirectory, ExitStatus outcome,
                              Optional<ComparisonReport> report) throws IOException {
        List<String> lines = new ArrayList<>(arms);
        lines.add(options.forks() + " " + forksAre() + " per arm, ABBA; gate set " + options.gateSet().describe());
        lines.add("time: " + String.join(", ", timings));
        lines.add("verdict: " + verdict(outcome));
        report.map(GateRun::signals).ifPresent(lines::add);
        report.map(ComparisonReport::rule).ifPresent(lines::add);
        lines.add("results: " + runDirectory + " (compare.html to read first; compare.md for a CI job's summary;"
                + " base.json, head.json, compare.txt, compare.json, steps/)");
        Files.write(runDirectory.resolve("summary.txt"), lines);
        out.println();
        lines.forEach(line -> out.println("gate: " + line));
    }

    /**
     * "signals: time 1 regression(s) of 2, allocation 0 regression(s) of 2, all 2 as one: time regression cpu pass":
     * which signal failed the gate, for the reader and for the gate campaign's tally.
     */
    static String signals(ComparisonReport report) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "signals: time %d regression(s) of %d",
                report.count(Verdict.REGRESSION), report.benchmarks().size()));
        for (Signal signal : Signal.values()) {
            line.append(String.format(Locale.ROOT, ", %s %d regression(s) of %d", signal.label(),
                    report.count(signal, Verdict.REGRESSION), report.judged(signal)));
        }
        report.pooled().stream().findFirst().ifPresent(all -> line.append(", ").append(all.label()).append(':'));
        report.pooled().forEach(all -> line.append(' ').append(all.signal()).append(' ')
                .append(all.judgement().verdict().label()));
        return line.toString();
    }

    static String verdict(ExitStatus outcome) {
        return switch (outcome) {
            case DONE -> "PASS, no regression (exit " + outcome.code() + ")";
            case REGRESSION -> "REGRESSION (exit " + outcome.code() + ")";
            case NO_VERDICT, BAD_INPUT -> "NO VERDICT, compare could not judge the results (exit " + outcome.code()
                    + ")";
            default -> "compare failed (exit " + outcome.code() + ")";
        };
    }
}
