package org.repobench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Runs a ./repobench command in-process and captures what it printed: the launcher runs of the benchmark modules'
 * and the suite's tests.
 */
public record CliRunner(int exitCode, String out, String err) {
    /**
     * The option of a smoke run against a Fedora the suite starts: one server start for each pass. A smoke test asks
     * whether every benchmark runs over HTTP with its metrics; by default each fork gets a start of its own, and a
     * start that loaded fixtures is set aside and made again, which doubles every pass and tells a smoke test nothing
     * (what the starts per fork do is {@code ServerStartPerForkTest}'s).
     */
    public static final String ONE_SERVER = "--one-server";

    public static CliRunner run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Repobench.execute(args, o, e);
        }
        return new CliRunner(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /**
     * The launcher's error lines, then each failed benchmark's parameters and stack trace from the forks' output,
     * then all the output: a failure report shows the start of a long message, and a whole run's output comes before
     * them.
     */
    public String whyFailed() {
        StringBuilder why = new StringBuilder("exit " + exitCode + "\n").append(err);
        String parameters = "";
        List<String> lines = out.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("# Benchmark:") || lines.get(i).startsWith("# Parameters:")) {
                parameters = lines.get(i).startsWith("# Benchmark:") ? lines.get(i) : parameters + " " + lines.get(i);
            } else if (lines.get(i).contains("<failure>")) {
                why.append('\n').append(parameters).append('\n')
                        .append(String.join("\n", lines.subList(i, Math.min(lines.size(), i + 40))));
            }
        }
        return why.append("\n--- the whole output ---\n").append(out).toString();
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\nstdout:\n" + out + "\nstderr:\n" + err;
    }
}
