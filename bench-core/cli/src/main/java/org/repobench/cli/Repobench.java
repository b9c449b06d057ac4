package org.repobench.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Entry point of {@code ./repobench}. Always ends the JVM with {@link System#exit}: after a failed repository start
 * ModeShape leaves a non-daemon thread behind that would otherwise keep the process alive.
 */
public final class Repobench {
    /** The command that lists the others, or with a command's name prints that command's help. */
    private static final String HELP = "help";

    private Repobench() {
    }

    static Map<String, Command> commands() {
        Map<String, Command> commands = new LinkedHashMap<>();
        for (Command command : List.of(new DumpCommand(), new RunCommand(), new ReportCommand(), new CompareCommand(),
                new GateCommand(), new BisectCommand(), new ServeCommand(), new LoadCommand(),
                new LoadEngineCommand(), new LoadKeysCommand(), new ProfileCommand())) {
            commands.put(command.name(), command);
        }
        return commands;
    }

    public static void main(String[] args) {
        System.exit(execute(args, System.out, System.err));
    }

    /**
     * {@code help}, {@code --help} and {@code -h} alone list the commands; {@code help COMMAND} is
     * {@code COMMAND --help}; a command asked for its help prints it and runs nothing.
     */
    public static int execute(String[] args, PrintStream out, PrintStream err) {
        Map<String, Command> commands = commands();
        if (args.length == 0 || args.length == 1 && HELP.equals(args[0]) || CommandHelp.BOTH.contains(args[0])) {
            CommandHelp.printCommands(commands.values(), out);
            return args.length == 0 ? ExitCodes.BAD_INPUT : ExitCodes.DONE;
        }
        boolean helpOf = HELP.equals(args[0]);
        String name = helpOf ? args[1] : args[0];
        Command command = commands.get(name);
        if (command == null) {
            err.println("repobench: unknown command '" + name + "'; accepted: "
                    + String.join(", ", commands.keySet()));
            return ExitCodes.BAD_INPUT;
        }
        List<String> rest = Arrays.asList(args).subList(helpOf ? 2 : 1, args.length);
        if (helpOf || CommandHelp.asked(command, rest)) {
            CommandHelp.print(command, out);
            return ExitCodes.DONE;
        }
        try {
            return command.run(rest, out, err);
        } catch (Exception | Error e) {
            // an Error (a class the class path lacks, no memory left) would otherwise end the JVM with 1: "regression"
            return ExitCodes.report(command.name(), e, err);
        }
    }
}
