package org.repobench.compare;

import org.repobench.results.Numbers;
import org.repobench.results.ResultKey;
import org.repobench.results.SampleKind;
import org.repobench.results.SampleNote;
import org.repobench.results.TextTable;
import org.repobench.stats.RatioEstimate;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/** Prints a {@link ComparisonReport} for a terminal or CI log: one table for time, one for allocation if measured. */
public final class ComparisonTable {
    /** What the "could see" column means, under every table that has it. */
    static final String COULD_SEE = "could see: the smallest worsening this comparison would have called a regression"
            + " in " + Math.round(CompareOptions.DETECTION_POWER * 10) + " of 10 repeats, from its own forks' noise";
    static final String P = "p: the p a verdict rests on, for one of the gate's tests its Holm-adjusted one-sided p"
            + " (head worse), else its own test's two-sided p";

    private ComparisonTable() {
    }

    public static void print(ComparisonReport report, PrintStream out) {
        out.println("compare: base " + report.baseFile() + ", head " + report.headFile() + " ("
                + report.options().describe() + ")");
        report.armsLine().ifPresent(line -> out.println("arms: " + line));
        ComparisonLabels.of(report.benchmarks()).line().ifPresent(out::println);
        table(report, p -> Optional.of(p.time()), report.pooled(Pooled.TIME), out);
        out.println(SampleNote.ofKinds(samples(report)));
        for (Signal signal : Signal.values()) {
            if (report.judged(signal) > 0) {
                out.println(signal.description() + ", judged apart from time:");
                table(report, p -> p.signal(signal), report.pooled(signal.label()), out);
            }
        }
        costs(report, out);
        report.sharedNotes().forEach(n -> out.println("  note, every benchmark: " + n));
        ComparisonLabels labels = ComparisonLabels.of(report.benchmarks());
        for (BenchmarkComparison p : report.benchmarks()) {
            report.ownNotes(p).forEach(n -> out.println("  note: " + labels.of(p.key()) + ": " + n));
        }
        listOneSided(out, "only in base (not compared)", report.onlyInBase());
        listOneSided(out, "only in head (not compared)", report.onlyInHead());
        out.println(String.format(Locale.ROOT, "%d compared: %d regression, %d warning, %d improvement, %d pass,"
                        + " %d inconclusive%s", report.benchmarks().size(), report.count(Verdict.REGRESSION),
                report.count(Verdict.WARNING), report.count(Verdict.IMPROVEMENT), report.count(Verdict.PASS),
                report.count(Verdict.INCONCLUSIVE),
                report.problems().isEmpty() ? "" : ", " + report.problems().size() + " not comparable"));
        long moreFailures = report.benchmarks().stream().filter(p -> p.failures().rose()).count();
        if (moreFailures > 0) {
            out.println(moreFailures + " with more failed writes than base: a regression each (see the notes)");
        }
        for (Signal signal : Signal.values()) {
            report.verdicts(signal).ifPresent(out::println);
        }
        report.pooled().forEach(all -> out.println(all.label() + ", " + all.signal() + ": "
                + verdict(all.judgement())));
        out.println("method: " + report.options().pairing().method());
        out.println(report.rule());
    }

    private static void table(ComparisonReport report, Function<BenchmarkComparison, Optional<Judgement>> signal,
                              Optional<Pooled> pooled, PrintStream out) {
        double alpha = report.options().alpha();
        TextTable table = new TextTable("benchmark", ">base mean ± sd (samples)", ">head mean ± sd (samples)",
                ">head/base [" + percent(1 - alpha) + " CI]", ">p", ">could see", "verdict");
        ComparisonLabels labels = ComparisonLabels.of(report.benchmarks());
        for (BenchmarkComparison p : report.benchmarks()) {
            signal.apply(p).ifPresent(j -> table.row(labels.of(p.key()),
                    side(j, j.base(), p.baseSample()), side(j, j.head(), p.headSample()), ratio(j.ratio(), alpha),
                    Numbers.pValue(j.decidingP()),
                    detectable(j), verdict(j)));
        }
        SampleKind kind = report.benchmarks().isEmpty() ? SampleKind.FORK : report.benchmarks().get(0).baseSample();
        pooled.ifPresent(all -> {
            Judgement j = all.judgement();
            table.row(all.label(), side(j, j.base(), kind), side(j, j.head(), kind), ratio(j.ratio(), alpha),
                    Numbers.pValue(j.decidingP()), detectable(j), verdict(j));
        });
        if (!table.isEmpty()) {
            out.print(table.render());
            out.println(COULD_SEE);
            out.println(P);
            pooled.ifPresent(all -> out.println(all.note(labels)));
        }
    }

    /** The costs not judged, a row per benchmark and metric, with no verdict. */
    private static void costs(ComparisonReport report, PrintStream out) {
        double alpha = report.options().alpha();
        TextTable table = new TextTable("benchmark", "metric", ">base mean ± sd (samples)", ">head mean ± sd (samples)",
                ">head/base [" + percent(1 - alpha) + " CI]", ">p");
        ComparisonLabels labels = ComparisonLabels.of(report.benchmarks());
        for (BenchmarkComparison p : report.benchmarks()) {
            p.costs().forEach((name, j) -> table.row(labels.of(p.key()), name,
                    side(j, j.base(), p.baseSample()), side(j, j.head(), p.headSample()), ratio(j.ratio(), alpha),
                    Numbers.pValue(j.decidingP())));
        }
        if (!table.isEmpty()) {
            out.println("other costs per operation, shown, not judged:");
            out.print(table.render());
        }
    }

    /** "≥ 7.2%", or "nothing" when no change could reach significance (too few forks). */
    static String detectable(Judgement j) {
        return j.detectable().isPresent() ? "\u2265 " + String.format(Locale.ROOT, "%.1f%%",
                j.detectable().getAsDouble() * 100) : "nothing";
    }

    private static String side(Judgement j, Sample s, SampleKind kind) {
        return Numbers.withError(s.mean(), s.sd(), 4) + " " + j.unit() + " (" + kind.count(s.size()) + ")";
    }

    /** The kinds of sample of both sides of every benchmark, in first appearance. */
    static List<SampleKind> samples(ComparisonReport report) {
        return report.benchmarks().stream().flatMap(p -> Stream.of(p.baseSample(), p.headSample())).distinct().toList();
    }

    /** The interval's real coverage is shown when few forks could not reach the requested one. */
    private static String ratio(RatioEstimate r, double alpha) {
        if (!Double.isFinite(r.ratio())) {
            return "n/a";
        }
        String text = String.format(Locale.ROOT, "%.3f [%.3f, %.3f]", r.ratio(), r.low(), r.high());
        return r.confidence() < 1 - alpha - 1e-9 ? text + " (" + percent(r.confidence()) + " CI)" : text;
    }

    static String verdict(Judgement j) {
        return switch (j.verdict()) {
            case REGRESSION, WARNING, IMPROVEMENT -> j.verdict().label() + " ("
                    + String.format(Locale.ROOT, "%.1f%%", Math.abs(j.change()) * 100)
                    + (j.change() > 0 ? " worse)" : " better)");
            default -> j.verdict().label();
        };
    }

    private static void listOneSided(PrintStream out, String title, List<ResultKey> keys) {
        if (!keys.isEmpty()) {
            out.println(title + ":");
            keys.forEach(k -> out.println("  " + k.label() + " [" + k.mode() + "]"));
        }
    }

    static String percent(double fraction) {
        String s = String.format(Locale.ROOT, "%.1f", fraction * 100);
        return (s.endsWith(".0") ? s.substring(0, s.length() - 2) : s) + "%";
    }
}
