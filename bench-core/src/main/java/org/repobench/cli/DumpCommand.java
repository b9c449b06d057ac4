package org.repobench.cli;

import java.io.PrintStream;
import java.util.List;

/** Placeholder. */
public final class DumpCommand implements Command {
    @Override
    public String name() {
        return "dump";
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
