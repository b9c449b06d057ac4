package org.repobench.cli;

import java.io.PrintStream;
import java.util.List;

/** One {@code ./repobench} subcommand; {@link #run} returns one of {@link ExitCodes}' constants. */
public interface Command {
    String name();

    /** One line for {@code ./repobench help}. */
    String summary();

    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
