package org.repobench.report;

import org.repobench.chart.Chart;
import org.repobench.results.JmhResult;

import java.util.List;

/**
 * One part of a report: a heading, what to know before reading, its tables and then its charts, and the results it
 * shows (whose flame graphs follow the charts, where a run recorded them); the environment shows none.
 */
record Section(String title, String anchor, List<String> notes, List<ReportTable> tables, List<Chart> charts,
               List<JmhResult> results) {
    Section {
        notes = List.copyOf(notes);
        tables = List.copyOf(tables);
        charts = List.copyOf(charts);
        results = List.copyOf(results);
    }

    Section(String title, String anchor, List<String> notes, List<ReportTable> tables, List<Chart> charts) {
        this(title, anchor, notes, tables, charts, List.of());
    }
}
