package org.repobench.cli;

import org.repobench.api.OptionSpec;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * What {@code ./repobench} says when asked: the command list, and a command's own help, printed from the options the
 * command declares and its parser accepts ({@link Command#options()}), so the two cannot tell different stories.
 * Asked for, help is all that happens: nothing is built, provisioned or read.
 */
final class CommandHelp {
    static final String LONG = "--help";
    static final String SHORT = "-h";
    /** Where no option of the command's own takes {@link #SHORT}. */
    static final List<String> BOTH = List.of(LONG, SHORT);
    /** Everything after it is handed on as is ({@code run}'s JMH arguments), so a help option there is not ours. */
    private static final String END_OF_OPTIONS = "--";

    private CommandHelp() {
    }

    /** Whether the arguments ask for the command's help rather than a run of it. */
    static boolean asked(Command command, List<String> args) {
        for (String arg : args) {
            if (arg.equals(END_OF_OPTIONS)) {
                return false;
            }
            if (command.helpOptions().contains(arg)) {
                return true;
            }
        }
        return false;
    }

    /** Every command, a line each: what {@code ./repobench help} prints. */
    static void printCommands(Collection<Command> commands, PrintStream out) {
        out.println("usage: ./repobench COMMAND [options]");
        commands.forEach(c -> out.printf("  %-11s %s%n", c.name(), c.summary()));
        out.println("./repobench COMMAND " + LONG + " lists a command's options");
    }

    /** The command's usage line, what it does, then each of its options on a line of its own. */
    static void print(Command command, PrintStream out) {
        out.println("usage: ./repobench " + command.name() + " " + command.usage());
        out.println(command.summary());
        out.println();
        out.println("options:");
        List<String[]> rows = new ArrayList<>();
        for (OptionSpec option : command.options()) {
            rows.add(new String[]{option.usage(), option.description()
                    + option.defaultShown().map(value -> " (default: " + value + ")").orElse("")});
        }
        rows.add(new String[]{String.join(", ", command.helpOptions()), "print this help and do nothing else"});
        int width = rows.stream().mapToInt(row -> row[0].length()).max().orElse(0);
        rows.forEach(row -> out.printf("  %-" + width + "s  %s%n", row[0], row[1]));
        command.notes().forEach(out::println);
    }
}
