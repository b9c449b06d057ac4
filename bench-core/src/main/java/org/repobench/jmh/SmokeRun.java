package org.repobench.jmh;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.util.Collection;
import java.util.Map;

/**
 * Runs one benchmark method once, tiny, failing on any error: what every benchmark's smoke test does. Forked, so the
 * fork's classpath, fixture hand-off and clean exit are tested too.
 */
public final class SmokeRun {
    private SmokeRun() {
    }

    /** @param params name to comma-separated values, as on JMH's command line */
    public static Collection<RunResult> run(Class<?> benchmarkClass, String method, Map<String, String> params)
            throws RunnerException {
        return run(benchmarkClass, method, params, 1);
    }

    /** The same with {@code threads} threads (concurrent benchmarks; a group benchmark keeps its own). */
    public static Collection<RunResult> run(Class<?> benchmarkClass, String method, Map<String, String> params,
                                            int threads) throws RunnerException {
        return run(benchmarkClass, method, params, threads, 1);
    }

    /** The same with {@code iterations} measurement iterations (a benchmark whose iterations build on each other). */
    public static Collection<RunResult> run(Class<?> benchmarkClass, String method, Map<String, String> params,
                                            int threads, int iterations) throws RunnerException {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .threads(threads)
                .include("^" + benchmarkClass.getName().replace(".", "\\.") + "\\." + method + "$")
                .forks(1)
                .warmupIterations(0)
                .measurementIterations(iterations)
                .measurementTime(TimeValue.milliseconds(200))
                .shouldFailOnError(true)
                .addProfiler(WriteMetricsProfiler.class)
                .shouldDoGC(false);
        params.forEach((name, values) -> options.param(name, values.split(",")));
        return new Runner(options.build()).run();
    }
}
