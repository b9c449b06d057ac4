package org.repobench.compare;

import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;

import java.util.Arrays;
import java.util.Locale;

/**
 * A write benchmark's failed operations on each side (given up after their retries, or lost after their save), per
 * iteration: a run with any fails unless the user kept it going, and then a rise is a regression whatever the time
 * says, since a failed request's time is not the time of the work it did not do.
 *
 * @param base failed operations per iteration in base (mean over its forks)
 * @param head the same in head
 */
public record WriteFailures(double base, double head) {
    static WriteFailures between(JmhResult base, JmhResult head) {
        return new WriteFailures(perIteration(base), perIteration(head));
    }

    /** Whether head failed more operations per iteration than base: a regression. */
    public boolean rose() {
        return head > base;
    }

    /** "failed writes rose from 0 to 8.3 per iteration (write.failures + write.lost): a regression". */
    String note() {
        return String.format(Locale.ROOT, "failed writes rose from %.3g to %.3g per iteration (%s + %s): a"
                + " regression, whatever the time", base, head, MetricNames.FAILURES, MetricNames.LOST);
    }

    private static double perIteration(JmhResult result) {
        return perIteration(result.secondary(MetricNames.FAILURES)) + perIteration(result.secondary(MetricNames.LOST));
    }

    /** The mean over forks of a fork's mean per iteration; the score where the file kept no raw data. */
    private static double perIteration(Metric counted) {
        if (counted == null) {
            return 0;
        }
        double[] forks = counted.hasRawData() ? counted.forkMeans() : new double[0];
        return forks.length == 0 ? counted.score() : Arrays.stream(forks).average().orElse(0);
    }
}
