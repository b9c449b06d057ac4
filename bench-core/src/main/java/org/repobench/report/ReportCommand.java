package org.repobench.report;

import org.repobench.cli.Command;

import java.io.PrintStream;
import java.util.List;

/** Placeholder: `./repobench report` is being built. */
public final class ReportCommand implements Command {
    @Override
    public String name() {
        return "report";
    }

    @Override
    public String summary() {
        return "(not available yet)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        err.println("repobench report: not available yet");
        return 2;
    }
}
