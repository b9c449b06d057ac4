package org.repobench.compare;

import org.apache.commons.math3.distribution.BinomialDistribution;
import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.Numbers;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * A write benchmark's failed operations on each side (given up after their retries, or lost after their save), per
 * iteration: a run with any fails unless the user kept it going, and then a rise is a regression whatever the time
 * says, since a failed request's time is not the time of the work it did not do.
 *
 * <p>A rise is judged by a test, not by the means: a few failures on each side at the same rate put head's mean above
 * base's about half the time, so an A/A comparison with any failures was close to a coin flip. The test is the exact
 * one-sided comparison of two Poisson rates: given all the failures of both sides, each is head's with the share of
 * the iterations head ran, so head's count is binomial, and p is the chance of head having as many or more. "Rose"
 * only where p is below the comparison's alpha: 0 against 8 over as many iterations gives p 0.0039, 3 against 4 p 0.5.
 *
 * @param base         failed operations per iteration in base (mean over its forks)
 * @param head         the same in head
 * @param baseCount    base's failed operations over all its iterations
 * @param headCount    head's
 * @param baseRuns     the iterations they were counted over in base (one where a file kept no raw data)
 * @param headRuns     head's
 * @param p            the one-sided p that head fails more often per iteration; 1 where neither failed
 * @param alpha        the comparison's alpha, which p must be below for a rise
 * @param family       how many tests of the gate p was adjusted across ({@link GateFamily}); 1 where it stands alone
 */
public record WriteFailures(double base, double head, long baseCount, long headCount, int baseRuns, int headRuns,
                            double p, double alpha, int family) {
    /** What the test is called in every note. */
    static final String TEST = "one-sided exact Poisson rate test";

    static WriteFailures between(JmhResult base, JmhResult head, double alpha) {
        Counted b = Counted.of(base);
        Counted h = Counted.of(head);
        return new WriteFailures(perIteration(base), perIteration(head), b.failures(), h.failures(), b.iterations(),
                h.iterations(), oneSidedP(b, h), alpha, 1);
    }

    /** The same, its p adjusted across a gate's {@code family} of tests ({@link GateFamily}). */
    WriteFailures withP(double adjusted, int family) {
        return new WriteFailures(base, head, baseCount, headCount, baseRuns, headRuns, adjusted, alpha, family);
    }

    /** "p 0.0039" or, adjusted across a family, "p 0.012 Holm-adjusted across the gate's 3 tests". */
    private String pText() {
        return "p " + Numbers.pValue(p) + (family > 1 ? " Holm-adjusted across the gate's " + family + " tests" : "");
    }

    /** Whether head failed significantly more operations per iteration than base: a regression. */
    public boolean rose() {
        return p < alpha;
    }

    /** "failed writes rose from 0 to 8.3 per iteration (...; p 0.0039): a regression, whatever the time". */
    String note() {
        return String.format(Locale.ROOT, "failed writes rose from %.3g to %.3g per iteration (%s + %s; %s, %d"
                + " against %d over %d and %d iterations, %s): a regression, whatever the time", base, head,
                MetricNames.FAILURES, MetricNames.LOST, TEST, baseCount, headCount, baseRuns, headRuns, pText());
    }

    /** Where head failed more per iteration than base, but not significantly so: said, not a regression. */
    Optional<String> notSignificant() {
        if (rose() || !(head > base)) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "failed writes %.3g in base, %.3g in head per iteration (%s,"
                + " %d against %d over %d and %d iterations, %s, not below alpha %s): not significantly more, not"
                + " a regression", base, head, TEST, baseCount, headCount, baseRuns, headRuns, pText(), alpha));
    }

    /** P(head's count ≥ what it was | both sides' total, head's share of the iterations). */
    private static double oneSidedP(Counted base, Counted head) {
        long total = base.failures() + head.failures();
        if (total == 0 || head.failures() == 0) {
            return 1;
        }
        double share = (double) head.iterations() / (base.iterations() + head.iterations());
        BinomialDistribution counts = new BinomialDistribution(null, Math.toIntExact(total), share);
        return 1 - counts.cumulativeProbability(Math.toIntExact(head.failures() - 1));
    }

    /** A side's failed operations over all its iterations, and how many iterations. */
    private record Counted(long failures, int iterations) {
        static Counted of(JmhResult result) {
            Metric failures = result.secondary(MetricNames.FAILURES);
            Metric lost = result.secondary(MetricNames.LOST);
            int iterations = Math.max(iterations(failures), iterations(lost));
            return new Counted(Math.round(total(failures) + total(lost)), Math.max(iterations, 1));
        }

        private static int iterations(Metric counted) {
            return counted == null ? 0 : counted.forks().stream().mapToInt(fork -> fork.length).sum();
        }

        /** Every iteration's count added up; the score (a mean per iteration) where the file kept no raw data. */
        private static double total(Metric counted) {
            if (counted == null) {
                return 0;
            }
            double sum = counted.forks().stream().flatMapToDouble(Arrays::stream).filter(Double::isFinite).sum();
            return counted.hasRawData() ? sum : Double.isFinite(counted.score()) ? counted.score() : 0;
        }
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
        return forks.length == 0 ? counted.score() : Arrays.stream(forks).filter(Double::isFinite).average()
                .orElse(0);
    }
}
