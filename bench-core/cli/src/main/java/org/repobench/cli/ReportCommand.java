package org.repobench.cli;

import org.repobench.report.ReportWriter;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code ./repobench report RESULTS.json [MORE.json ...] [--out DIR]}: writes {@code report.md} and
 * {@code report.html} (default: {@code report/} beside the first input). Exit 0 when written, 2 for unreadable input
 * or an output directory that cannot be written.
 */
public final class ReportCommand implements Command {
    @Override
    public String name() {
        return "report";
    }

    @Override
    public String summary() {
        return "RESULTS.json [MORE.json ...] [--out DIR]: Markdown tables and an offline HTML page with charts";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Arguments arguments = Arguments.parse(args, Set.of("--out"), Set.of());
        if (arguments.positional().isEmpty()) {
            throw new UsageException("expected one or more JMH JSON result files (RESULTS.json [MORE.json ...])");
        }
        List<Path> inputs = arguments.positional().stream().map(Path::of).toList();
        Path outDir = arguments.has("--out") ? Path.of(arguments.get("--out", null))
                : ReportWriter.defaultOutDir(inputs.get(0));
        List<Path> written;
        try {
            written = ReportWriter.write(inputs, outDir);
        } catch (IOException e) {
            throw new UsageException("cannot write to " + outDir.toAbsolutePath() + ": " + e
                    + "; give a writable directory with --out DIR");
        }
        written.forEach(p -> out.println("wrote " + p));
        return ExitCodes.DONE;
    }
}
