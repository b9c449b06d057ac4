package org.repobench.compare;

import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.ScoreUnit;
import org.repobench.results.Spread;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Time against a server, calibrated by the client's own work: each fork's time per operation times the base forks'
 * median client CPU per operation ({@code cpu.time/op}) divided by that fork's own. Shown among a benchmark's costs as
 * {@value #NAME}, not judged.
 *
 * <p>Why: between server starts on a shared 2-core machine the whole machine ran faster or slower, and every CPU time
 * in a start moved with it. Over the 80 starts of 10 A/A gates of Fedora 6.1.0 (docs/results/fedora-gate.md) the
 * client's CPU per operation followed the operation's time, though the client does the same work in every start: its
 * CPU time is the machine's speed in that start. Divided out, the starts' means scattered by 3.9 to 5.9 % on the GETs
 * where time scattered by 10.9 to 13.9 % (the create: 14.2 against 17.9 %). A change of the server's code moves its
 * time and not the client's CPU, so the ratio keeps it.
 *
 * <p>Why not judged: judged as time is, at 4 starts per arm, it called 2 of those 10 A/A gates a regression (head
 * 4 and 6 % slower on a 10,000-member GET, every head start slower than every base start, the interval reaching past
 * 10 %): narrower scatter makes small differences between the arms significant, and a rule that calls any
 * significant worsening whose interval reaches the threshold a regression then fires on them. A third time-like
 * signal judged that way adds its own false alarms to time's and CPU time's. And the client's CPU is not the machine's
 * speed alone: in a gate with 10 % more CPU spent in the server's request paths, on 2 cores, the client's CPU per GET
 * rose by up to 7 % with the server's load, so calibrated time showed 1.011 to 1.093 where time showed 1.064 to
 * 1.120 (and caught it). Read it beside time, never instead of it.
 *
 * <p>When: only against a server the suite started ({@code server.cpu.time/op} on both sides), where the client is
 * the same code in both arms, and only where both sides show the client doing the same work per operation: its
 * allocation per operation ({@code gc.alloc.rate.norm}, nearly a count) within the allocation threshold of base's.
 * A server that answers with more triples makes its client parse more; then it is not shown, and a note
 * says why. Time itself is judged either way.
 *
 * @param base the base forks' calibrated times, in time's unit (one value per fork)
 * @param head the head forks', in the same unit
 */
record ClientCalibration(Metric base, Metric head) {
    /** Its name among a benchmark's costs, in every output. */
    static final String NAME = "calibrated.time/op";

    /**
     * The calibrated times of both sides, or empty with a note saying why not (nothing said where it cannot apply at
     * all: the model, a server given by URL, a run without the client's CPU time).
     */
    static Optional<ClientCalibration> of(JmhResult base, JmhResult head, double allocationThreshold,
                                          List<String> notes) {
        ScoreUnit unit = base.primary().unit();
        if (!unit.isTimePerOp() || base.secondary(MetricNames.SERVER_CPU_TIME) == null
                || head.secondary(MetricNames.SERVER_CPU_TIME) == null) {
            return Optional.empty();
        }
        Metric baseCpu = base.secondary(MetricNames.CPU_TIME);
        Metric headCpu = head.secondary(MetricNames.CPU_TIME);
        if (baseCpu == null || headCpu == null || !headCpu.unit().convertibleTo(baseCpu.unit())) {
            return Optional.empty();
        }
        // each fork's time over the same fork's CPU: fork k of the CPU time must be fork k of the time
        Optional<String> misaligned = ForkAlignment.misaligned(MetricNames.CPU_TIME, "base", baseCpu, base.primary())
                .or(() -> ForkAlignment.misaligned(MetricNames.CPU_TIME, "head", headCpu, head.primary()));
        if (misaligned.isPresent()) {
            notes.add(NAME + " not shown: " + misaligned.get());
            return Optional.empty();
        }
        Optional<String> differentWork = differentWork(base.allocation(), head.allocation(), allocationThreshold);
        if (differentWork.isPresent()) {
            notes.add(NAME + " not shown: " + differentWork.get());
            return Optional.empty();
        }
        double[] baseCpuMeans = baseCpu.forkMeans();
        double[] headCpuMeans = headCpu.convertTo(baseCpu.unit()).forkMeans();
        double reference = median(baseCpuMeans);
        if (!(reference > 0)) {
            return Optional.empty();
        }
        return Optional.of(new ClientCalibration(
                calibrated(base.primary().forkMeans(), baseCpuMeans, reference, unit),
                calibrated(head.primary().convertTo(unit).forkMeans(), headCpuMeans, reference, unit)));
    }

    /** Why the client's work differs between the sides, by its allocation per operation; empty if it does not. */
    static Optional<String> differentWork(Metric baseAllocation, Metric headAllocation, double threshold) {
        if (baseAllocation == null || headAllocation == null) {
            return Optional.of("without the client's allocation per operation (" + MetricNames.ALLOCATION + ", -prof"
                    + " gc) on both sides nothing shows the client did the same work in both");
        }
        double ratio = median(headAllocation.convertTo(baseAllocation.unit()).forkMeans())
                / median(baseAllocation.forkMeans());
        if (!(Math.abs(ratio - 1) <= threshold)) {
            return Optional.of(String.format(Locale.ROOT, "the client allocated %.3f of base's bytes per operation"
                    + " (%s), more than the allocation threshold apart: it did other work, so its CPU time is no"
                    + " measure of the machine's speed", ratio, MetricNames.ALLOCATION));
        }
        return Optional.empty();
    }

    /**
     * Each fork's time times {@code reference} over its client CPU; a fork whose CPU time is missing or zero keeps
     * NaN, which the pairing leaves out as it leaves out any fork without a mean.
     */
    static Metric calibrated(double[] timeMeans, double[] cpuMeans, double reference, ScoreUnit unit) {
        List<double[]> forks = new ArrayList<>();
        for (int i = 0; i < timeMeans.length; i++) {
            double cpu = i < cpuMeans.length ? cpuMeans[i] : Double.NaN;
            forks.add(new double[]{cpu > 0 ? timeMeans[i] * reference / cpu : Double.NaN});
        }
        return new Metric(Spread.of(forks).median(), Double.NaN, Double.NaN, Double.NaN, unit, forks);
    }

    /** The median of the finite values, as reports take it ({@link Spread}); NaN when there is none. */
    private static double median(double[] values) {
        return Spread.of(List.<double[]>of(values)).median();
    }
}
