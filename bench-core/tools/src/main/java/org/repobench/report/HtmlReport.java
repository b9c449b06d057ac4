package org.repobench.report;

import org.repobench.chart.Chart;
import org.repobench.chart.Html;
import org.repobench.flame.FlameFigures;
import org.repobench.flame.FlameRecordings;
import org.repobench.results.JmhResult;
import org.repobench.results.ParamOrder;
import org.repobench.results.ResultKey;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * {@code report.html}: one self-contained page (inline CSS, charts as inline SVG, no scripts, nothing fetched), so it
 * can be archived as a CI artifact and opened offline. Per section: notes, tables, charts, then the results' flame
 * graphs where a run recorded them (their interactive pages, which have a script, are files of their own beside it).
 */
final class HtmlReport {
    private static final int SHORT = 40;

    private HtmlReport() {
    }

    static String render(ReportModel model) {
        return render(model, new FlameFigures(FlameRecordings.NONE, Path.of(".")));
    }

    /** @param flames the results' flame graphs, after each section's charts */
    static String render(ReportModel model, FlameFigures flames) {
        StringBuilder html = new StringBuilder();
        html.append("<h1>Benchmark report</h1>\n<p>Inputs: ");
        List<String> files = new ArrayList<>();
        for (Path f : model.results().files()) {
            files.add("<code>" + Html.escape(f.toString()) + "</code>");
        }
        html.append(String.join(", ", files)).append(" (").append(model.results().size()).append(" results).</p>\n");
        for (String help : ReportModel.HELP) {
            html.append("<p class=\"help\">").append(Html.escape(help)).append("</p>\n");
        }
        html.append("<ul>\n");
        for (Section section : model.sections()) {
            html.append("<li><a href=\"#").append(section.anchor()).append("\">").append(Html.escape(section.title()))
                    .append("</a></li>\n");
        }
        html.append("</ul>\n");
        int[] chartCounter = {0};
        model.sections().forEach(section -> section(html, section, chartCounter, flames));
        return Html.page("Benchmark report", html.toString());
    }

    private static void section(StringBuilder html, Section section, int[] chartCounter, FlameFigures flames) {
        html.append("<h2 id=\"").append(section.anchor()).append("\">").append(Html.escape(section.title()))
                .append("</h2>\n");
        section.notes().forEach(n -> html.append("<p class=\"note\">").append(Html.escape(n)).append("</p>\n"));
        section.tables().forEach(t -> table(html, t));
        for (Chart chart : section.charts()) {
            html.append(Html.figure(chart, "chart" + (++chartCounter[0])));
        }
        if (!section.results().isEmpty()) {
            html.append("<div id=\"").append(section.anchor()).append("-flames\">\n")
                    .append(flames.html(keys(section), label(section))).append("</div>\n");
        }
    }

    static List<ResultKey> keys(Section section) {
        return section.results().stream().map(JmhResult::key).toList();
    }

    /** A result as its section names it: without the params every result of the section shares. */
    static Function<ResultKey, String> label(Section section) {
        Set<String> common = section.results().size() < 2 ? Set.of()
                : ParamOrder.common(section.results().stream().map(JmhResult::params).toList()).keySet();
        return key -> key.label(common);
    }

    static void table(StringBuilder html, ReportTable table) {
        html.append("<div class=\"scroll\"><table>\n");
        if (!table.caption().isEmpty()) {
            html.append("<caption>").append(Html.escape(table.caption())).append("</caption>\n");
        }
        html.append("<thead><tr>");
        table.header().forEach(h -> html.append("<th>").append(Html.escape(h)).append("</th>"));
        html.append("</tr></thead>\n<tbody>\n");
        for (List<Cell> row : table.rows()) {
            html.append("<tr>");
            row.forEach(cell -> cell(html, cell));
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table></div>\n");
    }

    private static void cell(StringBuilder html, Cell cell) {
        if (cell.extra().isEmpty()) {
            // short text such as "10.0 ms [9.9–10.1] n=9" reads badly when wrapped; long text may wrap
            String type = ValueOrder.isNumber(cell.main()) ? " class=\"num\""
                    : cell.main().length() <= SHORT ? " class=\"cell\"" : "";
            html.append("<td").append(type).append(">").append(Html.escape(cell.main())).append("</td>");
            return;
        }
        boolean allShort = cell.main().length() <= SHORT && cell.extra().stream().allMatch(e -> e.length() <= SHORT);
        html.append(allShort ? "<td class=\"cell\">" : "<td>").append(Html.escape(cell.main()));
        cell.extra().forEach(e -> html.append("<br><span class=\"pm\">").append(Html.escape(e)).append("</span>"));
        html.append("</td>");
    }
}
