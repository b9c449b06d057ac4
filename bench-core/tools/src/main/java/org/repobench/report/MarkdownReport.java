package org.repobench.report;

import org.repobench.flame.FlameFigures;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code report.md}: the same sections as the HTML page, in its order, tables only (charts are in the HTML page): what
 * was found, the tables, then the method and the tables a reader looks up, and how to read it all at the end.
 */
final class MarkdownReport {
    private MarkdownReport() {
    }

    static String render(ReportModel model, FlameFigures flames) {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark report\n\n");
        md.append("Inputs: ");
        List<String> files = new ArrayList<>();
        for (Path f : model.results().files()) {
            files.add("`" + f + "`");
        }
        md.append(String.join(", ", files)).append(" (").append(model.results().size()).append(" results).\n\n");
        for (Section section : model.sections()) {
            md.append("## ").append(escape(section.title())).append("\n\n");
            section.findings().lines().forEach(f -> md.append("- ").append(escape(f)).append('\n'));
            if (!section.findings().lines().isEmpty()) {
                md.append('\n');
            }
            if (!section.findings().legend().isEmpty()) {
                md.append(escape(section.findings().legend())).append("\n\n");
            }
            section.tables().forEach(t -> table(md, t));
            if (!section.notes().isEmpty() || !section.folded().isEmpty()) {
                md.append("**").append(escape(HtmlReport.summary(section))).append("**\n\n");
                section.notes().forEach(n -> md.append(escape(n)).append("\n\n"));
                section.folded().forEach(t -> table(md, t));
            }
            if (!section.results().isEmpty()) {
                md.append(flames.markdown(HtmlReport.keys(section), HtmlReport.label(section)));
            }
        }
        md.append("## How to read it\n\n");
        for (String help : ReportModel.HELP) {
            md.append(help).append("\n\n");
        }
        return md.toString();
    }

    private static void table(StringBuilder md, ReportTable table) {
        if (!table.caption().isEmpty()) {
            md.append("**").append(escape(table.caption())).append("**\n\n");
        }
        line(md, table.header());
        line(md, table.header().stream().map(h -> "---").toList());
        for (List<Cell> row : table.rows()) {
            line(md, row.stream().map(MarkdownReport::cell).toList());
        }
        md.append('\n');
    }

    /** "7.81 ms [7.70–7.95] n=3 (JMH 7.82 ± 0.40; 0.00781 ms/member)". */
    static String cell(Cell cell) {
        return cell.main() + (cell.extra().isEmpty() ? "" : " (" + String.join("; ", cell.extra()) + ")");
    }

    private static void line(StringBuilder md, List<String> cells) {
        md.append('|');
        cells.forEach(c -> md.append(' ').append(escape(c)).append(" |"));
        md.append('\n');
    }

    /** Pipes would split a cell and newlines would end the table. */
    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("|", "\\|").replace("\r", " ").replace("\n", " ");
    }
}
