package org.repobench.bisect;

/**
 * One step of a bisect, a line of its log: which commit, what was found, and what it cost.
 *
 * @param number       1, 2, ...: in the order they ran, over every run of the same bisect
 * @param buildSeconds the time to have its war (a cached war's, almost none)
 * @param gateSeconds  the time of its gate (none where it was skipped)
 */
public record Step(int number, Commit commit, Judged judged, double buildSeconds, double gateSeconds) {
    public StepVerdict verdict() {
        return judged.verdict();
    }
}
