package org.repobench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows of a pivot table that share every row param except one (the size): one workload, say. Charts draw one
 * facet each, with the excluded param on their x axis.
 */
record Facet(Map<String, String> values, List<List<String>> rows) {

    static List<Facet> of(PivotTable table, int excludedIndex) {
        Map<List<String>, List<List<String>>> byRest = new LinkedHashMap<>();
        for (List<String> row : table.rows()) {
            List<String> rest = new ArrayList<>(row);
            rest.remove(excludedIndex);
            byRest.computeIfAbsent(rest, k -> new ArrayList<>()).add(row);
        }
        List<Facet> facets = new ArrayList<>();
        byRest.forEach((rest, rows) -> {
            Map<String, String> values = new LinkedHashMap<>();
            int i = 0;
            for (int p = 0; p < table.rowParams().size(); p++) {
                if (p != excludedIndex) {
                    values.put(table.rowParams().get(p), rest.get(i++));
                }
            }
            facets.add(new Facet(values, rows));
        });
        return facets;
    }

    /** " — workload=N_MEMBERS", or "" when the table has a single facet. */
    String suffix() {
        if (values.isEmpty()) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        values.forEach((k, v) -> parts.add(k + "=" + v));
        return " \u2014 " + String.join(", ", parts);
    }
}
