package org.repobench.report;

import org.repobench.api.ParamNames;
import org.repobench.api.Target;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a {@link PivotTable} found, a line per row of its own (workload and any other param going down but size) and
 * setting (target and store, the levers at their baseline), at the largest size that setting ran: "N_MEMBERS, size
 * 10,000, FILE, cacheSize=10000: 2.62 s per warmGet; 75× size 1,000's time [...]; cacheSize=1000000 is 6.4× faster
 * [...]". After the figure, each with its interval (as the ratio charts draw it): the growth from the smallest size
 * it ran, what each other setting of a lever does (as {@link LeverCharts}), and the time against Fedora 4.7.5's (as
 * {@link TargetRatios}). A ratio the samples cannot support is left out ({@link FindingText}); a missing cell says
 * nothing.
 */
final class PivotFindings {
    private final PivotTable table;
    /** The ratios the lines say, for the legend of their brackets. */
    private final List<LeverCharts.LeverRatio> said = new ArrayList<>();

    private PivotFindings(PivotTable table) {
        this.table = table;
    }

    static Findings of(PivotTable table) {
        PivotFindings findings = new PivotFindings(table);
        List<String> lines = findings.lines();
        return new Findings(lines, FindingText.legend(findings.said));
    }

    private List<String> lines() {
        int sizeIndex = table.rowParams().indexOf(ParamNames.SIZE);
        Map<List<String>, List<List<String>>> bySize = new LinkedHashMap<>();
        for (List<String> row : table.rows()) {
            bySize.computeIfAbsent(without(row, sizeIndex), k -> new ArrayList<>()).add(row);
        }
        boolean numericSizes = table.values(ParamNames.SIZE).stream().allMatch(ValueOrder::isNumber);
        String operation = table.group().shortName().substring(table.group().shortName().lastIndexOf('.') + 1);
        List<String> lines = new ArrayList<>();
        for (List<List<String>> rows : bySize.values()) {
            for (List<String> column : baseColumns()) {
                // rows are in the table's order, ascending size within the rest of the row: the largest and the
                // smallest this setting ran
                List<List<String>> sizes = rows.stream().filter(row -> table.cell(row, column) != null).toList();
                if (sizes.isEmpty()) {
                    continue;
                }
                List<String> largest = sizes.get(sizes.size() - 1);
                JmhResult result = table.cell(largest, column);
                Optional<String> figure = FindingText.figure(result, operation);
                if (figure.isEmpty()) {
                    continue;
                }
                List<String> parts = new ArrayList<>(List.of(label(largest, column) + ": " + figure.get()));
                if (sizeIndex >= 0 && sizes.size() > 1 && numericSizes) {
                    LeverCharts.LeverRatio growth = LeverCharts.ratio(table.cell(sizes.get(0), column), result);
                    say(parts, FindingText.growth(sizes.get(0).get(sizeIndex), growth), growth);
                }
                levers(largest, column, result, parts);
                TargetRatios.againstReference(table, largest, column).ifPresent(against -> say(parts,
                        FindingText.effect("", " than " + TargetRatios.REFERENCE_NAME + (against.setting().isEmpty()
                                ? "" : " at " + against.setting()), against.ratio()), against.ratio()));
                lines.add(String.join("; ", parts));
            }
        }
        return lines;
    }

    private void say(List<String> parts, Optional<String> phrase, LeverCharts.LeverRatio ratio) {
        phrase.ifPresent(p -> {
            parts.add(p);
            said.add(ratio);
        });
    }

    /** Each other setting of each lever in the columns, against the column's baseline, in this row. */
    private void levers(List<String> row, List<String> column, JmhResult base, List<String> parts) {
        for (String lever : ParamRoles.LEVERS) {
            int index = table.columnParams().indexOf(lever);
            if (index < 0 || column.get(index).equals(ParamOrder.NOT_APPLICABLE)) {
                continue;
            }
            for (String value : table.values(lever)) {
                if (value.equals(column.get(index)) || value.equals(ParamOrder.NOT_APPLICABLE)) {
                    continue;
                }
                List<String> other = new ArrayList<>(column);
                other.set(index, value);
                JmhResult with = table.cell(row, other);
                if (with != null) {
                    LeverCharts.LeverRatio ratio = LeverCharts.ratio(base, with);
                    say(parts, FindingText.effect(lever + "=" + value, "", ratio), ratio);
                }
            }
        }
    }

    /**
     * The columns whose every lever is at its baseline (its first value, as {@link LeverCharts} takes it) or not
     * applicable to the target: one per target and store.
     */
    private List<List<String>> baseColumns() {
        List<List<String>> base = new ArrayList<>();
        for (List<String> column : table.columns()) {
            boolean baseline = true;
            for (int i = 0; i < column.size(); i++) {
                String param = table.columnParams().get(i);
                if (ParamRoles.LEVERS.contains(param) && !column.get(i).equals(ParamOrder.NOT_APPLICABLE)) {
                    baseline &= column.get(i).equals(table.values(param).get(0));
                }
            }
            if (baseline) {
                base.add(column);
            }
        }
        return base;
    }

    /**
     * "N_MEMBERS, size 10,000, FILE, cacheSize=10000": the row, the target (but the model) and the store, then the
     * levers but those the target lacks; the workload, size, target and store whether they vary or every cell shares
     * them.
     */
    private String label(List<String> row, List<String> column) {
        List<String> parts = new ArrayList<>();
        // what every cell shares but the line would not be read without: the workload, the size, a server, the store
        Optional.ofNullable(table.fixed().get(ParamNames.WORKLOAD)).ifPresent(parts::add);
        for (int i = 0; i < row.size(); i++) {
            String param = table.rowParams().get(i);
            parts.add(param.equals(ParamNames.WORKLOAD) ? row.get(i) : param + " " + FindingText.value(row.get(i)));
        }
        Optional.ofNullable(table.fixed().get(ParamNames.SIZE)).ifPresent(size -> parts.add("size "
                + FindingText.value(size)));
        for (String param : List.of(ParamNames.TARGET, ParamNames.STORE)) {
            int index = table.columnParams().indexOf(param);
            String fixed = table.fixed().get(param);
            if (index >= 0) {
                parts.add(column.get(index));
            } else if (fixed != null && !(param.equals(ParamNames.TARGET) && Target.MODEL.isRecordedAs(fixed))) {
                parts.add(fixed);
            }
        }
        for (int i = 0; i < column.size(); i++) {
            String param = table.columnParams().get(i);
            if (ParamRoles.LEVERS.contains(param) && !column.get(i).equals(ParamOrder.NOT_APPLICABLE)) {
                parts.add(param + "=" + column.get(i));
            }
        }
        return parts.isEmpty() ? table.group().shortName() : String.join(", ", parts);
    }

    private static List<String> without(List<String> row, int index) {
        List<String> rest = new ArrayList<>(row);
        if (index >= 0) {
            rest.remove(index);
        }
        return rest;
    }
}
