package org.repobench.results;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What identifies one measured thing across files: the benchmark's full name, its mode and every parameter. The mode
 * is part of the key because one method run in two modes ({@code -bm avgt,ss}) gives two results that must never be
 * compared with each other. Params are held sorted so the key and its text are stable whatever order JMH wrote them.
 */
public record ResultKey(String benchmark, String mode, SortedMap<String, String> params)
        implements Comparable<ResultKey> {

    public ResultKey {
        params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    }

    public static ResultKey of(String benchmark, String mode, Map<String, String> params) {
        return new ResultKey(benchmark, mode, new TreeMap<>(params));
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

    /** Short name plus params in display order, for people: "ManyMembersBenchmark.warmGet store=FILE size=1000". */
    public String label() {
        String p = ParamOrder.describe(params);
        return shortName() + (p.isEmpty() ? "" : " " + p);
    }

    /** The stable text form: full name, mode and sorted params. */
    @Override
    public String toString() {
        return benchmark + " [" + mode + "] " + params;
    }

    @Override
    public int compareTo(ResultKey o) {
        return toString().compareTo(o.toString());
    }
}
