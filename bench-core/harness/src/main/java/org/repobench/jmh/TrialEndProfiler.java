package org.repobench.jmh;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;

import java.util.Collection;
import java.util.List;

/**
 * Runs the trial's closing work ({@link TrialEnd}) after an iteration's costs are read. Add it before every other
 * profiler ({@code OptionsBuilder.addProfiler}): JMH ends an iteration's profilers in the reverse order, so this one
 * ends last. A failure of that work fails the benchmark, as it did in the teardown.
 */
public final class TrialEndProfiler implements InternalProfiler {
    @Override
    public String getDescription() {
        return "repobench: a trial's closing work after its last iteration's costs are read";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        TrialEnd.defer();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams,
                                                       IterationParams iterationParams, IterationResult result) {
        try {
            TrialEnd.runWaiting();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        return List.of();
    }
}
