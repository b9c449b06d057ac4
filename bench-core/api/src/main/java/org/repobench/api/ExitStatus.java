package org.repobench.api;

/**
 * Every exit status of repobench's commands and of the forks they start, numbered here and nowhere else. The cli's
 * {@code ExitCodes} decides which one a command ends with (what it threw, how a run or a comparison came out); the
 * tools below the cli name the outcome of a comparison with these constants, since compare.json records it.
 */
public enum ExitStatus {
    /** The command did what was asked; a comparison found no regression. */
    DONE(0),
    /** A run failed: a benchmark threw, or a write was given up or lost. */
    FAILED(1),
    /** compare or the gate found a significant regression; CI fails a pull request on it, so it means only that. */
    REGRESSION(1),
    /** What the user can fix: a param, an option, a file, a server that cannot be had. One line, no stack trace. */
    BAD_INPUT(2),
    /** compare or the gate could not judge (a revision did not build or run, too few forks): never a regression. */
    NO_VERDICT(2),
    /** A benchmark fork whose host JVM is gone ends itself, so that no orphan keeps running. */
    HOST_GONE(3);

    private final int code;

    ExitStatus(int code) {
        this.code = code;
    }

    /** The number the process exits with. */
    public int code() {
        return code;
    }
}
