package org.repobench.report;

import org.repobench.results.JmhResult;
import org.repobench.results.ResultKey;
import org.repobench.results.ResultSet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** All results of one benchmark method in one mode (e.g. every params combination of {@code warmGet}, avgt). */
record BenchmarkGroup(String benchmark, String mode, List<JmhResult> results) {
    BenchmarkGroup {
        results = List.copyOf(results);
    }

    /** Groups in order of first appearance, which is JMH's run order. */
    static List<BenchmarkGroup> of(ResultSet set) {
        Map<String, List<JmhResult>> byMethod = new LinkedHashMap<>();
        for (JmhResult r : set.results()) {
            byMethod.computeIfAbsent(r.benchmark() + "\u0000" + r.mode(), k -> new ArrayList<>()).add(r);
        }
        List<BenchmarkGroup> groups = new ArrayList<>();
        byMethod.values().forEach(rs -> groups.add(new BenchmarkGroup(rs.get(0).benchmark(), rs.get(0).mode(), rs)));
        return groups;
    }

    String shortName() {
        return ResultKey.shortName(benchmark);
    }

    String title() {
        return shortName() + " (" + Modes.describe(mode) + ")";
    }

    /** An HTML/Markdown anchor. */
    String anchor() {
        return (shortName() + "-" + mode).replaceAll("[^A-Za-z0-9]+", "-").toLowerCase(Locale.ROOT);
    }
}
