package org.repobench.compare;

import org.repobench.results.ResultKey;
import org.repobench.results.ScoreUnit;

import java.util.List;

/**
 * The comparison of one benchmark (same name, mode and params on both sides).
 *
 * @param unit   the unit of both samples (head is converted to base's unit)
 * @param change how much worse head is, as a fraction in the metric's own direction: +0.2 is 20 % slower (time) or 20 %
 *               less throughput; negative is better
 * @param notes  facts a reader should know (dropped forks, differing run settings, why a verdict is inconclusive)
 */
public record PairResult(ResultKey key, ScoreUnit unit, Sample base, Sample head, RatioEstimate ratio,
                         MannWhitney.Result test, double change, Verdict verdict, List<String> notes) {
    public PairResult {
        notes = List.copyOf(notes);
    }
}
