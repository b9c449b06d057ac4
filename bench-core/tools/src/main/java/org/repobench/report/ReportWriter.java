package org.repobench.report;

import org.repobench.flame.FlameFigures;
import org.repobench.flame.FlameRecordings;
import org.repobench.results.AtomicFiles;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes {@code report.md} and {@code report.html} for one or more JMH JSON files. This is the entry point for the
 * launcher after a run; {@code ./repobench report} is a thin CLI over it. Files are replaced atomically, so a viewer
 * never sees half a report. Where a run recorded flame graphs ({@code run --flame}), their interactive pages go into
 * {@code flames/} beside the report.
 */
public final class ReportWriter {
    public static final String MARKDOWN = "report.md";
    public static final String HTML = "report.html";
    public static final String DEFAULT_DIR = "report";

    private ReportWriter() {
    }

    /**
     * @param results JMH JSON files; the same benchmark and params in several files are merged (forks pooled)
     * @param outDir  created if missing
     * @return the written files, Markdown first
     * @throws org.repobench.results.ResultFileException for an unreadable or non-JMH input (an
     *                                                   IllegalArgumentException naming the file and the problem)
     * @throws IOException                               when the output cannot be written
     */
    public static List<Path> write(List<Path> results, Path outDir) throws IOException {
        ReportModel model = ReportModel.of(ResultSet.load(results));
        // the flame graphs' interactive pages go into flames/ beside the report, before the pages that link to them
        FlameFigures flames = new FlameFigures(FlameRecordings.of(results), outDir);
        String page = HtmlReport.render(model, flames);
        Path markdown = AtomicFiles.write(outDir.resolve(MARKDOWN), MarkdownReport.render(model, flames));
        Path html = AtomicFiles.write(outDir.resolve(HTML), page);
        return List.of(markdown, html);
    }

    /** Writes to {@link #defaultOutDir} of the first file. */
    public static List<Path> write(List<Path> results) throws IOException {
        if (results.isEmpty()) {
            throw new IllegalArgumentException("no result files given; expected one or more JMH JSON files");
        }
        return write(results, defaultOutDir(results.get(0)));
    }

    /** {@code report/} beside the given result file. */
    public static Path defaultOutDir(Path firstResult) {
        Path parent = firstResult.toAbsolutePath().getParent();
        return parent == null ? Path.of(DEFAULT_DIR) : parent.resolve(DEFAULT_DIR);
    }
}
