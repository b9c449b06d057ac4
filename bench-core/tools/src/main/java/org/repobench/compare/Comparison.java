package org.repobench.compare;

import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;
import org.repobench.results.ResultKey;
import org.repobench.results.SampleKind;
import org.repobench.results.ResultSet;
import org.repobench.results.ScoreUnit;
import org.repobench.stats.MannWhitney;
import org.repobench.stats.RatioEstimate;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Matches base and head results by benchmark and judges each benchmark.
 *
 * <p>Samples: the mean of each fork's iterations ({@code rawData[fork]}). Forks are separate JVM launches; iterations
 * inside one fork share its JIT decisions and memory layout, so pooling iterations would overstate the evidence.
 *
 * <p>Two signals are judged apart: the primary metric (time) and, where both sides ran {@code -prof gc}, allocation per
 * operation ({@code gc.alloc.rate.norm}, lower is better) against its own threshold. Allocation hardly varies between
 * forks, so it shows a code change that time, on a noisy machine, cannot.
 *
 * <p>CPU time per operation is the third signal, judged against time's threshold: the benchmark threads' own
 * ({@code cpu.time/op}), or against a server the suite started the server's own ({@code server.cpu.time/op}). A
 * thread's CPU time leaves out the time it waited for a core, so a busy neighbour scatters it less than time. The
 * other CPU times ({@link CostSignals}) are shown next to them with the same statistics, but not judged.
 *
 * <p>Counted work, the fourth and fifth: the documents the model asked of its store per operation
 * ({@code store.docsRead/op}) and, on a relational store, the statements it sent ({@code store.statements/op}),
 * judged against allocation's threshold, since for the same code and data each is the same count every time. A
 * server's results have none.
 *
 * <p>Against a server the suite started, calibrated time is shown among the costs, not judged: each fork's time
 * divided by the client's own CPU time per operation in it, which follows the machine's speed in that start and not
 * the server's code ({@link ClientCalibration}).
 *
 * <p>Every benchmark as one, for time and for each signal ({@link Pooled}): fork k of every benchmark, averaged on a
 * log scale with weights that favour the benchmarks that scatter least ({@link PooledSamples}), is one sample, judged
 * by the rule below against time's threshold (allocation's for allocation and counted work). A cost that every
 * benchmark pays (a slower request path) then shows where each benchmark alone, at 4 + 4 forks, needs every head fork
 * slower than every base fork.
 *
 * <p>One false-alarm rate per comparison ({@link GateFamily}): the rule below judges each test on its own; what
 * fails the comparison is a family of them (every signal's pooled row where it has one, else its rows; failed
 * writes), one-sided, under Holm's step-down at alpha, so that a build compared with itself fails at most alpha of
 * the time however many rows and signals it has. A benchmark's own row of a pooled signal then warns.
 *
 * <p>Decision, per benchmark and signal: the exact two-sided Mann–Whitney test ({@link MannWhitney}) on the fork means
 * decides whether there is a difference; the Hodges–Lehmann ratio and its interval ({@link RatioEstimate}) say how
 * large it is and how large it could be. Where fork k of base and fork k of head ran in neighbouring
 * steps or in one ({@link Pairing#BY_STEP}: a gate's A B B A order, or side by side), the paired forms take their
 * place: Wilcoxon's signed-rank test on the pairs' log-ratios and the Hodges–Lehmann estimate of their Walsh averages;
 * the rule below is the same. The change is read in the metric's own direction from its unit ({@code TIME/op}: lower is
 * better; {@code ops/TIME}: higher is better):
 * <ul>
 *     <li>regression: p &lt; alpha, worse, and the interval reaches past the threshold (its upper end above 1 + t for
 *     time, its lower end below 1 − t for throughput): a change that is real and may be as large as the threshold;
 *     </li>
 *     <li>warning: p &lt; alpha and worse, with the whole interval within the threshold;</li>
 *     <li>improvement: p &lt; alpha, better, and the interval reaches past the threshold on the better side;</li>
 *     <li>inconclusive: p ≥ alpha although the fork counts could not produce any p &lt; alpha;</li>
 *     <li>pass: anything else.</li>
 * </ul>
 * Why the interval and not the estimate: a change of about the threshold's size has its estimate on either side of
 * it about half the time, so an estimate rule misses half of the regressions it is meant to catch (4 of 10 gates for
 * an injected 10 % slowdown). Reaching with the interval, the rule catches what it is likely to be, at the cost of
 * calling some smaller, real changes regressions where the forks scatter; an A/A comparison still needs p &lt; alpha.
 *
 * <p>No silent pass: a signal one side has and the other lacks ({@link SignalJudge}) and a benchmark on one side only
 * are no verdict, named in a note, never judged on what is left: a pull request that breaks its own instrumentation
 * or drops a benchmark would otherwise switch off what could fail it.
 */
public final class Comparison {
    private final CompareOptions options;
    private final Set<String> armParams;
    private final ForkJudge forks;

    public Comparison(CompareOptions options) {
        this(options, Set.of());
    }

    /**
     * @param armParams params that name the arm rather than the benchmark (the {@code target} of a gate between two
     *                  Fedora builds: fedora-6.0.0 on one side, fedora-6.1.0 on the other), left out when results are
     *                  matched and from the benchmarks' names
     */
    public Comparison(CompareOptions options, Set<String> armParams) {
        this.options = options;
        this.armParams = Set.copyOf(armParams);
        this.forks = new ForkJudge(options);
    }

    public ComparisonReport compare(Path baseFile, ResultSet base, Path headFile, ResultSet head) {
        List<BenchmarkComparison> benchmarks = new ArrayList<>();
        List<ResultKey> onlyBase = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Map<ResultKey, JmhResult> heads = byMatchingKey(head, headFile);
        Map<ResultKey, JmhResult> bases = byMatchingKey(base, baseFile);
        bases.forEach((key, b) -> Optional.ofNullable(heads.get(key)).ifPresentOrElse(
                h -> judge(key, b, h, benchmarks, problems), () -> onlyBase.add(b.key())));
        List<ResultKey> onlyHead = heads.entrySet().stream().filter(e -> !bases.containsKey(e.getKey()))
                .map(e -> e.getValue().key()).toList();
        if (benchmarks.isEmpty() && problems.isEmpty()) {
            throw new ComparisonException("no benchmark in common: " + baseFile + " has " + base.size() + " result(s), "
                    + headFile + " has " + head.size() + "; results match only when benchmark, mode and every param"
                    + " match (e.g. base: " + example(base) + "; head: " + example(head) + ")");
        }
        List<String> arms = armParams.isEmpty() ? List.of()
                : List.of("base: " + armValues(base), "head: " + armValues(head));
        List<Pooled> pooled = new ArrayList<>();
        pooled(Pooled.TIME, options.pooledThreshold(), benchmarks, p -> Optional.of(p.time())).ifPresent(pooled::add);
        for (Signal signal : Signal.values()) {
            pooled(signal.label(), signal.pooledThreshold(options), benchmarks, p -> p.signal(signal))
                    .ifPresent(pooled::add);
        }
        GateFamily.Judged family = new GateFamily(options).judge(benchmarks, pooled);
        return new ComparisonReport(baseFile, headFile, options, family.benchmarks(), onlyBase, onlyHead, problems,
                arms, family.pooled(), family.rule(), family.members());
    }

    /**
     * Every benchmark's judged samples of one signal as one ({@link Pooled}), judged against {@code threshold}; empty
     * where fewer than two benchmarks have the signal with the same fork counts and some scatter.
     */
    private Optional<Pooled> pooled(String signal, double threshold, List<BenchmarkComparison> benchmarks,
                                    Function<BenchmarkComparison, Optional<Judgement>> of) {
        List<ResultKey> having = new ArrayList<>();
        List<PooledSamples.Member> members = new ArrayList<>();
        for (BenchmarkComparison benchmark : benchmarks) {
            of.apply(benchmark).ifPresent(j -> {
                having.add(benchmark.key());
                members.add(PooledSamples.Member.oriented(j.base().values(), j.head().values(),
                        j.unit().direction() == ScoreUnit.Direction.HIGHER_IS_BETTER));
            });
        }
        return PooledSamples.of(members).map(c -> {
            Judgement judgement = forks.judge(ScoreUnit.parse(Pooled.UNIT), c.base(), c.head(), threshold,
                    new ArrayList<>());
            List<Double> weights = Arrays.stream(c.weights()).boxed().toList();
            return judgement == null ? null
                    : new Pooled(signal, c.members().stream().map(having::get).toList(), weights, judgement,
                    threshold);
        });
    }

    /** The results by their key without the arm's params; two that differ only in those cannot be told apart. */
    private Map<ResultKey, JmhResult> byMatchingKey(ResultSet results, Path file) {
        Map<ResultKey, JmhResult> byKey = new LinkedHashMap<>();
        for (JmhResult result : results.results()) {
            ResultKey key = matchingKey(result.key());
            if (byKey.put(key, result) != null) {
                throw new ComparisonException(file + " has two results that differ only in " + String.join(", ",
                        armParams) + " (" + key.label() + "): each side of this comparison must be one "
                        + String.join(", ", armParams));
            }
        }
        return byKey;
    }

    /** "target=FEDORA_6_0_0": each arm param's values on one side, in display order. */
    private String armValues(ResultSet side) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String name : ParamOrder.sort(armParams)) {
            values.put(name, String.join(",", side.results().stream().map(r -> r.key().params().get(name))
                    .filter(Objects::nonNull).distinct().sorted().toList()));
        }
        return ParamOrder.describe(values);
    }

    private ResultKey matchingKey(ResultKey key) {
        if (armParams.isEmpty()) {
            return key;
        }
        Map<String, String> params = new TreeMap<>(key.params());
        params.keySet().removeAll(armParams);
        return ResultKey.of(key.benchmark(), key.mode(), key.threads(), params);
    }

    private void judge(ResultKey key, JmhResult base, JmhResult head, List<BenchmarkComparison> benchmarks,
                       List<String> problems) {
        String name = key.label() + " [" + base.mode() + "]";
        ScoreUnit unit = base.primary().unit();
        if (!head.primary().unit().convertibleTo(unit)) {
            problems.add(name + ": base unit '" + unit + "' and head unit '" + head.primary().unit()
                    + "' cannot be compared; both must be TIME/op or both ops/TIME");
            return;
        }
        if (unit.direction() == ScoreUnit.Direction.UNKNOWN) {
            problems.add(name + ": unit '" + unit + "' says neither lower nor higher is better; expected TIME/op"
                    + " (e.g. ms/op) or ops/TIME (e.g. ops/s)");
            return;
        }
        List<String> notes = new ArrayList<>();
        if (!head.primary().unit().equals(unit)) {
            notes.add("head converted from " + head.primary().unit() + " to " + unit);
        }
        notes.addAll(SettingsDiff.between(base, head));
        List<String> timeNotes = new ArrayList<>();
        Judgement time = forks.judge(base.primary(), head.primary(), options.threshold(), timeNotes);
        if (time == null) {
            problems.add(name + ": " + String.join("; ", timeNotes));
            return;
        }
        notes.addAll(timeNotes);
        WarmupNote.of(base.primary(), head.primary(), unit.direction() == ScoreUnit.Direction.HIGHER_IS_BETTER,
                options.threshold(), options.alpha()).ifPresent(notes::add);
        SignalJudge.Judged signals = new SignalJudge(options, forks).judge(base, head, timeNotes, notes);
        WriteFailures failures = WriteFailures.between(base, head, options.alpha());
        if (failures.rose()) {
            notes.add(0, failures.note());
        }
        failures.notSignificant().ifPresent(notes::add);
        SampleKind baseSample = base.settings().sample();
        SampleKind headSample = head.settings().sample();
        if (baseSample != headSample) {
            notes.add("base's samples are each a " + baseSample.describe() + ", head's a " + headSample.describe()
                    + ": their intervals hold different variance");
        }
        // their notes (few forks, the normal approximation) repeat time's: left out
        Map<String, Judgement> costs = CostSignals.between(base, head, signals.cpuMetric(),
                (b, h) -> forks.judge(b, h, options.threshold(), new ArrayList<>()));
        ClientCalibration.of(base, head, options.allocationThreshold(), notes)
                .map(c -> forks.judge(c.base(), c.head(), options.threshold(), new ArrayList<>()))
                .ifPresent(j -> costs.put(ClientCalibration.NAME, j));
        benchmarks.add(new BenchmarkComparison(key, time, signals.signals(), costs, failures, notes, signals.unjudged(),
                baseSample, headSample));
    }

    private static String example(ResultSet set) {
        ResultKey key = set.keys().iterator().next();
        return key.label() + " [" + key.mode() + "]";
    }
}
