package org.repobench.run;

import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** The table printed at the end of a run: one row per benchmark and params, with the cost per member. */
final class SummaryTable {
    private SummaryTable() {
    }

    static String render(Collection<RunResult> results) {
        StringBuilder table = new StringBuilder();
        table.append(String.format(Locale.ROOT, "%-22s %-12s %-12s %7s %9s %-8s %10s %10s %-6s %12s%n",
                "benchmark", "workload", "store", "size", "parallel", "cache", "score", "error", "unit", "ms/member"));
        for (RunResult run : results) {
            Map<String, String> params = new TreeMap<>();
            for (String key : run.getParams().getParamsKeys()) {
                params.put(key, run.getParams().getParam(key));
            }
            Result<?> primary = run.getPrimaryResult();
            String name = run.getParams().getBenchmark();
            name = name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1);
            String perMember = "";
            if (params.containsKey("size") && primary.getScoreUnit().startsWith("ms/")) {
                perMember = String.format(Locale.ROOT, "%.4f", primary.getScore() / Double.parseDouble(params.get("size")));
            }
            table.append(String.format(Locale.ROOT, "%-22s %-12s %-12s %7s %9s %-8s %10.3f %10s %-6s %12s%n",
                    name, params.getOrDefault("workload", ""), params.getOrDefault("store", ""),
                    params.getOrDefault("size", ""), params.getOrDefault("parallel", ""),
                    params.getOrDefault("cacheSize", ""), primary.getScore(),
                    Double.isNaN(primary.getScoreError()) ? "n/a"
                            : String.format(Locale.ROOT, "%.3f", primary.getScoreError()),
                    primary.getScoreUnit(), perMember));
        }
        return table.toString();
    }
}
