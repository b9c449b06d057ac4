package org.repobench.report;

import org.repobench.chart.Chart;
import org.repobench.results.JmhResult;

import java.util.ArrayList;
import java.util.List;

/**
 * One part of a report, in the order a reader wants it: a heading, what was found (a line per finding, computed from
 * the results), the charts, the tables that answer, then, folded, the method (what to know to read it: conditions,
 * samples, legends) and the tables a reader looks up rather than reads (published figures, ratios, secondary metrics).
 * The results it shows have their flame graphs after its tables, where a run recorded them; the environment shows
 * none.
 */
record Section(String title, String anchor, Findings findings, List<Chart> charts, List<ReportTable> tables,
               List<String> notes, List<ReportTable> folded, List<JmhResult> results) {
    Section {
        charts = List.copyOf(charts);
        tables = List.copyOf(tables);
        notes = List.copyOf(notes);
        folded = List.copyOf(folded);
        results = List.copyOf(results);
    }

    /** The same section, showing these results and with one more note on its method. */
    Section with(List<JmhResult> shown, String note) {
        List<String> more = new ArrayList<>(notes);
        more.add(note);
        return new Section(title, anchor, findings, charts, tables, more, folded, shown);
    }
}
