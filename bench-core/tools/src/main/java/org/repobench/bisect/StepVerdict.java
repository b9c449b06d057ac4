package org.repobench.bisect;

import org.repobench.api.ExitStatus;

import java.util.Locale;

/**
 * What one step of a bisect found about its commit. {@link #GOOD}, {@link #BAD} and {@link #SKIP} move the search, as
 * {@code git bisect good | bad | skip} do; the other two stop the bisect with their exit status rather than guess,
 * and the commit is judged again when the same bisect is run again.
 */
public enum StepVerdict {
    /** The gate passed: no regression against the good commit's build (its exit 0). */
    GOOD(ExitStatus.DONE),
    /** The gate found a regression against the good commit's build (its exit 1). */
    BAD(ExitStatus.REGRESSION),
    /** Not judged: the commit did not build, its build made no war, or the war is none the suite can start. */
    SKIP(ExitStatus.DONE),
    /** The gate could not judge (its exit 2): a step of it failed, or compare had no verdict. */
    NO_VERDICT(ExitStatus.NO_VERDICT),
    /** The gate itself failed (its exit 3). */
    COULD_NOT_RUN(ExitStatus.COULD_NOT_RUN);

    private final ExitStatus status;

    StepVerdict(ExitStatus status) {
        this.status = status;
    }

    /** Whether the search moves on it; the others stop the bisect. */
    public boolean moves() {
        return this == GOOD || this == BAD || this == SKIP;
    }

    /** The bisect's exit status when this verdict stops it. */
    public ExitStatus stopStatus() {
        return status;
    }

    /** "good", "bad", "skip", "no verdict", "could not run": as the log and the table write it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** The verdict a label names; the log's lines are read back with it. */
    public static StepVerdict of(String label) {
        for (StepVerdict verdict : values()) {
            if (verdict.label().equals(label)) {
                return verdict;
            }
        }
        throw new BisectException("unknown step verdict '" + label + "'; accepted: good, bad, skip, no verdict,"
                + " could not run");
    }
}
