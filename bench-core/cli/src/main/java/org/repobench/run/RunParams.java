package org.repobench.run;

import org.repobench.api.ParamNames;
import org.repobench.workload.Layout;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A run's params as the plan reads them: the values the user asked for, else the defaults of the selected benchmarks
 * that take a target, and which benchmarks declare which param.
 */
final class RunParams {
    private final Map<String, List<String>> asked;
    private final List<BenchmarkDecl> selected;

    RunParams(Map<String, List<String>> asked, List<BenchmarkDecl> selected) {
        this.asked = Map.copyOf(asked);
        this.selected = List.copyOf(selected);
    }

    /** A param's values in this run: the user's, else the @Param defaults of the benchmarks that take a target. */
    List<String> values(String param) {
        if (asked.containsKey(param)) {
            return asked.get(param);
        }
        Set<String> defaults = new LinkedHashSet<>();
        for (BenchmarkDecl benchmark : selected) {
            if (benchmark.declares(ParamNames.TARGET) && benchmark.declares(param)) {
                defaults.addAll(Arrays.asList(benchmark.params().get(param)));
            }
        }
        return List.copyOf(defaults);
    }

    /** Whether the user named the param. */
    boolean asked(String param) {
        return asked.containsKey(param);
    }

    /** How many values the user gave the param (0 when none). */
    int askedCount(String param) {
        return asked.getOrDefault(param, List.of()).size();
    }

    List<BenchmarkDecl> selected() {
        return selected;
    }

    /** Whether a benchmark of the run that takes a target also takes the param. */
    boolean declared(String param) {
        return selected.stream().anyMatch(b -> b.declares(ParamNames.TARGET) && b.declares(param));
    }

    /** Some benchmark of the run can run against a server: it has a target param and is no cold GET. */
    boolean servable() {
        return selected.stream().anyMatch(b -> b.declares(ParamNames.TARGET) && !b.isColdGet());
    }

    /** Excludes for the selected benchmarks that take a target but not {@code param}. */
    List<String> lacking(String param) {
        return selected.stream().filter(b -> !b.declares(param)).map(BenchmarkDecl::excluding).toList();
    }

    /** The fixtures a pass loads: every valid combination of its workload, size, seed and layout values. */
    List<WorkloadFixture> fixtures(Map<String, String[]> set) {
        List<WorkloadFixture> fixtures = new ArrayList<>();
        String[] workloads = values(ParamNames.WORKLOAD).toArray(String[]::new);
        for (String workload : set.getOrDefault(ParamNames.WORKLOAD, workloads)) {
            for (String size : values(ParamNames.SIZE)) {
                for (String seed : values(ParamNames.SEED)) {
                    for (String layout : values(ParamNames.LAYOUT)) {
                        try {
                            fixtures.add(new WorkloadFixture(Workload.valueOf(workload), Integer.parseInt(size),
                                    Long.parseLong(seed), Layout.valueOf(layout)));
                        } catch (IllegalArgumentException notAFixture) {
                            // a combination the benchmark refuses too (a layout for a workload without members)
                        }
                    }
                }
            }
        }
        return fixtures;
    }
}
