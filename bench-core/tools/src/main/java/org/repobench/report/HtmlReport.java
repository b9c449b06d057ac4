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
 * can be archived as a CI artifact and opened offline. It opens with its answer: each section starts with what was
 * found and its charts, then the table; its method and the tables a reader looks up (published figures, secondary
 * metrics) are folded ({@code <details>}) beneath, then the results' flame graphs where a run recorded them (their
 * interactive pages, which have a script, are files of their own beside it). How to read the cells, figures and
 * charts is folded at the end of the page.
 */
final class HtmlReport {
    private static final int SHORT = 40;
    /** The anchor of the folded help at the end of the page. */
    static final String HOW_TO_READ = "how-to-read";

    private HtmlReport() {
    }

    static String render(ReportModel model) {
        return render(model, new FlameFigures(FlameRecordings.NONE, Path.of(".")));
    }

    /** @param flames the results' flame graphs, after each section's tables */
    static String render(ReportModel model, FlameFigures flames) {
        StringBuilder html = new StringBuilder();
        html.append("<h1>Benchmark report</h1>\n<p class=\"note\">Inputs: ");
        List<String> files = new ArrayList<>();
        for (Path f : model.results().files()) {
            files.add("<code>" + Html.escape(f.toString()) + "</code>");
        }
        html.append(String.join(", ", files)).append(" (").append(model.results().size()).append(" results). ");
        List<String> links = new ArrayList<>();
        for (Section section : model.sections()) {
            links.add("<a href=\"#" + section.anchor() + "\">" + Html.escape(section.title()) + "</a>");
        }
        links.add("<a href=\"#" + HOW_TO_READ + "\">how to read it</a>");
        html.append("Sections: ").append(String.join(" \u00b7 ", links)).append(".</p>\n");
        int[] chartCounter = {0};
        model.sections().forEach(section -> section(html, section, chartCounter, flames));
        html.append("<details id=\"").append(HOW_TO_READ).append("\" class=\"method\"><summary>How to read the")
                .append(" cells, the published figures and the charts</summary>\n");
        for (String help : ReportModel.HELP) {
            html.append("<p class=\"help\">").append(Html.escape(help)).append("</p>\n");
        }
        html.append("</details>\n");
        return Html.page("Benchmark report", html.toString());
    }

    private static void section(StringBuilder html, Section section, int[] chartCounter, FlameFigures flames) {
        html.append("<h2 id=\"").append(section.anchor()).append("\">").append(Html.escape(section.title()))
                .append("</h2>\n");
        findings(html, section.findings());
        if (!section.charts().isEmpty()) {
            // side by side where the window is wide enough: the first two are on the first screen with the findings
            html.append("<div class=\"charts\">\n");
            for (Chart chart : section.charts()) {
                html.append(Html.figure(chart, "chart" + (++chartCounter[0])));
            }
            html.append("</div>\n");
        }
        section.tables().forEach(t -> table(html, t));
        if (!section.notes().isEmpty() || !section.folded().isEmpty()) {
            html.append("<details class=\"method\"><summary>").append(Html.escape(summary(section)))
                    .append("</summary>\n");
            section.notes().forEach(n -> html.append("<p class=\"note\">").append(Html.escape(n)).append("</p>\n"));
            section.folded().forEach(t -> table(html, t));
            html.append("</details>\n");
        }
        if (!section.results().isEmpty()) {
            html.append("<div id=\"").append(section.anchor()).append("-flames\">\n")
                    .append(flames.html(keys(section), label(section))).append("</div>\n");
        }
    }

    /** The first {@link Findings#SHOWN} lines as a list, the rest folded under it. */
    private static void findings(StringBuilder html, Findings found) {
        List<String> findings = found.lines();
        if (findings.isEmpty()) {
            return;
        }
        int shown = Math.min(findings.size(), Findings.SHOWN);
        list(html, findings.subList(0, shown));
        if (shown < findings.size()) {
            html.append("<details class=\"more\"><summary>").append(findings.size() - shown)
                    .append(" more findings</summary>\n");
            list(html, findings.subList(shown, findings.size()));
            html.append("</details>\n");
        }
        if (!found.legend().isEmpty()) {
            html.append("<p class=\"note\">").append(Html.escape(found.legend())).append("</p>\n");
        }
    }

    private static void list(StringBuilder html, List<String> lines) {
        html.append("<ul class=\"findings\">\n");
        lines.forEach(line -> html.append("<li>").append(Html.escape(line)).append("</li>\n"));
        html.append("</ul>\n");
    }

    /** "Method, published figures, secondary metrics": what the folded part holds, each table by its caption's head. */
    static String summary(Section section) {
        List<String> parts = new ArrayList<>();
        if (!section.notes().isEmpty()) {
            parts.add("method");
        }
        for (ReportTable table : section.folded()) {
            String caption = table.caption();
            int colon = caption.indexOf(':');
            int paren = caption.indexOf(" (");
            int end = Math.min(colon < 0 ? caption.length() : colon, paren < 0 ? caption.length() : paren);
            String head = caption.substring(0, end).strip();
            parts.add(head.isEmpty() ? "a table" : Character.toLowerCase(head.charAt(0)) + head.substring(1));
        }
        String joined = String.join(", ", parts.stream().distinct().toList());
        return Character.toUpperCase(joined.charAt(0)) + joined.substring(1);
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
