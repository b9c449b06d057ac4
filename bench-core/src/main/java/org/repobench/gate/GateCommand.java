package org.repobench.gate;

import org.repobench.cli.Command;

import java.io.PrintStream;
import java.util.List;

/** Placeholder: `./repobench gate` is being built. */
public final class GateCommand implements Command {
    @Override
    public String name() {
        return "gate";
    }

    @Override
    public String summary() {
        return "(not available yet)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        err.println("repobench gate: not available yet");
        return 2;
    }
}
