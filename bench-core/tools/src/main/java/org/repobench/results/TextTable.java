package org.repobench.results;

import java.util.ArrayList;
import java.util.List;

/** A plain-text table with aligned columns, for terminals and CI logs. */
public final class TextTable {
    private final List<String> header;
    private final boolean[] rightAligned;
    private final List<List<String>> rows = new ArrayList<>();

    /** Headers starting with '>' are right-aligned (numbers); the marker is not printed. */
    public TextTable(String... headers) {
        header = new ArrayList<>();
        rightAligned = new boolean[headers.length];
        for (int i = 0; i < headers.length; i++) {
            rightAligned[i] = headers[i].startsWith(">");
            header.add(rightAligned[i] ? headers[i].substring(1) : headers[i]);
        }
    }

    public TextTable row(String... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("row has " + cells.length + " cells, table has " + header.size()
                    + " columns");
        }
        rows.add(List.of(cells));
        return this;
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    public String render() {
        int[] widths = new int[header.size()];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = header.get(c).length();
            for (List<String> row : rows) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        line(sb, header, widths);
        StringBuilder rule = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            rule.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
        }
        sb.append(rule).append('\n');
        rows.forEach(r -> line(sb, r, widths));
        return sb.toString();
    }

    private void line(StringBuilder sb, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < widths.length; c++) {
            String cell = cells.get(c);
            String pad = " ".repeat(widths[c] - cell.length());
            line.append(c == 0 ? "" : "  ").append(rightAligned[c] ? pad + cell : cell + pad);
        }
        sb.append(line.toString().stripTrailing()).append('\n');
    }
}
