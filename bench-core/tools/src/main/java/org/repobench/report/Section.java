package org.repobench.report;

import org.repobench.chart.Chart;

import java.util.List;

/** One part of a report: a heading, what to know before reading, its tables and then its charts. */
record Section(String title, String anchor, List<String> notes, List<ReportTable> tables, List<Chart> charts) {
    Section {
        notes = List.copyOf(notes);
        tables = List.copyOf(tables);
        charts = List.copyOf(charts);
    }
}
