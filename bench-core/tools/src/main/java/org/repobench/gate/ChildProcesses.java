package org.repobench.gate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Runs the gate's child processes (git, Maven, benchmark JVMs) with their output in a log file, and remembers the
 * running ones so an interrupted gate can end them (and only them) before it removes their work trees.
 */
public final class ChildProcesses {
    private final Set<Process> running = ConcurrentHashMap.newKeySet();

    /** Runs to completion; returns the exit code. The log is appended to, so one log can hold several commands. */
    public int run(List<String> command, Path workingDirectory, Path log) {
        return run(command, workingDirectory, log, true, Map.of());
    }

    /** As {@link #run}, with variables set on top of this JVM's environment (a build's {@code JAVA_HOME}). */
    public int run(List<String> command, Path workingDirectory, Path log, Map<String, String> environment) {
        return run(command, workingDirectory, log, true, environment);
    }

    /** As {@link #run}, but standard output (e.g. dump's N-Triples) is thrown away; only errors go to the log. */
    public int runDiscardingOutput(List<String> command, Path workingDirectory, Path log) {
        return run(command, workingDirectory, log, false, Map.of());
    }

    private int run(List<String> command, Path workingDirectory, Path log, boolean keepOutput,
                    Map<String, String> environment) {
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
            Files.writeString(log, "$ " + String.join(" ", command) + System.lineSeparator(),
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            ProcessBuilder builder = new ProcessBuilder(command).directory(workingDirectory.toFile())
                    .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .redirectOutput(keepOutput ? ProcessBuilder.Redirect.appendTo(log.toFile())
                            : ProcessBuilder.Redirect.DISCARD);
            builder.environment().putAll(environment);
            return waitFor(builder.start());
        } catch (IOException e) {
            throw new GateException("cannot start '" + command.get(0) + "': " + e.getMessage(), e);
        }
    }

    /** Runs to completion and returns standard output; a failure is reported with the command and its output. */
    public String output(List<String> command, Path workingDirectory) {
        try {
            Process process = new ProcessBuilder(command).directory(workingDirectory.toFile())
                    .redirectErrorStream(true).start();
            running.add(process);
            String text;
            try (var in = process.getInputStream()) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            }
            int exit = waitFor(process);
            if (exit != 0) {
                throw new CommandFailed(command, exit, text);
            }
            return text;
        } catch (IOException e) {
            throw new GateException("cannot start '" + command.get(0) + "': " + e.getMessage(), e);
        }
    }

    private int waitFor(Process process) {
        running.add(process);
        try {
            return process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            destroy(process);
            throw new GateException("interrupted while '" + process.info().command().orElse("a command")
                    + "' ran");
        } finally {
            running.remove(process);
        }
    }

    /** "exit 1", or for a child ended by a signal (Ctrl-C, kill), which signal: not a failure of the code it ran. */
    static String describeExit(int exitCode) {
        return exitCode > 128 && exitCode < 160
                ? "stopped by signal " + (exitCode - 128) + ", exit " + exitCode
                : "exit " + exitCode;
    }

    /** Ends every running child and its descendants (a benchmark's JMH forks, Maven's compiler). */
    public void destroyAll() {
        running.forEach(ChildProcesses::destroy);
    }

    private static void destroy(Process process) {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A command that exited non-zero, with what it printed. */
    public static final class CommandFailed extends GateException {
        private final int exitCode;
        private final String output;

        CommandFailed(List<String> command, int exitCode, String output) {
            super("'" + String.join(" ", command) + "' failed with exit code " + exitCode
                    + (output.isEmpty() ? "" : ": " + output.lines().findFirst().orElse("")));
            this.exitCode = exitCode;
            this.output = output;
        }

        public int exitCode() {
            return exitCode;
        }

        public String output() {
            return output;
        }
    }
}
