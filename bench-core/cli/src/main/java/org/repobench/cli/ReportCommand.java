package org.repobench.cli;

import org.repobench.api.OptionSpec;
import org.repobench.report.ReportWriter;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code ./repobench report RESULTS.json [MORE.json ...] [--out DIR]}: writes {@code report.md} and
 * {@code report.html} (default: {@code report/} beside the first input). Exit 0 when written, 2 for unreadable input
 * or an output directory that cannot be written.
 */
public final class ReportCommand implements Command {
    private static final String OUT = "--out";
    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.valued(OUT, "DIR", "where " + ReportWriter.MARKDOWN + " and " + ReportWriter.HTML + " go")
                    .defaultsTo(ReportWriter.DEFAULT_DIR + "/ beside the first results file"));

    @Override
    public String name() {
        return "report";
    }

    @Override
    public String summary() {
        return ReportWriter.MARKDOWN + " (Markdown tables) and " + ReportWriter.HTML
                + " (an offline page with charts) from any results files";
    }

    @Override
    public String usage() {
        return "RESULTS.json [MORE.json ...] [options]";
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Arguments arguments = Arguments.parse(args, name(), OPTIONS);
        if (arguments.positional().isEmpty()) {
            throw new UsageException("expected one or more JMH JSON result files (RESULTS.json [MORE.json ...])");
        }
        List<Path> inputs = arguments.positional().stream().map(Path::of).toList();
        Path outDir = arguments.has(OUT) ? Path.of(arguments.get(OUT, null))
                : ReportWriter.defaultOutDir(inputs.get(0));
        List<Path> written;
        try {
            written = ReportWriter.write(inputs, outDir);
        } catch (IOException e) {
            throw new UsageException("cannot write to " + outDir.toAbsolutePath() + ": " + e
                    + "; give a writable directory with " + OUT + " DIR");
        }
        written.forEach(p -> out.println("wrote " + p));
        return ExitCodes.DONE;
    }
}
