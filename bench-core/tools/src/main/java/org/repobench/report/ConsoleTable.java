package org.repobench.report;

import org.repobench.api.MetricNames;
import org.repobench.results.JmhResult;
import org.repobench.results.Metric;
import org.repobench.results.Numbers;
import org.repobench.results.ParamOrder;
import org.repobench.results.ResultSet;
import org.repobench.results.SampleNote;
import org.repobench.results.TextTable;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A compact plain-text summary for the end of {@code mvn verify -Pbench}: one line per result with the params that
 * vary (the ones that are the same everywhere are printed once above the table), the median and range over all
 * iterations with their count, JMH's score ± error, and, where there are any, the per-member cost, the allocation per
 * operation ({@code -prof gc}), the CPU time per operation of the benchmark's threads, the fork's collector and a
 * managed server, that server's allocation per operation, and the 99th percentile (sample mode), and, where a write
 * failed (given up or lost: such a run fails unless the user keeps it going), every write benchmark's failed
 * operations, conflicts and retries, so the failures stand beside the time they qualify. Columns nobody has are left
 * out, so a run stays narrow. Under the legend, what a fork is ({@link SampleNote}): a fresh JVM, a server start,
 * or a fork of one server.
 */
public final class ConsoleTable {
    static final String LEGEND = "median [min-max] n: over all iterations of all forks;"
            + " score ± error: JMH's mean ± 99.9% half-width (often wider than the mean with 3 iterations)";

    static final String WRITES_LEGEND = "failed: operations given up after their retries or lost after their save"
            + " (" + MetricNames.FAILURES + " + " + MetricNames.LOST + "); conflicts, retries: " + MetricNames.CONFLICTS
            + ", " + MetricNames.RETRIES;

    /** The CPU, server and counted-work columns, each shown when some result has it, in this order. */
    private static final Map<String, String> COST_COLUMNS = costColumns();

    static final String COSTS_LEGEND = "cpu/op: the benchmark threads' CPU time (" + MetricNames.CPU_TIME
            + "); gc cpu/op: the fork's collector threads' (" + MetricNames.GC_CPU_TIME + "); server cpu/op, alloc/op:"
            + " a managed server's own (" + MetricNames.SERVER_CPU_TIME + ", " + MetricNames.SERVER_ALLOCATION + ");"
            + " docs/op, read/op, stmts/op: the documents the model asked of its store, the bytes the store read, the"
            + " statements it sent to its database (" + MetricNames.STORE_DOCUMENTS_READ + ", "
            + MetricNames.STORE_BYTES_READ + ", " + MetricNames.STORE_STATEMENTS + ")";

    private ConsoleTable() {
    }

    private static Map<String, String> costColumns() {
        Map<String, String> columns = new LinkedHashMap<>();
        columns.put(MetricNames.CPU_TIME, "cpu/op");
        columns.put(MetricNames.GC_CPU_TIME, "gc cpu/op");
        columns.put(MetricNames.SERVER_CPU_TIME, "server cpu/op");
        columns.put(MetricNames.SERVER_ALLOCATION, "server alloc/op");
        columns.put(MetricNames.STORE_DOCUMENTS_READ, "docs/op");
        columns.put(MetricNames.STORE_BYTES_READ, "read/op");
        columns.put(MetricNames.STORE_STATEMENTS, "stmts/op");
        return columns;
    }

    public static String render(ResultSet results) {
        return render(results.results());
    }

    public static String render(Collection<JmhResult> results) {
        if (results.isEmpty()) {
            return "(no benchmark results)\n";
        }
        Map<String, String> common = ParamOrder.common(results.stream().map(JmhResult::params).toList());
        boolean threads = results.stream().anyMatch(r -> r.key().threads() > 1);
        boolean perMember = results.stream().anyMatch(r -> CellFormat.millisPerMember(r).isPresent());
        boolean allocation = results.stream().anyMatch(r -> r.allocation() != null);
        List<String> costs = COST_COLUMNS.keySet().stream()
                .filter(name -> results.stream().anyMatch(r -> r.secondary(name) != null)).toList();
        boolean p99 = results.stream().anyMatch(r -> !Double.isNaN(r.primary().percentile(99.0)));
        boolean writes = results.stream().anyMatch(r -> CellFormat.failedWrites(r) > 0);

        List<String> header = new ArrayList<>(List.of("benchmark", "mode"));
        if (threads) {
            header.add(">threads");
        }
        header.addAll(List.of("params", ">median [min-max] n", ">score ± error", "unit"));
        if (p99) {
            header.add(">p99");
        }
        if (perMember) {
            header.add(">ms/member");
        }
        if (allocation) {
            header.add(">alloc/op");
        }
        costs.forEach(name -> header.add(">" + COST_COLUMNS.get(name)));
        if (writes) {
            header.addAll(List.of(">failed", ">conflicts", ">retries"));
        }
        TextTable table = new TextTable(header.toArray(String[]::new));
        for (JmhResult r : results) {
            Map<String, String> shown = new LinkedHashMap<>(r.params());
            common.keySet().forEach(shown::remove);
            Metric m = r.primary();
            List<String> row = new ArrayList<>(List.of(r.key().shortName(), r.mode()));
            if (threads) {
                row.add(Integer.toString(r.key().threads()));
            }
            row.addAll(List.of(ParamOrder.describe(shown), m.spread().describe("").replace('\u2013', '-'),
                    Numbers.withError(m.score(), m.scoreError()), m.unit().text()));
            if (p99) {
                row.add(Numbers.significant(m.percentile(99.0), 3));
            }
            if (perMember) {
                row.add(CellFormat.millisPerMember(r).map(v -> Numbers.significant(v, 3)).orElse(""));
            }
            if (allocation) {
                row.add(median(r, MetricNames.ALLOCATION));
            }
            costs.forEach(name -> row.add(median(r, name)));
            if (writes) {
                boolean counted = r.secondary(MetricNames.FAILURES) != null;
                row.add(counted ? Long.toString(Math.round(CellFormat.failedWrites(r))) : "");
                row.add(counted ? Long.toString(Math.round(CellFormat.count(r, MetricNames.CONFLICTS))) : "");
                row.add(counted ? Long.toString(Math.round(CellFormat.count(r, MetricNames.RETRIES))) : "");
            }
            table.row(row.toArray(String[]::new));
        }
        String above = common.isEmpty() ? "" : "all results: " + ParamOrder.describe(common) + "\n";
        return above + table.render() + LEGEND + "\n" + SampleNote.of(results) + (writes ? "\n" + WRITES_LEGEND : "")
                + (costs.isEmpty() ? "" : "\n" + COSTS_LEGEND) + "\n";
    }

    /**
     * A secondary metric's median over the iterations (JMH's score without raw data), in its own unit: a CPU time in
     * the benchmark's time unit, as the score beside it.
     */
    private static String median(JmhResult r, String name) {
        Metric metric = r.secondary(name);
        if (metric == null) {
            return "";
        }
        return CellFormat.value(metric.spread().isEmpty() ? metric.score() : metric.spread().median(), metric.unit());
    }
}
