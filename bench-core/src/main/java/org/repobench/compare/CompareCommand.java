package org.repobench.compare;

import org.repobench.cli.Command;

import java.io.PrintStream;
import java.util.List;

/** Placeholder: `./repobench compare` is being built. */
public final class CompareCommand implements Command {
    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String summary() {
        return "(not available yet)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        err.println("repobench compare: not available yet");
        return 2;
    }
}
