package org.repobench.run;

import org.repobench.report.ReportWriter;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/** The report written after a run: Markdown and an offline HTML page with charts, in {@code <out>/report}. */
final class Reports {
    private Reports() {
    }

    static void afterRun(LauncherOptions own, Path results, PrintStream out, PrintStream err) {
        if (!own.report()) {
            return;
        }
        try {
            List<Path> written = ReportWriter.write(List.of(results),
                    results.getParent().resolve(ReportWriter.DEFAULT_DIR));
            out.println("# repobench: report " + String.join(", ", written.stream().map(Path::toString).toList()));
        } catch (Exception e) {
            // the results are safe on disk; a report can be made again with ./repobench report
            err.println("repobench run: could not write the report (" + e.getMessage() + "); results are kept in "
                    + results);
        }
    }
}
