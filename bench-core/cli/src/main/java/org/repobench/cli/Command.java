package org.repobench.cli;

import org.repobench.api.OptionSpec;

import java.io.PrintStream;
import java.util.List;

/**
 * One {@code ./repobench} subcommand; {@link #run} returns one of {@link ExitCodes}' constants. Its options are
 * declared once, in {@link #options()}: its parser takes them from there and its {@code --help} prints them.
 */
public interface Command {
    String name();

    /** One line on what it does, for {@code ./repobench help} and the second line of its own help. */
    String summary();

    /** What follows {@code ./repobench NAME} on its usage line, e.g. {@code BASE.json HEAD.json [options]}. */
    String usage();

    /** Every {@code --} option it accepts, in the order its help lists them. */
    List<OptionSpec> options();

    /** The arguments that ask for its help instead of running it ({@link CommandHelp}). */
    default List<String> helpOptions() {
        return CommandHelp.BOTH;
    }

    /** Lines its help prints after the options: what it accepts besides them. */
    default List<String> notes() {
        return List.of();
    }

    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
