package org.repobench.chart;

/**
 * The HTML both pages share: escaping, the page around a body (inline CSS, no scripts, nothing fetched, so a page
 * opens offline and can be archived as a CI artifact) and a chart as an inline SVG figure.
 */
public final class Html {
    private static final String STYLE = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:2rem;\
            color:#222;max-width:1400px}
            h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2.5rem;border-bottom:1px solid #ccc}
            h3{font-size:1.05rem}
            .scroll{overflow-x:auto}
            table{border-collapse:collapse;margin:.5rem 0 1rem;font-size:.9rem}
            caption{text-align:left;font-weight:600;padding:.3rem 0}
            th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
            th{background:#f3f3f3}
            td.num{text-align:right;white-space:nowrap}
            td.cell{white-space:nowrap}
            .pm{color:#555;font-size:.85em}
            .help,.note{color:#444}
            .regression{color:#b00020;font-weight:600}.improvement{color:#2e7d32;font-weight:600}
            .warning{color:#a65f00}
            figure{margin:1rem 0}
            .charts{display:flex;flex-wrap:wrap;gap:0 1.5rem}
            .charts figure{flex:1 1 560px;max-width:900px;margin:.5rem 0}
            ul.findings{margin:.4rem 0;padding-left:1.2rem;line-height:1.45}
            details{margin:.5rem 0 1rem}
            summary{cursor:pointer;color:#444}
            figure svg{max-width:100%;height:auto}
            """;

    private Html() {
    }

    public static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    /** A whole page around {@code body}, which is HTML already. */
    public static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + escape(title) + "</title>\n<style>\n" + STYLE + "</style>\n</head>\n<body>\n"
                + body + "</body>\n</html>\n";
    }

    /**
     * A chart as a figure named by its title, which the chart draws itself (so no caption repeats it beneath);
     * {@code id} must be unique in the page (see {@link SvgRenderer}).
     */
    public static String figure(Chart chart, String id) {
        return "<figure aria-label=\"" + escape(chart.title()) + "\">\n" + SvgRenderer.render(chart, id)
                + "\n</figure>\n";
    }
}
