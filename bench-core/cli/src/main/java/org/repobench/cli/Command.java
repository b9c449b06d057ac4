package org.repobench.cli;

import java.io.PrintStream;
import java.util.List;

/** One {@code ./repobench} subcommand. Exit codes: 0 success, 1 a finding (e.g. a regression), 2 bad input. */
public interface Command {
    String name();

    /** One line for {@code ./repobench help}. */
    String summary();

    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
