package org.repobench.results;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What identifies one measured thing across files: the benchmark's full name, its mode, JMH's thread count and every
 * parameter. The mode is part of the key because one method run in two modes ({@code -bm avgt,ss}) gives two results
 * that must never be compared with each other; the thread count for the same reason ({@code -t 1} and {@code -t 8} of
 * one method are different measurements, and the write benchmarks put one result per thread count in one file).
 * Params are held sorted so the key and its text are stable whatever order JMH wrote them.
 *
 * @param threads JMH's {@code threads} field; 1 when the file does not say
 */
public record ResultKey(String benchmark, String mode, int threads, SortedMap<String, String> params)
        implements Comparable<ResultKey> {

    public ResultKey {
        threads = Math.max(1, threads);
        params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    }

    public static ResultKey of(String benchmark, String mode, Map<String, String> params) {
        return of(benchmark, mode, 1, params);
    }

    public static ResultKey of(String benchmark, String mode, int threads, Map<String, String> params) {
        return new ResultKey(benchmark, mode, threads, new TreeMap<>(params));
    }

    /** {@code ManyMembersBenchmark.warmGet}: class and method, without the package. */
    public String shortName() {
        return shortName(benchmark);
    }

    public static String shortName(String benchmark) {
        int method = benchmark.lastIndexOf('.');
        int type = method > 0 ? benchmark.lastIndexOf('.', method - 1) : -1;
        return benchmark.substring(type + 1);
    }

    /**
     * Short name, thread count (when more than one) and params in display order, for people:
     * "ManyMembersBenchmark.warmGet store=FILE size=1000", "ConcurrentCrudBenchmark.create threads=8 store=FILE".
     */
    public String label() {
        return label(Set.of());
    }

    /** {@link #label()} without the named params: those a table or chart says once for all its results. */
    public String label(Set<String> leftOut) {
        Map<String, String> shown = new LinkedHashMap<>(params);
        leftOut.forEach(shown::remove);
        String p = ParamOrder.describe(shown);
        return shortName() + (threads > 1 ? " threads=" + threads : "") + (p.isEmpty() ? "" : " " + p);
    }

    /** The stable text form: full name, mode, threads and sorted params. */
    @Override
    public String toString() {
        return benchmark + " [" + mode + (threads > 1 ? ", " + threads + " threads" : "") + "] " + params;
    }

    @Override
    public int compareTo(ResultKey o) {
        return toString().compareTo(o.toString());
    }
}
