package org.repobench.report;

import org.repobench.api.ParamNames;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
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
    /** JMH's thread count, laid out like a param when it varies within a group. */
    static final String THREADS = "threads";

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
        if (threadsTellApart(group.results())) {
            names.add(THREADS);
        }
        for (String name : ParamOrder.sort(names)) {
            List<String> values = new ArrayList<>();
            group.results().forEach(r -> values.add(value(r, name)));
            seen.put(name, ValueOrder.sort(values));
        }
        this.order = seen;
        this.fixed = new LinkedHashMap<>();
        List<String> varying = new ArrayList<>();
        seen.forEach((name, values) -> ParamOrder.single(values).ifPresentOrElse(value -> fixed.put(name, value),
                () -> varying.add(name)));
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

    /**
     * True when some results differ only in JMH's thread count (one method run with {@code -t 1}, {@code -t 2} ...).
     * A {@code @Group} benchmark's thread count follows its params (more writers, more threads), and then the params
     * already tell its results apart.
     */
    static boolean threadsTellApart(List<JmhResult> results) {
        Map<Map<String, String>, Set<Integer>> threadsByParams = new HashMap<>();
        for (JmhResult r : results) {
            threadsByParams.computeIfAbsent(r.params(), p -> new HashSet<>()).add(r.key().threads());
        }
        return threadsByParams.values().stream().anyMatch(t -> t.size() > 1);
    }

    static String value(JmhResult r, String param) {
        if (param.equals(THREADS) && !r.params().containsKey(THREADS)) {
            return Integer.toString(r.key().threads());
        }
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

    /** The results in table order: row by row, column by column. */
    List<JmhResult> results() {
        List<JmhResult> ordered = new ArrayList<>();
        for (List<String> row : rows) {
            for (List<String> column : columns) {
                JmhResult r = cell(row, column);
                if (r != null) {
                    ordered.add(r);
                }
            }
        }
        return ordered;
    }

    /** A result by the params that vary in this table: "N_MEMBERS, size 1000 · FILE, parallel=true". */
    String label(JmhResult r) {
        List<String> row = tuple(r, rowParams);
        List<String> column = tuple(r, columnParams);
        if (column.isEmpty()) {
            return rowLabel(row);
        }
        return row.isEmpty() ? columnLabel(column) : rowLabel(row) + " \u00b7 " + columnLabel(column);
    }

    /** The row as a category name: "N_MEMBERS, size 1000"; the method's name when no param goes down. */
    String rowLabel(List<String> row) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < row.size(); i++) {
            String param = rowParams.get(i);
            parts.add(param.equals(ParamNames.WORKLOAD) ? row.get(i) : param + " " + row.get(i));
        }
        return parts.isEmpty() ? group.shortName() : String.join(", ", parts);
    }

    /** True when nothing varies: one result, better shown in a list than as a 1 × 1 table. */
    boolean isSingle() {
        return rowParams.isEmpty() && columnParams.isEmpty();
    }

    /**
     * "FEDORA_4_7_5, FILE, cacheSize=1000000": the target and the store by their values alone, levers by name and
     * value.
     */
    String columnLabel(List<String> column) {
        if (column.isEmpty()) {
            return "score";
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < column.size(); i++) {
            String param = columnParams.get(i);
            boolean plain = param.equals(ParamNames.STORE) || param.equals(ParamNames.TARGET);
            parts.add(plain ? column.get(i) : param + "=" + column.get(i));
        }
        return String.join(", ", parts);
    }
}
