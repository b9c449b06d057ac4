package org.repobench.run;

import java.io.PrintStream;
import java.nio.file.Path;

/** The report written after a run (Markdown and HTML beside the results). */
final class Reports {
    private Reports() {
    }

    static void afterRun(LauncherOptions own, Path results, PrintStream out, PrintStream err) {
        // wired to org.repobench.report once it lands
    }
}
