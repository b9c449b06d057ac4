package org.repobench.compare;

import org.repobench.results.ResultKey;
import org.repobench.results.SampleKind;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The comparison of one benchmark (same name, mode, threads and params on both sides), with time and allocation judged
 * separately.
 *
 * @param time       the primary metric
 * @param allocation allocation per operation ({@code gc.alloc.rate.norm}) when both sides ran {@code -prof gc}; a
 *                   note says why it is absent when only one side did
 * @param cpu        CPU time per operation, judged apart from time ({@link CostSignals#judgedCpu}: a managed
 *                   server's own, else the benchmark threads'); empty when a side lacks it
 * @param costs      the other CPU times per operation both sides have, by metric name
 *                   ({@link CostSignals}): shown, not judged, so their verdicts count nowhere
 * @param failures   failed writes per iteration on each side (none for a benchmark that writes nothing); a rise is a
 *                   regression
 * @param notes      facts a reader should know (dropped forks, differing run settings, why a verdict is inconclusive,
 *                   why allocation was not compared)
 * @param baseSample what one fork of base is (a fresh JVM, a server start, a fork of one server)
 * @param headSample what one fork of head is
 */
public record PairResult(ResultKey key, Judgement time, Optional<Judgement> allocation, Optional<Judgement> cpu,
                         Map<String, Judgement> costs, WriteFailures failures, List<String> notes,
                         SampleKind baseSample, SampleKind headSample) {
    public PairResult {
        costs = Collections.unmodifiableMap(new LinkedHashMap<>(costs));
        notes = List.copyOf(notes);
    }

    /** True when any signal regressed, or more writes failed. */
    public boolean regressed() {
        return time.verdict() == Verdict.REGRESSION || has(allocation, Verdict.REGRESSION)
                || has(cpu, Verdict.REGRESSION) || failures.rose();
    }

    /** Whether the signal was judged and has this verdict. */
    static boolean has(Optional<Judgement> signal, Verdict verdict) {
        return signal.map(j -> j.verdict() == verdict).orElse(false);
    }
}
