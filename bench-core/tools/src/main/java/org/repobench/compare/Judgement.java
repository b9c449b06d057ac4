package org.repobench.compare;

import org.repobench.results.ScoreUnit;
import org.repobench.stats.DetectableChange;
import org.repobench.stats.RankTest;
import org.repobench.stats.RatioEstimate;

import java.util.OptionalDouble;

/**
 * The comparison of one signal of one benchmark: its time, or its allocation per operation.
 *
 * @param unit   the unit of both samples (head is converted to base's unit)
 * @param change how much worse head is, as a fraction in the metric's own direction: +0.2 is 20 % slower (time), 20 %
 *               more bytes (allocation) or 20 % less throughput; negative is better
 * @param detectable the smallest worsening this comparison would have called a regression in
 *                   {@link CompareOptions#DETECTION_POWER} of repeats, from its own forks' noise
 *                   ({@link DetectableChange}); empty when no change could be
 * @param pairing how the forks were taken: paired fork by fork, or as independent samples (also where pairing was
 *                asked but the fork counts did not pair)
 * @param gateP   its Holm-adjusted one-sided p where it is one of a gate's family of tests ({@link GateFamily}), the p
 *                its verdict was decided by; NaN where it is not
 */
public record Judgement(ScoreUnit unit, Sample base, Sample head, RatioEstimate ratio, RankTest test,
                        double change, Verdict verdict, OptionalDouble detectable, Pairing pairing, double gateP) {
    /** The same samples and test with another verdict and statement (a gate's family judged it again). */
    Judgement withVerdict(Verdict newVerdict, OptionalDouble newDetectable) {
        return new Judgement(unit, base, head, ratio, test, change, newVerdict, newDetectable, pairing, gateP);
    }

    /** The same, judged as a member of a gate's family at its Holm-adjusted p. */
    Judgement inFamily(Verdict newVerdict, OptionalDouble newDetectable, double adjustedP) {
        return new Judgement(unit, base, head, ratio, test, change, newVerdict, newDetectable, pairing, adjustedP);
    }

    /** The p its verdict rests on: the gate's adjusted p where it is a member of the family, else its own test's. */
    public double decidingP() {
        return Double.isNaN(gateP) ? test.p() : gateP;
    }
}
