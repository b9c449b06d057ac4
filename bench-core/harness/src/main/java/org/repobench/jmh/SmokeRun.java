package org.repobench.jmh;

import org.repobench.api.Causes;

import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.repobench.api.ParamNames;
import org.repobench.fixture.FixtureCache;
import org.repobench.provision.EveryStore;
import org.repobench.provision.ProvisionedStores;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

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

    /** The same with {@code iterations} measurement iterations (ingests: one batch each). */
    public static Collection<RunResult> run(Class<?> benchmarkClass, String method, Map<String, String> params,
                                            int threads, int iterations) throws RunnerException {
        return run(benchmarkClass, method, params, threads, iterations, EveryStore::forkJvmArgs);
    }

    /**
     * The same once, on stores provisioned apart from the tests' own (e.g. only in containers): the fork is handed
     * {@code stores}' settings instead of theirs.
     */
    public static Collection<RunResult> runOn(ProvisionedStores stores, Class<?> benchmarkClass, String method,
                                              Map<String, String> params) throws RunnerException {
        return run(benchmarkClass, method, params, 1, 1, stores::forkJvmArgs);
    }

    private static Collection<RunResult> run(Class<?> benchmarkClass, String method, Map<String, String> params,
                                             int threads, int iterations, Supplier<List<String>> storeJvmArgs)
            throws RunnerException {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .threads(threads)
                .include(QuickRun.include(benchmarkClass, method))
                .forks(1)
                .warmupIterations(0)
                .measurementIterations(iterations)
                .measurementTime(TimeValue.milliseconds(200))
                .shouldFailOnError(true)
                .addProfiler(TrialEndProfiler.class)
                .addProfiler(WriteMetricsProfiler.class)
                .addProfiler(CostProfiler.class)
                .addProfiler(WorkProfiler.class)
                .shouldDoGC(false);
        params.forEach((name, values) -> options.param(name, values.split(",")));
        List<String> jvmArgs = new ArrayList<>();
        String fixtures = System.getProperty(FixtureCache.DIRECTORY_PROPERTY);
        if (fixtures != null) {
            // a test's own fixture cache (OwnFixtureCache): the fork checks its fixtures out there too
            jvmArgs.add("-D" + FixtureCache.DIRECTORY_PROPERTY + "=" + fixtures);
        }
        if (Arrays.stream(params.getOrDefault(ParamNames.STORE, "").split(",")).anyMatch(SmokeRun::isDatabase)
                || params.getOrDefault(ParamNames.BINARY_STORE, "").contains(BinaryStoreKind.S3.name())) {
            // the fork reaches the servers this JVM's tests use, wherever they came from
            jvmArgs.addAll(storeJvmArgs.get());
        }
        options.jvmArgsAppend(jvmArgs.toArray(String[]::new));
        try {
            return new Runner(options.build()).run();
        } catch (RunnerException e) {
            // JMH's own message is "Benchmark caught the exception", and a test report's summary shows only that line:
            // name what the fork threw, so that a failure in CI can be read from the summary alone
            throw new RunnerException(benchmarkClass.getSimpleName() + "." + method + " " + params + ": "
                    + String.join("; ", failures(e, new LinkedHashSet<>())), e);
        }
    }

    /**
     * The stores a smoke test runs a benchmark on: the file store, and one database store (the first the tests have:
     * PostgreSQL wherever it runs), whose fork is handed the database's settings. What each store does is for the
     * repository's semantics tests to prove, on every store; a smoke test proves that a benchmark runs and measures.
     */
    public static List<StoreKind> stores() {
        List<StoreKind> stores = new ArrayList<>(List.of(StoreKind.FILE));
        EveryStore.kinds().stream().filter(StoreKind::isDatabase).findFirst().ifPresent(stores::add);
        return stores;
    }

    private static boolean isDatabase(String store) {
        return Arrays.stream(StoreKind.values()).anyMatch(kind -> kind.name().equalsIgnoreCase(store.trim())
                && kind.isDatabase());
    }

    /** What the benchmark threw, under JMH's wrappers (a fork's exceptions arrive as suppressed ones), and why. */
    private static Set<String> failures(Throwable failure, Set<String> found) {
        if (!(failure instanceof RunnerException || failure instanceof BenchmarkException)) {
            Throwable root = Causes.root(failure);
            found.add(failure + (root == failure ? "" : " (caused by " + root + ")"));
            return found;
        }
        if (failure.getCause() != null) {
            failures(failure.getCause(), found);
        }
        for (Throwable suppressed : failure.getSuppressed()) {
            failures(suppressed, found);
        }
        return found;
    }
}
