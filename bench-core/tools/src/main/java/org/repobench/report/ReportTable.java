package org.repobench.report;

import java.util.List;

/** A table as both reports show it. {@code caption} may be empty. Every row has as many cells as the header. */
record ReportTable(String caption, List<String> header, List<List<Cell>> rows) {
    ReportTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<Cell> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("a row has " + row.size() + " cells, the header " + header.size());
            }
        }
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }
}
