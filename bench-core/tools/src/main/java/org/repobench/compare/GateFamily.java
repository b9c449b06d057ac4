package org.repobench.compare;

import org.repobench.results.ScoreUnit;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One false-alarm rate per comparison, by construction: the tests that can fail it (its family) and Holm's step-down
 * across them at alpha. Whatever the tests' dependence, the chance that a comparison of a build against itself fails
 * is then at most alpha (Holm 1979); every row and signal judged on its own at alpha, as before, let that chance grow
 * with every row or signal added.
 *
 * <p>The family: every test that could fail the comparison, every benchmark's row of time and of each signal, every
 * signal's "all N as one" row ({@link Pooled}), each benchmark's failed writes where either side failed any, where
 * the forks let each of them reach alpha across all (k times the smallest one-sided p its fork counts can give, below
 * alpha: 8 + 8 forks can, 1 / 12870 each). Where they do not (6 pairs side by side give no one-sided p below 1 / 64),
 * each signal's pooled row stands for its rows, which then warn: significant on its own, a benchmark's row names
 * itself, and a cost it alone pays fails the gate through the row that pools it, or through a gate of that benchmark
 * alone. The choice rests on the fork counts and the signals present, never on the values, so it costs no false
 * alarm. Left out, taking no share of alpha: a row whose sides each hold one value (counted work is the same every
 * time for the same code and data, so it can differ only where something changed), judged as it is, and failed
 * writes that neither side had.
 *
 * <p>Each member's test is one-sided (head worse) and exact; its Holm-adjusted p is the largest over the members no
 * less significant than it of (k − i + 1) · p₍ᵢ₎, and a member whose adjusted p is below alpha is rejected. A rejected
 * member is a regression where its interval reaches past its threshold, as before; significant alone but not rejected
 * it is a warning. What each member "could see" is stated at Holm's first step (two-sided 2 · alpha / k, at most
 * alpha): no less than it could.
 */
final class GateFamily {
    /** How the rule's line starts in every view. */
    static final String RULE = "one false-alarm rate per gate: ";

    private final CompareOptions options;

    GateFamily(CompareOptions options) {
        this.options = options;
    }

    /**
     * The comparison's rows, judged again under the family's rule.
     *
     * @param benchmarks every benchmark's row
     * @param pooled     the rows that pool every benchmark, per signal
     * @param rule       the rule in one line, for every view
     * @param members    the family: what each member is and its Holm-adjusted p
     */
    record Judged(List<BenchmarkComparison> benchmarks, List<Pooled> pooled, String rule, List<FamilyMember> members) {
    }

    Judged judge(List<BenchmarkComparison> benchmarks, List<Pooled> pooled) {
        List<Candidate> every = candidates(benchmarks, pooled);
        boolean rowsToo = every.stream().allMatch(c -> every.size() * c.smallest() < options.alpha());
        Set<String> pooledSignals = rowsToo ? Set.of()
                : pooled.stream().map(Pooled::signal).collect(Collectors.toSet());
        List<Candidate> candidates = every.stream()
                .filter(c -> c.kind() != Candidate.Kind.ROW || !pooledSignals.contains(c.signal())).toList();
        double[] adjusted = holm(candidates.stream().mapToDouble(Candidate::p).toArray());
        int k = candidates.size();
        List<BenchmarkComparison> judgedBenchmarks = new ArrayList<>();
        for (int i = 0; i < benchmarks.size(); i++) {
            judgedBenchmarks.add(again(i, benchmarks.get(i), pooledSignals, candidates, adjusted));
        }
        List<Pooled> judgedPooled = new ArrayList<>();
        for (int i = 0; i < pooled.size(); i++) {
            Pooled all = pooled.get(i);
            int at = indexOf(candidates, Candidate.Kind.POOLED, i, all.signal());
            judgedPooled.add(new Pooled(all.signal(), all.members(), all.weights(),
                    member(all.judgement(), adjusted[at], all.threshold(), k), all.threshold()));
        }
        List<FamilyMember> members = new ArrayList<>();
        for (int c = 0; c < k; c++) {
            Candidate candidate = candidates.get(c);
            members.add(new FamilyMember(candidate.kind() == Candidate.Kind.POOLED
                    ? pooled.get(candidate.index()).label() : benchmarks.get(candidate.index()).key().label(),
                    candidate.signal(), candidate.p(), adjusted[c], adjusted[c] < options.alpha(),
                    k * candidate.smallest() < options.alpha()));
        }
        return new Judged(judgedBenchmarks, judgedPooled, rule(k, rowsToo), members);
    }

    /**
     * The tests that could fail the comparison: every pooled row, each row whose values vary, and the failed writes of
     * each row where a side failed any.
     */
    private static List<Candidate> candidates(List<BenchmarkComparison> benchmarks, List<Pooled> pooled) {
        List<Candidate> candidates = new ArrayList<>();
        for (int i = 0; i < pooled.size(); i++) {
            candidates.add(Candidate.pooled(i, pooled.get(i)));
        }
        for (int i = 0; i < benchmarks.size(); i++) {
            BenchmarkComparison benchmark = benchmarks.get(i);
            if (varies(benchmark.time())) {
                candidates.add(Candidate.row(i, Pooled.TIME, benchmark.time()));
            }
            for (Map.Entry<Signal, Judgement> signal : benchmark.signals().entrySet()) {
                if (varies(signal.getValue())) {
                    candidates.add(Candidate.row(i, signal.getKey().label(), signal.getValue()));
                }
            }
            if (benchmark.failures().baseCount() + benchmark.failures().headCount() > 0) {
                candidates.add(Candidate.failures(i, benchmark.failures().p()));
            }
        }
        return candidates;
    }

    /** A row of the family or not, judged again. */
    private BenchmarkComparison again(int i, BenchmarkComparison benchmark, Set<String> pooledSignals,
                                      List<Candidate> candidates, double[] adjusted) {
        int k = candidates.size();
        List<String> notes = new ArrayList<>(benchmark.notes().subList(benchmark.unjudged().size(),
                benchmark.notes().size()));
        Judgement newTime = rejudge(i, Pooled.TIME, benchmark.time(), options.threshold(), pooledSignals, candidates,
                adjusted, notes);
        Map<Signal, Judgement> signals = new EnumMap<>(Signal.class);
        benchmark.signals().forEach((signal, j) -> signals.put(signal, rejudge(i, signal.label(), j,
                signal.threshold(options), pooledSignals, candidates, adjusted, notes)));
        WriteFailures failures = benchmark.failures();
        int at = indexOf(candidates, Candidate.Kind.FAILURES, i, SignalJudge.FAILED_WRITES);
        if (at >= 0) {
            failures = failures.withP(adjusted[at], k);
        }
        return new BenchmarkComparison(benchmark.key(), newTime, signals, benchmark.costs(), failures, notes,
                benchmark.unjudged(), benchmark.baseSample(), benchmark.headSample());
    }

    private Judgement rejudge(int i, String signal, Judgement judgement, double threshold, Set<String> pooledSignals,
                              List<Candidate> candidates, double[] adjusted, List<String> notes) {
        int at = indexOf(candidates, Candidate.Kind.ROW, i, signal);
        if (at >= 0) {
            return member(judgement, adjusted[at], threshold, candidates.size());
        }
        if (pooledSignals.contains(signal) && judgement.verdict() == Verdict.REGRESSION && varies(judgement)) {
            notes.add(signal + ": a regression on its own test, not one of the gate's " + candidates.size()
                    + " (its signal is judged as every benchmark as one): a warning");
            return judgement.withVerdict(Verdict.WARNING, judgement.detectable());
        }
        return judgement;
    }

    /** A member's verdict from its Holm-adjusted p, and what it could see at Holm's first step. */
    private Judgement member(Judgement judgement, double adjustedP, double threshold, int k) {
        boolean higherIsBetter = judgement.unit().direction() == ScoreUnit.Direction.HIGHER_IS_BETTER;
        double worst = Double.isFinite(judgement.ratio().low()) ? judgement.ratio().worseEnd(higherIsBetter)
                : judgement.change();
        Verdict verdict = judgement.verdict();
        if (adjustedP < options.alpha() && judgement.change() > 0) {
            verdict = worst > threshold ? Verdict.REGRESSION : Verdict.WARNING;
        } else if (verdict == Verdict.REGRESSION) {
            verdict = Verdict.WARNING;
        }
        double firstStep = Math.min(options.alpha(), 2 * options.alpha() / k);
        // alone in its family it is judged at alpha, as its statement already was
        OptionalDouble detectable = firstStep == options.alpha() ? judgement.detectable()
                : judgement.pairing().detectable(judgement.base().values(), judgement.head().values(), higherIsBetter,
                threshold, firstStep);
        return judgement.inFamily(verdict, detectable, adjustedP);
    }

    /** Holm's adjusted p-values, in the order given. */
    static double[] holm(double[] p) {
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> p[i]));
        double[] adjusted = new double[p.length];
        double running = 0;
        for (int rank = 0; rank < p.length; rank++) {
            running = Math.max(running, Math.min(1, (p.length - rank) * p[order[rank]]));
            adjusted[order[rank]] = running;
        }
        return adjusted;
    }

    /** Whether either side's values vary: one value per side cannot differ by chance. */
    private static boolean varies(Judgement judgement) {
        return spread(judgement.base().values()) || spread(judgement.head().values());
    }

    private static boolean spread(double[] values) {
        for (double v : values) {
            if (v != values[0]) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(List<Candidate> candidates, Candidate.Kind kind, int index, String signal) {
        for (int c = 0; c < candidates.size(); c++) {
            Candidate candidate = candidates.get(c);
            if (candidate.kind() == kind && candidate.index() == index && candidate.signal().equals(signal)) {
                return c;
            }
        }
        return -1;
    }

    private String rule(int k, boolean rowsToo) {
        String alpha = BigDecimal.valueOf(options.alpha()).stripTrailingZeros().toPlainString();
        return String.format(Locale.ROOT, "%sHolm across the %d test%s that can fail it (%s; failed writes),"
                + " one-sided at alpha %s: a false alarm in at most %s %% of gates where nothing changed%s", RULE, k,
                k == 1 ? "" : "s", rowsToo ? "each benchmark's rows and each signal's all-as-one row"
                        : "each signal's all-as-one row where it pools, else each benchmark's row", alpha,
                BigDecimal.valueOf(options.alpha() * 100).stripTrailingZeros().toPlainString(), rowsToo ? ""
                        : "; too few forks for every row to count, so a benchmark's own row of a pooled signal warns");
    }

    /** A test of the family before Holm: where it is and its one-sided p. */
    private record Candidate(Kind kind, int index, String signal, double p, double smallest) {
        enum Kind { POOLED, ROW, FAILURES }

        static Candidate pooled(int index, Pooled pooled) {
            return new Candidate(Kind.POOLED, index, pooled.signal(), oneSided(pooled.judgement()),
                    smallest(pooled.judgement()));
        }

        static Candidate row(int index, String signal, Judgement judgement) {
            return new Candidate(Kind.ROW, index, signal, oneSided(judgement), smallest(judgement));
        }

        /** Failed writes: a count, whose p can be as small as the failures are many. */
        static Candidate failures(int index, double p) {
            return new Candidate(Kind.FAILURES, index, SignalJudge.FAILED_WRITES, p, 0);
        }

        private static double smallest(Judgement judgement) {
            return judgement.pairing().smallestOneSidedP(judgement.base().size(), judgement.head().size());
        }

        private static double oneSided(Judgement judgement) {
            return judgement.test().pWorse(judgement.unit().direction() == ScoreUnit.Direction.HIGHER_IS_BETTER);
        }
    }
}
