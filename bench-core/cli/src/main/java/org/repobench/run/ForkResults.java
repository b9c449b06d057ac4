package org.repobench.run;

import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The results of a pass run one fork at a time (one server start each) put together as JMH would have made them in
 * one run: one {@link RunResult} per benchmark and params, holding one {@link BenchmarkResult} per fork, so the JSON,
 * the console table and the reports see N forks.
 */
final class ForkResults {
    private ForkResults() {
    }

    /** The results merged by {@link #key}, in first appearance, each fork's data in the order it ran. */
    static List<RunResult> merge(Collection<RunResult> results) {
        Map<String, List<RunResult>> byKey = new LinkedHashMap<>();
        for (RunResult result : results) {
            byKey.computeIfAbsent(key(result.getParams()), k -> new ArrayList<>()).add(result);
        }
        List<RunResult> merged = new ArrayList<>();
        for (List<RunResult> same : byKey.values()) {
            if (same.size() == 1) {
                merged.add(same.get(0));
                continue;
            }
            List<BenchmarkResult> forks = new ArrayList<>();
            same.forEach(result -> forks.addAll(result.getBenchmarkResults()));
            merged.add(new RunResult(same.get(0).getParams(), forks));
        }
        return merged;
    }

    /** What tells one result of a run from another: benchmark, mode, threads and every param's value. */
    static String key(BenchmarkParams params) {
        Map<String, String> values = new TreeMap<>();
        params.getParamsKeys().forEach(name -> values.put(name, params.getParam(name)));
        return key(params.getBenchmark(), params.getMode().shortLabel(), params.getThreads(), values);
    }

    /** The same key from what a results JSON entry holds. */
    static String key(String benchmark, String mode, int threads, Map<String, String> params) {
        return benchmark + " " + mode + " threads=" + threads + " " + new TreeMap<>(params);
    }
}
