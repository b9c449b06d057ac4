package org.repobench.report;

import org.repobench.results.JmhResult;
import org.repobench.results.ResultSet;

import java.util.ArrayList;
import java.util.List;

/**
 * What a report shows, computed once for both renderers: a pivot table per benchmark method, the results that have
 * nothing varying (listed together instead of as 1 × 1 tables), and the environment.
 */
record ReportModel(ResultSet results, List<PivotTable> tables, List<JmhResult> singles,
                   EnvironmentSummary environment) {
    /** How to read a cell; printed above the tables of both reports. */
    static final String CELL_HELP = "Cells: mean ± error of the score; time per operation is in milliseconds. The"
            + " error is JMH's: half-width of the 99.9 % confidence interval over all measurement iterations of all"
            + " forks. In brackets: the per-member cost, milliseconds ÷ size. \u2014 means the combination was not run.";

    static ReportModel of(ResultSet results) {
        List<PivotTable> tables = new ArrayList<>();
        List<JmhResult> singles = new ArrayList<>();
        for (BenchmarkGroup group : BenchmarkGroup.of(results)) {
            PivotTable table = PivotTable.of(group);
            if (table.isSingle()) {
                singles.addAll(group.results());
            } else {
                tables.add(table);
            }
        }
        return new ReportModel(results, tables, singles, EnvironmentSummary.of(results));
    }
}
