package org.repobench.cli;

import org.repobench.run.BenchLauncher;

import java.io.PrintStream;
import java.util.List;

/** {@code ./repobench run [--out DIR] [JMH options]}: the benchmarks jar's launcher. */
public final class RunCommand implements Command {
    @Override
    public String name() {
        return "run";
    }

    @Override
    public String summary() {
        return "run benchmarks: [--out DIR] [--no-report] then any JMH option (-p k=v, -f, -i, -prof gc, ...)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        return BenchLauncher.run(args, out, err);
    }
}
