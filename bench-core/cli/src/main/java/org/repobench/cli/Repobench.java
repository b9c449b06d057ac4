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
    private Repobench() {
    }

    static Map<String, Command> commands() {
        Map<String, Command> commands = new LinkedHashMap<>();
        for (Command command : List.of(new DumpCommand(), new RunCommand(), new ReportCommand(), new CompareCommand(),
                new GateCommand(), new ServeCommand(), new LoadCommand(),
                new LoadEngineCommand(), new ProfileCommand())) {
            commands.put(command.name(), command);
        }
        return commands;
    }

    public static void main(String[] args) {
        System.exit(execute(args, System.out, System.err));
    }

    public static int execute(String[] args, PrintStream out, PrintStream err) {
        Map<String, Command> commands = commands();
        if (args.length == 0 || "help".equals(args[0]) || "--help".equals(args[0])) {
            out.println("usage: ./repobench COMMAND [options]");
            commands.values().forEach(c -> out.printf("  %-11s %s%n", c.name(), c.summary()));
            return args.length == 0 ? ExitCodes.BAD_INPUT : ExitCodes.DONE;
        }
        Command command = commands.get(args[0]);
        if (command == null) {
            err.println("repobench: unknown command '" + args[0] + "'; accepted: "
                    + String.join(", ", commands.keySet()));
            return ExitCodes.BAD_INPUT;
        }
        try {
            return command.run(Arrays.asList(args).subList(1, args.length), out, err);
        } catch (Exception | Error e) {
            // an Error (a class the class path lacks, no memory left) would otherwise end the JVM with 1: "regression"
            return ExitCodes.report(command.name(), e, err);
        }
    }
}
