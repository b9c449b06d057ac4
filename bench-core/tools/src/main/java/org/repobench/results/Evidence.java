package org.repobench.results;

/**
 * How much evidence a reading of results asks for, said once for every tool that reads them: compare's verdicts and
 * report's lever charts judge the same samples the same way, and neither may know the other, so the numbers live
 * here, below both.
 */
public final class Evidence {
    /** The significance level of a two-sided test; an interval's confidence is 1 − this (95 %). */
    public static final double DEFAULT_ALPHA = 0.05;
    /** Fewer forks than this on a side and a rank test says nothing useful (3 + 3 already cannot reach p < 0.1). */
    public static final int MIN_FORKS = 3;

    private Evidence() {
    }
}
