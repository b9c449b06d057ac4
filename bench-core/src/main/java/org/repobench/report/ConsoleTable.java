package org.repobench.report;

import org.repobench.results.JmhResult;
import org.repobench.results.Numbers;
import org.repobench.results.ParamOrder;
import org.repobench.results.ResultSet;
import org.repobench.results.TextTable;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A compact plain-text summary for the end of {@code mvn verify -Pbench}: one line per result with the params that
 * vary (the ones that are the same everywhere are printed once above the table), score ± error in JMH's unit, and the
 * per-member cost.
 */
public final class ConsoleTable {
    private ConsoleTable() {
    }

    public static String render(ResultSet results) {
        return render(results.results());
    }

    public static String render(Collection<JmhResult> results) {
        if (results.isEmpty()) {
            return "(no benchmark results)\n";
        }
        Map<String, Set<String>> values = new LinkedHashMap<>();
        for (JmhResult r : results) {
            r.params().forEach((k, v) -> values.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(v));
        }
        Map<String, String> common = new LinkedHashMap<>();
        for (String name : ParamOrder.sort(values.keySet())) {
            boolean everywhere = results.stream().allMatch(r -> r.params().containsKey(name));
            if (everywhere && values.get(name).size() == 1) {
                common.put(name, values.get(name).iterator().next());
            }
        }
        TextTable table = new TextTable("benchmark", "mode", "params", ">score ± error", "unit", ">ms/member");
        for (JmhResult r : results) {
            Map<String, String> shown = new LinkedHashMap<>(r.params());
            common.keySet().forEach(shown::remove);
            table.row(r.key().shortName(), r.mode(), ParamOrder.describe(shown),
                    Numbers.withError(r.primary().score(), r.primary().scoreError()), r.primary().unit().text(),
                    CellFormat.millisPerMember(r).map(v -> Numbers.significant(v, 3)).orElse(""));
        }
        List<String> header = new ArrayList<>();
        if (!common.isEmpty()) {
            header.add("all results: " + ParamOrder.describe(common));
        }
        return (header.isEmpty() ? "" : String.join("\n", header) + "\n") + table.render();
    }
}
