package org.repobench.run;

/** How a run ended; {@code ./repobench} turns it into the exit code. */
public enum RunOutcome {
    /** Every benchmark ran and its results are written. */
    COMPLETED,
    /** A benchmark failed, or the run could not go on; one line has said why. */
    FAILED
}
