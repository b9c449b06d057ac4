package org.repobench.bisect;

import org.repobench.api.ExitStatus;
import org.repobench.api.ParamNames;
import org.repobench.compare.ComparisonReport;
import org.repobench.compare.Judgement;
import org.repobench.compare.BenchmarkComparison;
import org.repobench.compare.Pooled;
import org.repobench.compare.Signal;
import org.repobench.compare.Verdict;
import org.repobench.gate.GateArms;
import org.repobench.gate.GateException;
import org.repobench.gate.GateOptions;
import org.repobench.gate.GateRun;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * A candidate judged by the gate between two Fedora builds, side by side: the good commit's war the base, the
 * candidate's the head, every other setting the user's ({@code --include}, {@code --params}, {@code --forks}, the
 * thresholds). Its verdict is the gate's: a regression is bad, a pass good, and no verdict stops the bisect; nothing
 * here judges anything the gate did not.
 */
public final class GateJudge implements Judge {
    private final GateOptions template;
    private final Path workingDirectory;
    private final PrintStream out;
    private final PrintStream err;

    /**
     * @param template the gate's options as the user gave them, its two builds placeholders: each candidate's gate
     *                 is this one with the good war as base and the candidate's as head
     */
    public GateJudge(GateOptions template, Path workingDirectory, PrintStream out, PrintStream err) {
        if (!(template.arms() instanceof GateArms.Builds builds) || !builds.sideBySide()) {
            throw new IllegalArgumentException("a bisect judges two Fedora builds side by side: " + template.arms());
        }
        this.template = template;
        this.workingDirectory = workingDirectory;
        this.out = out;
        this.err = err;
    }

    @Override
    public Judged judge(Commit candidate, Path goodWar, Path candidateWar, Path directory) throws IOException {
        GateArms.Builds arms = (GateArms.Builds) template.arms();
        GateOptions options = new GateOptions(new GateArms.Builds(GateArms.Builds.WAR_PREFIX + goodWar,
                GateArms.Builds.WAR_PREFIX + candidateWar, arms.headInjection(), true), template.forks(),
                template.compare(), template.gateSet(), template.offline());
        try {
            return judged(new GateRun(options, workingDirectory, Optional.of(directory), out, err).judge());
        } catch (GateException e) {
            // the gate's own "no verdict": a step that failed, a server that did not start
            return Judged.stopped(StepVerdict.NO_VERDICT, e.getMessage(), directory.toString());
        }
    }

    /** The gate's outcome as a bisect's verdict, with the row that says what it measured and could have seen. */
    static Judged judged(GateRun.Result result) {
        String results = result.runDirectory().toString();
        if (result.report().isEmpty()) {
            return Judged.stopped(StepVerdict.NO_VERDICT, "compare could not judge the two builds' results",
                    results);
        }
        ComparisonReport report = result.report().get();
        StepVerdict verdict = verdict(result.outcome());
        String note = "";
        if (verdict == StepVerdict.NO_VERDICT) {
            note = report.problems().isEmpty() ? report.noVerdict().orElse("compare had no verdict")
                    : "cannot compare " + String.join("; ", report.problems());
        }
        Optional<Pooled> pooled = report.pooled(Pooled.TIME);
        String row = "";
        OptionalDouble change = OptionalDouble.empty();
        OptionalDouble couldSee = OptionalDouble.empty();
        Optional<Judgement> judgement = pooled.map(Pooled::judgement)
                .or(() -> report.benchmarks().stream().findFirst().map(BenchmarkComparison::time));
        if (judgement.isPresent()) {
            row = pooled.map(p -> p.label() + " (" + Pooled.TIME + ")")
                    .orElseGet(() -> label(report, report.benchmarks().get(0)) + " (" + Pooled.TIME + ")");
            change = OptionalDouble.of(judgement.get().change());
            couldSee = judgement.get().detectable();
        }
        return new Judged(verdict, row, change, couldSee, fired(report), results, note);
    }

    private static StepVerdict verdict(ExitStatus outcome) {
        return switch (outcome) {
            case DONE -> StepVerdict.GOOD;
            case REGRESSION -> StepVerdict.BAD;
            case NO_VERDICT, BAD_INPUT -> StepVerdict.NO_VERDICT;
            default -> StepVerdict.COULD_NOT_RUN;
        };
    }

    /** Every row that called a regression: "ManyMembersBenchmark.warmGet size=10 (cpu)", "all 5 as one (time)". */
    static List<String> fired(ComparisonReport report) {
        List<String> fired = new ArrayList<>();
        for (BenchmarkComparison benchmark : report.benchmarks()) {
            String label = label(report, benchmark);
            if (benchmark.time().verdict() == Verdict.REGRESSION) {
                fired.add(label + " (" + Pooled.TIME + ")");
            }
            for (Signal signal : Signal.values()) {
                if (benchmark.has(signal, Verdict.REGRESSION)) {
                    fired.add(label + " (" + signal.label() + ")");
                }
            }
            if (benchmark.failures().rose()) {
                fired.add(label + " (failed writes)");
            }
        }
        report.pooled().stream().filter(p -> p.judgement().verdict() == Verdict.REGRESSION)
                .forEach(p -> fired.add(p.label() + " (" + p.signal() + ")"));
        return fired;
    }

    /**
     * A benchmark's row by what tells it apart from the others: its method and the params whose values differ between
     * the gate set's benchmarks ("ManyMembersBenchmark.warmGet size=1000"), as compare's tables say the rest once.
     */
    private static String label(ComparisonReport report, BenchmarkComparison benchmark) {
        Set<String> same = new HashSet<>(benchmark.key().params().keySet());
        for (BenchmarkComparison other : report.benchmarks()) {
            same.removeIf(name -> !benchmark.key().params().get(name).equals(other.key().params().get(name)));
        }
        same.add(ParamNames.TARGET);
        return benchmark.key().label(same);
    }
}
