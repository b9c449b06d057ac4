package org.repobench.suite;

import org.repobench.cli.Repobench;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Runs a ./repobench command in-process and captures what it printed. */
record CliRunner(int exitCode, String out, String err) {
    static CliRunner run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Repobench.execute(args, o, e);
        }
        return new CliRunner(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\nstdout:\n" + out + "\nstderr:\n" + err;
    }
}
