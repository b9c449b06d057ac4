package org.repobench.report;

import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One benchmark method laid out as rows × columns of params (see {@link ParamRoles}). Params with a single value in the
 * group are not axes; they are listed as fixed. Rows and columns are only those combinations that were run; a cell
 * whose combination was not run is null.
 */
final class PivotTable {
    /** Shown for a param that some results of the group do not have. */
    static final String ABSENT = "(none)";

    private final BenchmarkGroup group;
    private final Map<String, String> fixed;
    private final List<String> rowParams;
    private final List<String> columnParams;
    private final Map<String, List<String>> order;
    private final List<List<String>> rows;
    private final List<List<String>> columns;
    private final Map<List<String>, JmhResult> cells = new HashMap<>();

    private PivotTable(BenchmarkGroup group) {
        this.group = group;
        Map<String, List<String>> seen = new LinkedHashMap<>();
        Set<String> names = new LinkedHashSet<>();
        group.results().forEach(r -> names.addAll(r.params().keySet()));
        for (String name : ParamOrder.sort(names)) {
            List<String> values = new ArrayList<>();
            group.results().forEach(r -> values.add(value(r, name)));
            seen.put(name, ValueOrder.sort(values));
        }
        this.order = seen;
        this.fixed = new LinkedHashMap<>();
        List<String> varying = new ArrayList<>();
        seen.forEach((name, values) -> {
            if (values.size() == 1) {
                fixed.put(name, values.get(0));
            } else {
                varying.add(name);
            }
        });
        this.rowParams = ParamRoles.rows(varying);
        this.columnParams = ParamRoles.columns(varying);
        Set<List<String>> rowSet = new LinkedHashSet<>();
        Set<List<String>> columnSet = new LinkedHashSet<>();
        for (JmhResult r : group.results()) {
            List<String> row = tuple(r, rowParams);
            List<String> column = tuple(r, columnParams);
            rowSet.add(row);
            columnSet.add(column);
            cells.put(cellKey(row, column), r);
        }
        this.rows = sorted(rowSet, rowParams);
        this.columns = sorted(columnSet, columnParams);
    }

    static PivotTable of(BenchmarkGroup group) {
        return new PivotTable(group);
    }

    static String value(JmhResult r, String param) {
        return r.params().getOrDefault(param, ABSENT);
    }

    private static List<String> tuple(JmhResult r, List<String> params) {
        return params.stream().map(p -> value(r, p)).toList();
    }

    private List<List<String>> sorted(Set<List<String>> tuples, List<String> params) {
        List<List<String>> list = new ArrayList<>(tuples);
        Comparator<List<String>> byValues = (a, b) -> 0;
        for (int i = 0; i < params.size(); i++) {
            int index = i;
            List<String> values = order.get(params.get(i));
            byValues = byValues.thenComparingInt(t -> values.indexOf(t.get(index)));
        }
        list.sort(byValues);
        return list;
    }

    private static List<String> cellKey(List<String> row, List<String> column) {
        List<String> key = new ArrayList<>(row);
        key.add("\u0000");
        key.addAll(column);
        return key;
    }

    BenchmarkGroup group() {
        return group;
    }

    Map<String, String> fixed() {
        return fixed;
    }

    List<String> rowParams() {
        return rowParams;
    }

    List<String> columnParams() {
        return columnParams;
    }

    List<List<String>> rows() {
        return rows;
    }

    List<List<String>> columns() {
        return columns;
    }

    /** The values of a param in display order. */
    List<String> values(String param) {
        return order.getOrDefault(param, List.of());
    }

    JmhResult cell(List<String> row, List<String> column) {
        return cells.get(cellKey(row, column));
    }

    /** True when nothing varies: one result, better shown in a list than as a 1 × 1 table. */
    boolean isSingle() {
        return rowParams.isEmpty() && columnParams.isEmpty();
    }

    /** "FILE, parallel=true, cacheSize=1000000": the store by its value alone, levers by name and value. */
    String columnLabel(List<String> column) {
        if (column.isEmpty()) {
            return "score";
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < column.size(); i++) {
            String param = columnParams.get(i);
            parts.add(param.equals(ParamOrder.STORE) ? column.get(i) : param + "=" + column.get(i));
        }
        return String.join(", ", parts);
    }
}
