package org.repobench.report;

import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code report.md}: one table per benchmark method, rows = workload × size, columns = store × levers, each cell
 * {@code mean ± error ms (x ms/member)}; then the environment.
 */
final class MarkdownReport {
    private MarkdownReport() {
    }

    static String render(ReportModel model) {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark report\n\n");
        md.append("Inputs: ");
        List<String> files = new ArrayList<>();
        for (Path f : model.results().files()) {
            files.add("`" + f + "`");
        }
        md.append(String.join(", ", files)).append(" (").append(model.results().size()).append(" results).\n\n");
        md.append(ReportModel.CELL_HELP).append("\n\n");
        for (PivotTable table : model.tables()) {
            table(md, table);
        }
        if (!model.singles().isEmpty()) {
            singles(md, model.singles());
        }
        environment(md, model.environment());
        return md.toString();
    }

    private static void table(StringBuilder md, PivotTable table) {
        md.append("## ").append(escape(table.group().title())).append("\n\n");
        md.append("`").append(table.group().benchmark()).append("`");
        if (!table.fixed().isEmpty()) {
            md.append(" \u2014 same in every cell: ").append(escape(ParamOrder.describe(table.fixed())));
        }
        md.append("\n\n");
        List<String> header = new ArrayList<>(table.rowParams());
        table.columns().forEach(c -> header.add(table.columnLabel(c)));
        if (table.rowParams().isEmpty()) {
            header.add(0, "benchmark");
        }
        line(md, header);
        List<String> rule = new ArrayList<>();
        header.forEach(h -> rule.add(h.equals(ParamOrder.SIZE) ? "---:" : "---"));
        line(md, rule);
        for (List<String> row : table.rows()) {
            List<String> cells = new ArrayList<>(row.isEmpty() ? List.of(table.group().shortName()) : row);
            for (List<String> column : table.columns()) {
                cells.add(cell(table.cell(row, column)));
            }
            line(md, cells);
        }
        md.append('\n');
    }

    static String cell(JmhResult r) {
        if (r == null) {
            return "\u2014";
        }
        String perMember = CellFormat.perMember(r);
        return CellFormat.score(r) + (perMember.isEmpty() ? "" : " (" + perMember + ")");
    }

    private static void singles(StringBuilder md, List<JmhResult> singles) {
        md.append("## Other results\n\nBenchmarks with a single params combination.\n\n");
        line(md, List.of("benchmark", "mode", "params", "score", "per member"));
        line(md, List.of("---", "---", "---", "---", "---"));
        for (JmhResult r : singles) {
            line(md, List.of(r.key().shortName(), r.mode(), ParamOrder.describe(r.params()), CellFormat.score(r),
                    CellFormat.perMember(r)));
        }
        md.append('\n');
    }

    private static void environment(StringBuilder md, EnvironmentSummary env) {
        md.append("## Environment\n\n");
        for (EnvironmentSummary.Section section : env.sections()) {
            md.append("### ").append(escape(section.title())).append("\n\n");
            line(md, List.of("key", "value"));
            line(md, List.of("---", "---"));
            for (Map.Entry<String, String> row : section.rows()) {
                line(md, List.of(row.getKey(), row.getValue()));
            }
            md.append('\n');
        }
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
