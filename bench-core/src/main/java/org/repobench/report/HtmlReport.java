package org.repobench.report;

import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code report.html}: one self-contained page (inline CSS, charts as inline SVG, no scripts, nothing fetched), so it
 * can be archived as a CI artifact and opened offline. Per benchmark method: the table, then the scaling charts, then
 * the lever charts; the environment at the end.
 */
final class HtmlReport {
    private static final String STYLE = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:2rem;\
            color:#222;max-width:1400px}
            h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2.5rem;border-bottom:1px solid #ccc}
            h3{font-size:1.05rem}
            .scroll{overflow-x:auto}
            table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.9rem}
            th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
            th{background:#f3f3f3}
            td.num{text-align:right;white-space:nowrap}
            td.cell{white-space:nowrap}
            .pm{color:#555;font-size:.85em}
            .help,.fixed{color:#444}
            figure{margin:1rem 0}
            figure svg{max-width:100%;height:auto}
            figcaption{font-size:.85rem;color:#555}
            """;

    private HtmlReport() {
    }

    static String render(ReportModel model) {
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Benchmark report</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        html.append("<h1>Benchmark report</h1>\n<p>Inputs: ");
        List<String> files = new ArrayList<>();
        for (Path f : model.results().files()) {
            files.add("<code>" + Html.escape(f.toString()) + "</code>");
        }
        html.append(String.join(", ", files)).append(" (").append(model.results().size()).append(" results).</p>\n");
        html.append("<p class=\"help\">").append(Html.escape(ReportModel.CELL_HELP)).append("</p>\n");
        contents(html, model);
        int[] chartCounter = {0};
        for (PivotTable table : model.tables()) {
            section(html, table, chartCounter);
        }
        if (!model.singles().isEmpty()) {
            singles(html, model.singles());
        }
        environment(html, model.environment());
        html.append("</body>\n</html>\n");
        return html.toString();
    }

    private static void contents(StringBuilder html, ReportModel model) {
        html.append("<ul>\n");
        for (PivotTable table : model.tables()) {
            html.append("<li><a href=\"#").append(table.group().anchor()).append("\">")
                    .append(Html.escape(table.group().title())).append("</a></li>\n");
        }
        if (!model.singles().isEmpty()) {
            html.append("<li><a href=\"#other-results\">Other results</a></li>\n");
        }
        html.append("<li><a href=\"#environment\">Environment</a></li>\n</ul>\n");
    }

    private static void section(StringBuilder html, PivotTable table, int[] chartCounter) {
        html.append("<h2 id=\"").append(table.group().anchor()).append("\">")
                .append(Html.escape(table.group().title())).append("</h2>\n");
        html.append("<p class=\"fixed\"><code>").append(Html.escape(table.group().benchmark())).append("</code>");
        if (!table.fixed().isEmpty()) {
            html.append(" \u2014 same in every cell: ").append(Html.escape(ParamOrder.describe(table.fixed())));
        }
        html.append("</p>\n<div class=\"scroll\"><table>\n<thead><tr>");
        if (table.rowParams().isEmpty()) {
            html.append("<th>benchmark</th>");
        }
        table.rowParams().forEach(p -> html.append("<th>").append(Html.escape(p)).append("</th>"));
        table.columns().forEach(c -> html.append("<th>").append(Html.escape(table.columnLabel(c))).append("</th>"));
        html.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : table.rows()) {
            html.append("<tr>");
            if (row.isEmpty()) {
                html.append("<td>").append(Html.escape(table.group().shortName())).append("</td>");
            }
            for (int i = 0; i < row.size(); i++) {
                boolean number = ValueOrder.isNumber(row.get(i));
                html.append(number ? "<td class=\"num\">" : "<td>").append(Html.escape(row.get(i))).append("</td>");
            }
            for (List<String> column : table.columns()) {
                html.append("<td class=\"cell\">").append(cell(table.cell(row, column))).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
        List<Chart> charts = new ArrayList<>(ScalingCharts.of(table));
        charts.addAll(LeverCharts.of(table));
        for (Chart chart : charts) {
            String id = "chart" + (++chartCounter[0]);
            html.append("<figure>\n").append(SvgRenderer.render(chart, id)).append("\n<figcaption>")
                    .append(Html.escape(chart.caption())).append("</figcaption>\n</figure>\n");
        }
    }

    private static String cell(JmhResult r) {
        if (r == null) {
            return "\u2014";
        }
        String perMember = CellFormat.perMember(r);
        return Html.escape(CellFormat.score(r))
                + (perMember.isEmpty() ? "" : "<br><span class=\"pm\">" + Html.escape(perMember) + "</span>");
    }

    private static void singles(StringBuilder html, List<JmhResult> singles) {
        html.append("<h2 id=\"other-results\">Other results</h2>\n<p>Benchmarks with a single params combination.</p>\n")
                .append("<div class=\"scroll\"><table>\n<thead><tr><th>benchmark</th><th>mode</th><th>params</th>")
                .append("<th>score</th><th>per member</th></tr></thead>\n<tbody>\n");
        for (JmhResult r : singles) {
            html.append("<tr><td>").append(Html.escape(r.key().shortName())).append("</td><td>")
                    .append(Html.escape(r.mode())).append("</td><td>")
                    .append(Html.escape(ParamOrder.describe(r.params()))).append("</td><td class=\"cell\">")
                    .append(Html.escape(CellFormat.score(r))).append("</td><td class=\"cell\">")
                    .append(Html.escape(CellFormat.perMember(r))).append("</td></tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    private static void environment(StringBuilder html, EnvironmentSummary env) {
        html.append("<h2 id=\"environment\">Environment</h2>\n");
        for (EnvironmentSummary.Section section : env.sections()) {
            html.append("<h3>").append(Html.escape(section.title())).append("</h3>\n<table>\n<tbody>\n");
            for (Map.Entry<String, String> row : section.rows()) {
                html.append("<tr><th>").append(Html.escape(row.getKey())).append("</th><td>")
                        .append(Html.escape(row.getValue())).append("</td></tr>\n");
            }
            html.append("</tbody>\n</table>\n");
        }
    }
}
