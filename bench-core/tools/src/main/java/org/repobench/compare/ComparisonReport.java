package org.repobench.compare;

import org.repobench.api.ExitStatus;
import org.repobench.results.Numbers;
import org.repobench.results.ResultKey;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Everything one {@code compare} found.
 *
 * @param onlyInBase benchmarks base has and head lacks: not compared, so the comparison is no verdict
 * @param onlyInHead benchmarks head has and base lacks, the same
 * @param benchmarks every benchmark both files have, matched and judged
 * @param problems benchmarks that could not be compared (too few forks, no rawData, units that do not convert); any
 *                 makes the comparison bad input
 * @param arms     what each side's params left out of the matching say ("base: target=FEDORA_6_0_0"); empty when
 *                 results match on every param
 * @param pooled   every benchmark as one, for time and each signal where two or more benchmarks have it
 *                 ({@link Pooled}); a pooled regression fails the comparison
 * @param rule     the one false-alarm rate per gate in one line ({@link GateFamily}), said in every view
 * @param family   the tests that can fail the comparison, each with its Holm-adjusted p
 */
public record ComparisonReport(Path baseFile, Path headFile, CompareOptions options,
                               List<BenchmarkComparison> benchmarks, List<ResultKey> onlyInBase,
                               List<ResultKey> onlyInHead, List<String> problems, List<String> arms,
                               List<Pooled> pooled, String rule, List<FamilyMember> family) {
    /** How {@link #noVerdict}'s line starts. */
    public static final String NO_VERDICT = "no verdict: ";

    public ComparisonReport {
        pooled = List.copyOf(pooled);
        family = List.copyOf(family);
        arms = List.copyOf(arms);
        benchmarks = List.copyOf(benchmarks);
        onlyInBase = List.copyOf(onlyInBase);
        onlyInHead = List.copyOf(onlyInHead);
        problems = List.copyOf(problems);
    }

    /** "base: target=FEDORA_6_0_0; head: target=FEDORA_6_1_0", as every view says it; empty without {@link #arms}. */
    public Optional<String> armsLine() {
        return arms.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", arms));
    }

    /** Every benchmark as one for time ({@link Pooled#TIME}) or a signal's label; empty where nothing was pooled. */
    public Optional<Pooled> pooled(String signal) {
        return pooled.stream().filter(p -> p.signal().equals(signal)).findFirst();
    }

    /** The pooled judgements that called a regression. */
    public long pooledRegressions() {
        return pooled.stream().filter(p -> p.judgement().verdict() == Verdict.REGRESSION).count();
    }

    /** Benchmarks whose time has this verdict. */
    public long count(Verdict verdict) {
        return benchmarks.stream().filter(p -> p.time().verdict() == verdict).count();
    }

    /** Benchmarks whose signal was judged and has this verdict. */
    public long count(Signal signal, Verdict verdict) {
        return benchmarks.stream().filter(p -> p.has(signal, verdict)).count();
    }

    /** Benchmarks whose signal was judged. */
    public long judged(Signal signal) {
        return benchmarks.stream().filter(p -> p.signal(signal).isPresent()).count();
    }

    /**
     * The notes every benchmark has, said once for the comparison ("CPU judged: the server's own ..." under each of
     * five benchmarks of a gate between two Fedora builds read as five findings); empty for fewer than two.
     */
    public List<String> sharedNotes() {
        if (benchmarks.size() < 2) {
            return List.of();
        }
        return benchmarks.get(0).notes().stream().distinct()
                .filter(note -> benchmarks.stream().allMatch(p -> p.notes().contains(note))).toList();
    }

    /** A benchmark's notes but those {@link #sharedNotes} says once. */
    public List<String> ownNotes(BenchmarkComparison benchmark) {
        List<String> shared = sharedNotes();
        return benchmark.notes().stream().filter(note -> !shared.contains(note)).toList();
    }

    /**
     * "work: 2 compared: 2 regression, 0 warning, 0 improvement, 0 pass, 0 inconclusive": a judged signal's verdicts,
     * for every summary that counts time's; empty where no benchmark has the signal.
     */
    public Optional<String> verdicts(Signal signal) {
        if (judged(signal) == 0) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "%s: %d compared: %d regression, %d warning, %d improvement,"
                        + " %d pass, %d inconclusive", signal.label(), judged(signal),
                count(signal, Verdict.REGRESSION), count(signal, Verdict.WARNING), count(signal, Verdict.IMPROVEMENT),
                count(signal, Verdict.PASS), count(signal, Verdict.INCONCLUSIVE)));
    }

    /**
     * How the comparison came out: bad input when some benchmark could not be compared, a regression found among
     * benchmarks that could show one or in all of them as one, no verdict ({@link #noVerdict}) when some benchmark or
     * signal could
     * not have shown one or a benchmark is on one side only, else done: a comparison that could not have failed does
     * not pass.
     */
    public ExitStatus outcome() {
        if (!problems.isEmpty()) {
            return ExitStatus.BAD_INPUT;
        }
        if (benchmarks.stream().anyMatch(BenchmarkComparison::regressed) || pooledRegressions() > 0) {
            return ExitStatus.REGRESSION;
        }
        return noVerdict().isPresent() ? ExitStatus.NO_VERDICT : ExitStatus.DONE;
    }

    /**
     * The one line of a comparison that could not have failed on everything it was given, starting "no verdict: ";
     * empty when it could. Three things make it: a benchmark whose fork counts could not show a change at its alpha
     * (its verdict {@link Verdict#INCONCLUSIVE}, by {@link Pairing#canReach}, the rule the gate refuses such fork
     * counts by: how many benchmarks, their forks, and how many forks each side needs); a signal one side has and that
     * could not be judged ({@link BenchmarkComparison#unjudged}); a benchmark on one side only. Each of the last two is
     * what a pull request that breaks its own instrumentation, or drops a benchmark, looks like: it must not pass.
     */
    public Optional<String> noVerdict() {
        List<String> parts = new ArrayList<>();
        Optional<String> blind = blind();
        blind.ifPresent(parts::add);
        if (blind.isEmpty() && !family.isEmpty() && family.stream().noneMatch(FamilyMember::reachable)) {
            parts.add(String.format(Locale.ROOT, "the comparison cannot fail: none of the %d tests that could fail it"
                    + " can reach alpha %s across them with its forks (Holm's first step needs a one-sided p below"
                    + " alpha / %d); run more forks", family.size(),
                    BigDecimal.valueOf(options.alpha()).stripTrailingZeros().toPlainString(), family.size()));
        }
        List<BenchmarkComparison> unjudged = benchmarks.stream().filter(BenchmarkComparison::hasUnjudged).toList();
        if (!unjudged.isEmpty()) {
            parts.add(String.format(Locale.ROOT, "%d of %d benchmarks have a signal that could not be judged (%s: %s)",
                    unjudged.size(), benchmarks.size(), unjudged.get(0).key().label(),
                    unjudged.get(0).unjudged().get(0)));
        }
        if (!onlyInBase.isEmpty() || !onlyInHead.isEmpty()) {
            ResultKey first = onlyInBase.isEmpty() ? onlyInHead.get(0) : onlyInBase.get(0);
            parts.add(String.format(Locale.ROOT, "%d benchmark(s) only in base, %d only in head, not compared (%s)",
                    onlyInBase.size(), onlyInHead.size(), first.label() + " [" + first.mode() + "]"));
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(NO_VERDICT + String.join("; ", parts));
    }

    /** The benchmarks whose fork counts could not show a change, in the words {@link #noVerdict} says them. */
    private Optional<String> blind() {
        List<BenchmarkComparison> blind = benchmarks.stream().filter(b -> b.anyHas(Verdict.INCONCLUSIVE)).toList();
        if (blind.isEmpty()) {
            return Optional.empty();
        }
        Judgement first = blind.get(0).time();
        int base = first.base().size();
        int head = first.head().size();
        OptionalInt needed = first.pairing().forksNeeded(options.alpha());
        return Optional.of(String.format(Locale.ROOT, "%d of %d benchmarks cannot show a change at"
                        + " alpha %s with their forks (%s: base %d, head %d forks, the smallest possible p %s); %s",
                blind.size(), benchmarks.size(),
                BigDecimal.valueOf(options.alpha()).stripTrailingZeros().toPlainString(),
                blind.get(0).key().label(), base, head, Numbers.pValue(first.pairing().smallestPossibleP(base, head)),
                needed.isPresent() ? "each side needs at least " + needed.getAsInt() + " forks (JMH -f "
                        + needed.getAsInt() + ")"
                        : "no fork count up to " + CompareOptions.MAX_FORKS + " can: raise --alpha"));
    }
}
