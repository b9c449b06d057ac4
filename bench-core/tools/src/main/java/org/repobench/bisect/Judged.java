package org.repobench.bisect;

import java.util.List;
import java.util.OptionalDouble;

/**
 * What judging one candidate found: its verdict, and for a gate that ran, what it measured and what it could have seen.
 *
 * @param verdict  good, bad, skip, or why the bisect stops here
 * @param row      the row {@code change} and {@code couldSee} are of: every benchmark as one where the gate set has
 *                 several ("all 5 as one (time)"), else its benchmark's time; empty where no gate ran
 * @param change   that row's head ÷ base less 1 (0.08: 8 % slower)
 * @param couldSee that row's "could see": the smallest worsening the gate would have called a regression in 8 of 10
 *                 repeats, from its own samples' noise; empty where it could see nothing
 * @param fired    the rows that called the regression ("ManyMembersBenchmark.warmGet size=10 (cpu)"); empty on a pass
 * @param results  the gate's directory (compare.html and the rest), or empty where none ran
 * @param note     why it was skipped, or why the gate could not judge; empty otherwise
 */
public record Judged(StepVerdict verdict, String row, OptionalDouble change, OptionalDouble couldSee,
                     List<String> fired, String results, String note) {
    public Judged {
        fired = List.copyOf(fired);
    }

    /** A candidate not judged: {@link StepVerdict#SKIP} and why. */
    public static Judged skipped(String why) {
        return new Judged(StepVerdict.SKIP, "", OptionalDouble.empty(), OptionalDouble.empty(), List.of(), "", why);
    }

    /** A gate that did not judge: no verdict or could not run, and why. */
    public static Judged stopped(StepVerdict verdict, String why, String results) {
        return new Judged(verdict, "", OptionalDouble.empty(), OptionalDouble.empty(), List.of(), results, why);
    }
}
