package org.repobench.run;

import org.openjdk.jmh.annotations.Param;
import org.repobench.api.ParamNames;
import org.repobench.workload.Layout;
import org.repobench.workload.Workload;

import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The rules between params that no single param's type can state, checked in the host after {@link ParamCheck}
 * and before any fork: JMH runs every combination of the values given, so a combination a benchmark refuses would
 * fail in its fork with a stack trace. One so far: a layout other than the default only for workloads that create
 * member resources ({@link Layout#appliesTo}).
 */
final class ParamCombinations {

    private ParamCombinations() {
    }

    /**
     * @param params the checked values (enum constant names), by name
     * @param fields the {@code @Param} fields of the selected benchmarks, by name: a param not given takes their
     *               defaults
     * @throws LaunchException naming the combination and what is accepted with it
     */
    static void check(Map<String, List<String>> params, Map<String, Field> fields) {
        if (!fields.containsKey(ParamNames.WORKLOAD) || !fields.containsKey(ParamNames.LAYOUT)) {
            return;
        }
        for (String workloadName : values(params, fields, ParamNames.WORKLOAD)) {
            Workload workload = Workload.valueOf(workloadName);
            for (String layoutName : values(params, fields, ParamNames.LAYOUT)) {
                if (!Layout.valueOf(layoutName).appliesTo(workload)) {
                    throw new LaunchException("-p " + ParamNames.LAYOUT + "=" + layoutName + " is not applicable to -p "
                            + ParamNames.WORKLOAD + "=" + workloadName + " (" + workload.cliName()
                            + " creates no member resources); accepted with it: " + accepted(workload));
                }
            }
        }
    }

    private static List<String> values(Map<String, List<String>> params, Map<String, Field> fields, String name) {
        List<String> given = params.get(name);
        return given != null ? given : List.of(fields.get(name).getAnnotation(Param.class).value());
    }

    private static String accepted(Workload workload) {
        return Arrays.stream(Layout.values()).filter(layout -> layout.appliesTo(workload)).map(Layout::name)
                .collect(Collectors.joining(", "));
    }
}
