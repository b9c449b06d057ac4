package org.repobench.jmeter;

import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.load.LoadOperation;
import org.repobench.results.JmhResult;
import org.repobench.results.JvmInfo;
import org.repobench.results.Metric;
import org.repobench.results.ResultKey;
import org.repobench.results.ResultSet;
import org.repobench.results.RunSettings;
import org.repobench.results.SampleKind;
import org.repobench.results.ScoreUnit;
import org.apache.jmeter.util.JMeterUtils;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A load's tally in repobench's own shape, so {@code report} and {@code compare} read it as any run: one result per
 * operation ({@code JMeterLoad.create}, ...) in sample mode, its samples the measured windows of the load
 * ({@link SampleKind#LOAD_WINDOW}), JMH's percentiles over every measured request, throughput, and the refusals
 * counted as a JMH write benchmark counts them (JMeter sends no request twice: a refusal is a failure, none is
 * retried), and each engine's share of the operation's samples.
 */
public final class LoadResults {
    /** The benchmark name's class part: results read "JMeterLoad.create". */
    static final String BENCHMARK = "org.repobench.jmeter.JMeterLoad";
    static final String MODE = "sample";
    /**
     * The params a load's results carry beside {@code target}: its cycle ("crud-container") and how many engines sent
     * it. They are no JMH params, so they are named here, not in {@code ParamNames}.
     */
    public static final String CYCLE = "cycle";
    public static final String ENGINES = "engines";
    private static final double[] PERCENTS = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 100.0};
    private static final ScoreUnit MS = ScoreUnit.parse("ms/op");
    private static final ScoreUnit OPS = ScoreUnit.parse("ops/s");
    private static final ScoreUnit COUNT = ScoreUnit.parse("#");
    private static final ScoreUnit PERCENT = ScoreUnit.parse("%");

    private LoadResults() {
    }

    static ResultSet of(LoadTally tally, LoadSettings settings, String recordedTarget,
                        Map<LoadOperation, Long> lost) {
        List<JmhResult> results = new ArrayList<>();
        Map<String, String> params = new LinkedHashMap<>();
        params.put(ParamNames.TARGET, recordedTarget);
        params.put(CYCLE, settings.cycle().name());
        params.put(ENGINES, String.valueOf(settings.engineCount()));
        int threads = settings.threads() * settings.engineCount();
        JvmInfo jvm = new JvmInfo("", System.getProperty("java.home") + "/bin/java", System.getProperty("java.version"),
                System.getProperty("java.vm.name") + " (JMeter " + JMeterUtils.getJMeterVersion() + ")",
                System.getProperty("java.vm.version"), ManagementFactory.getRuntimeMXBean().getInputArguments());
        String window = LoadSettings.WINDOW.toSeconds() + " s";
        RunSettings run = new RunSettings(threads, 1, SampleKind.LOAD_WINDOW, 1, settings.rampUp().toSeconds() + " s",
                1, settings.windows(), window, 1);
        double seconds = settings.hold().toMillis() / 1e3;
        for (Map.Entry<LoadOperation, LoadTally.Operation> entry : tally.operations().entrySet()) {
            LoadTally.Operation operation = entry.getValue();
            Map<String, Metric> secondary = new LinkedHashMap<>();
            secondary.put(MetricNames.THROUGHPUT, scalar(operation.measured() / seconds, OPS));
            secondary.put(MetricNames.CONFLICTS, scalar(operation.conflicts(), COUNT));
            secondary.put(MetricNames.RETRIES, scalar(0, COUNT));
            secondary.put(MetricNames.FAILURES, scalar(operation.errors(), COUNT));
            secondary.put(MetricNames.LOST, scalar(lost.getOrDefault(entry.getKey(), 0L), COUNT));
            operation.engines().forEach((engine, samples) -> secondary.put(MetricNames.ENGINE_SHARE_PREFIX + engine,
                    scalar(100.0 * samples / operation.all(), PERCENT)));
            results.add(new JmhResult(ResultKey.of(BENCHMARK + "." + entry.getKey().label(), MODE, threads, params),
                    jvm, run, latency(operation), secondary, List.of()));
        }
        return ResultSet.of(results);
    }

    /** Time per request: the mean over every measured one, each window's mean as a sample, the percentiles. */
    static Metric latency(LoadTally.Operation operation) {
        List<double[]> windows = new ArrayList<>();
        double[] window = operation.windows().stream().filter(w -> !w.isEmpty())
                .mapToDouble(w -> w.stream().mapToLong(Long::longValue).average().orElse(Double.NaN)).toArray();
        windows.add(window);
        long[] all = operation.windows().stream().flatMap(List::stream).mapToLong(Long::longValue).sorted().toArray();
        double mean = Arrays.stream(all).average().orElse(Double.NaN);
        SortedMap<Double, Double> percentiles = new TreeMap<>();
        for (double percent : PERCENTS) {
            percentiles.put(percent, all.length == 0 ? Double.NaN : (double) nearestRank(all, percent));
        }
        return new Metric(mean, Double.NaN, Double.NaN, Double.NaN, MS, windows, percentiles);
    }

    /** The nearest-rank percentile of sorted values: the smallest value with at least that share at or below it. */
    static long nearestRank(long[] sorted, double percent) {
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    private static Metric scalar(double value, ScoreUnit unit) {
        return new Metric(value, Double.NaN, Double.NaN, Double.NaN, unit, List.of(new double[] {value}));
    }
}
