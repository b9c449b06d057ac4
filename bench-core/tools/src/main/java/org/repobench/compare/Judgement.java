package org.repobench.compare;

import org.repobench.stats.RatioEstimate;
import org.repobench.stats.MannWhitney;

import org.repobench.results.ScoreUnit;

/**
 * The comparison of one signal of one benchmark: its time, or its allocation per operation.
 *
 * @param unit   the unit of both samples (head is converted to base's unit)
 * @param change how much worse head is, as a fraction in the metric's own direction: +0.2 is 20 % slower (time), 20 %
 *               more bytes (allocation) or 20 % less throughput; negative is better
 */
public record Judgement(ScoreUnit unit, Sample base, Sample head, RatioEstimate ratio, MannWhitney.Result test,
                        double change, Verdict verdict) {
}
