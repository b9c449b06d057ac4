package org.repobench.api;

/**
 * Every exit status of repobench's commands and of the forks they start, numbered here and nowhere else (the shell
 * launcher, {@code ./repobench}, uses {@link #COULD_NOT_RUN}'s number for a build that failed or no Java). The cli's
 * {@code ExitCodes} decides which one a command ends with (what it threw, how a run or a comparison came out); the
 * tools below the cli name the outcome of a comparison with these constants, since compare.json records it.
 *
 * <p>The contract scripts and CI read: 0 done, 1 a regression and nothing else, 2 bad input or no verdict, 3 could not
 * run. A workflow maps 3 to "could not run", never to "regression".
 */
public enum ExitStatus {
    /** The command did what was asked; a comparison found no regression. */
    DONE(0),
    /** compare or the gate found a significant regression; CI fails a pull request on it, so it means only that. */
    REGRESSION(1),
    /** What the user can fix: a param, an option, a file, a server that cannot be had. One line, no stack trace. */
    BAD_INPUT(2),
    /** compare or the gate could not judge (a revision did not build or run, too few forks): never a regression. */
    NO_VERDICT(2),
    /**
     * The run could not be made or did not finish: a benchmark threw (a wrong count, a write given up or lost), a fork
     * crashed, a load's server lost what it answered, the command itself failed; and, from the shell launcher, its own
     * build failed or no Java was found. Never a regression, and never the user's input.
     */
    COULD_NOT_RUN(3),
    /** A benchmark fork whose host JVM is gone ends itself, so that no orphan keeps running; no command returns it. */
    HOST_GONE(4);

    private final int code;

    ExitStatus(int code) {
        this.code = code;
    }

    /** The number the process exits with. */
    public int code() {
        return code;
    }
}
