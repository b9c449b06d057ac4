package org.repobench.compare;

import org.repobench.results.ResultKey;
import org.repobench.results.SampleKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The comparison of one benchmark (same name, mode, threads and params on both sides), with time and each other
 * signal judged separately.
 *
 * @param time       the primary metric
 * @param signals    the other judged signals both sides have ({@link Signal}): allocation per operation when both ran
 *                   {@code -prof gc} (a note says why it is absent when only one did); CPU time per operation
 *                   (a managed server's own, else the benchmark threads'); counted work (the model's documents read
 *                   and statements sent per operation)
 * @param costs      the other costs per operation both sides have, by metric name
 *                   ({@link CostSignals}): shown, not judged, so their verdicts count nowhere
 * @param failures   failed writes per iteration on each side (none for a benchmark that writes nothing); a
 *                   significant rise ({@link WriteFailures#rose}, a one-sided exact test) is a regression
 * @param notes      facts a reader should know (dropped forks, differing run settings, why a verdict is inconclusive),
 *                   the {@code unjudged} first
 * @param unjudged   a note per signal one side has and that could not be judged ({@link SignalJudge}: a metric on one
 *                   side only, units that do not convert, too few usable forks): each makes the benchmark no verdict
 * @param baseSample what one fork of base is (a fresh JVM, a server start, a fork of one server)
 * @param headSample what one fork of head is
 */
public record BenchmarkComparison(ResultKey key, Judgement time, Map<Signal, Judgement> signals,
                         Map<String, Judgement> costs, WriteFailures failures, List<String> notes,
                         List<String> unjudged, SampleKind baseSample, SampleKind headSample) {
    public BenchmarkComparison {
        signals = signals.isEmpty() ? Map.of() : Collections.unmodifiableMap(new EnumMap<>(signals));
        costs = Collections.unmodifiableMap(new LinkedHashMap<>(costs));
        unjudged = List.copyOf(unjudged);
        List<String> all = new ArrayList<>(unjudged);
        all.addAll(notes);
        notes = List.copyOf(all);
    }

    /** Whether a signal one side has could not be judged: the benchmark, and so the comparison, is then no verdict. */
    public boolean hasUnjudged() {
        return !unjudged.isEmpty();
    }

    /** The signal's judgement; empty where a side lacks it. */
    public Optional<Judgement> signal(Signal signal) {
        return Optional.ofNullable(signals.get(signal));
    }

    /** True when time or any other signal regressed, or more writes failed. */
    public boolean regressed() {
        return time.verdict() == Verdict.REGRESSION || failures.rose()
                || Arrays.stream(Signal.values()).anyMatch(s -> has(s, Verdict.REGRESSION));
    }

    /** Whether time or another signal has this verdict. */
    boolean anyHas(Verdict verdict) {
        return time.verdict() == verdict || Arrays.stream(Signal.values()).anyMatch(s -> has(s, verdict));
    }

    /** Whether the signal was judged and has this verdict. */
    public boolean has(Signal signal, Verdict verdict) {
        return signal(signal).map(j -> j.verdict() == verdict).orElse(false);
    }
}
