package org.repobench.results;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.repobench.api.ParamNames.*;

/**
 * The order in which parameters are shown: the suite's own parameters in the order people think about them
 * (target, store, workload, size, then the levers; the names are {@link org.repobench.api.ParamNames}), then any other
 * parameter alphabetically. Identity (keys, pairing) never depends on this order; it is for display only.
 */
public final class ParamOrder {
    /**
     * Levers only the in-process model has: a server's results record them as {@link #NOT_APPLICABLE}.
     */
    public static final List<String> MODEL_LEVERS = List.of(PARALLEL, REFERENCE_LOOKUP, TRAVERSAL, POOL_SIZE);

    /**
     * The value a result records for a param its target does not have (6.1.0's cacheSize, the model's levers on a
     * server): the pass ran with some value, which the result does not depend on.
     */
    public static final String NOT_APPLICABLE = "n/a";

    private static final List<String> KNOWN = List.of(TARGET, STORE, WORKLOAD, SIZE, PARALLEL, CACHE_SIZE,
            REFERENCE_LOOKUP, TRAVERSAL, PREFER, MAINTAIN_INDEX, ON_PARENT_VERSION, AUTO_VERSIONING, ARCHIVAL_GROUP);

    public static final Comparator<String> NAMES = Comparator
            .comparingInt((String name) -> KNOWN.contains(name) ? KNOWN.indexOf(name) : KNOWN.size())
            .thenComparing(Comparator.naturalOrder());

    private ParamOrder() {
    }

    /**
     * The one value a param has across results where it applies, "IDENTIFIER (or n/a)" when some results lack it; empty
     * when it has two or more: a param that differs only by not applying somewhere tells no results apart, and a
     * table that spread it across columns would only repeat the target.
     */
    public static Optional<String> single(Collection<String> values) {
        Set<String> applicable = new LinkedHashSet<>(values);
        boolean lacking = applicable.remove(NOT_APPLICABLE);
        if (applicable.size() > 1) {
            return Optional.empty();
        }
        if (applicable.isEmpty()) {
            return Optional.of(NOT_APPLICABLE);
        }
        return Optional.of(applicable.iterator().next() + (lacking ? " (or " + NOT_APPLICABLE + ")" : ""));
    }

    /**
     * The params every one of the results has with {@link #single one value}, in order: what a table says once above
     * its rows ("all results: target=... cycle=...") rather than in each.
     */
    public static Map<String, String> common(Collection<? extends Map<String, String>> params) {
        Map<String, Set<String>> values = new LinkedHashMap<>();
        for (Map<String, String> p : params) {
            p.forEach((k, v) -> values.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(v));
        }
        Map<String, String> common = new LinkedHashMap<>();
        for (String name : sort(values.keySet())) {
            if (params.stream().allMatch(p -> p.containsKey(name))) {
                single(values.get(name)).ifPresent(value -> common.put(name, value));
            }
        }
        return common;
    }

    public static List<String> sort(Collection<String> names) {
        List<String> sorted = new ArrayList<>(names);
        sorted.sort(NAMES);
        return sorted;
    }

    public static Map<String, String> ordered(Map<String, String> params) {
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String name : sort(params.keySet())) {
            ordered.put(name, params.get(name));
        }
        return ordered;
    }

    /** "store=FILE workload=N_MEMBERS size=1000". */
    public static String describe(Map<String, String> params) {
        StringBuilder sb = new StringBuilder();
        ordered(params).forEach((k, v) -> sb.append(sb.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return sb.toString();
    }
}
