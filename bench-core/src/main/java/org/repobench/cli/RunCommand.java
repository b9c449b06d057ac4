package org.repobench.cli;

import java.io.PrintStream;
import java.util.List;

/** Placeholder. */
public final class RunCommand implements Command {
    @Override
    public String name() {
        return "run";
    }

    @Override
    public String summary() {
        return "(not available yet)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return 2;
    }
}
