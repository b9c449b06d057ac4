package org.repobench.suite;

import org.repobench.store.jdbc.JdbcDialect;
import org.repobench.store.s3.S3Settings;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What {@code ./repobench} runs once it has built: {@code java -cp "$(cat src/test/target/classpath.txt)"
 * org.repobench.cli.Repobench ARGS}, with the settings the script adds, in a child process; the class path file is the
 * one this module's build writes before its tests.
 */
final class Launcher {
    private static final Path CLASSPATH_FILE = Path.of("target", "classpath.txt");
    private static final String MAIN = "org.repobench.cli.Repobench";
    private static final long MOST_MINUTES = 10;
    private final String classpath;

    private Launcher(String classpath) {
        this.classpath = classpath;
    }

    /** The launcher this build wrote. */
    static Launcher fromBuild() {
        try {
            return new Launcher(Files.readString(CLASSPATH_FILE).strip());
        } catch (IOException e) {
            throw new IllegalStateException("no launcher class path at " + CLASSPATH_FILE.toAbsolutePath()
                    + ": the build writes it before the tests (maven-dependency-plugin, launcher-classpath)", e);
        }
    }

    /** The class path ./repobench runs with: every module's jar and their dependencies. */
    String classpath() {
        return classpath;
    }

    /** A child's exit status, what it printed, and its process id (the owner its containers are labelled with). */
    record Run(int exit, String out, String err, long pid) {
        String all() {
            return out + err;
        }

        @Override
        public String toString() {
            return "exit " + exit + "\nstdout:\n" + out + "\nstderr:\n" + err;
        }
    }

    /**
     * Changes to this JVM's environment that hide every server a setting names (the databases' URL, user and
     * password, the S3 endpoint), as on a machine that names none; an empty value removes a variable.
     */
    static Map<String, String> withoutServerSettings() {
        Map<String, String> hidden = new HashMap<>();
        for (JdbcDialect dialect : JdbcDialect.values()) {
            List.of(dialect.settings().url(), dialect.settings().user(), dialect.settings().password())
                    .forEach(name -> hidden.put(name, ""));
        }
        List.of(S3Settings.ENDPOINT, S3Settings.ACCESS_KEY, S3Settings.SECRET_KEY)
                .forEach(name -> hidden.put(name, ""));
        return hidden;
    }

    /**
     * @param changes variables to set on top of this JVM's environment; an empty value removes one
     */
    Run run(Map<String, String> changes, List<String> args) throws IOException, InterruptedException {
        return run(Path.of("").toAbsolutePath(), changes, args);
    }

    /**
     * @param workingDirectory where the child runs, as a user's shell would be (what it writes under {@code target/}
     *                         goes there)
     * @param changes          variables to set on top of this JVM's environment; an empty value removes one
     */
    Run run(Path workingDirectory, Map<String, String> changes, List<String> args)
            throws IOException, InterruptedException {
        return run(workingDirectory, changes, args, MOST_MINUTES);
    }

    /** @param mostMinutes how long the child may take before it is stopped and the test fails */
    Run run(Path workingDirectory, Map<String, String> changes, List<String> args, long mostMinutes)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                // it measures nothing, so it may run beside a benchmark run that holds JMH's lock, as every test may
                .toString(), "-Djmh.ignoreLock=true", "-cp", classpath, MAIN));
        command.addAll(args);
        Path dir = Files.createTempDirectory("repobench-launcher");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(workingDirectory.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        // as ./repobench sets it: the suite labels and removes its own containers
        builder.environment().put("TESTCONTAINERS_RYUK_DISABLED", "true");
        changes.forEach((name, value) -> {
            if (value.isEmpty()) {
                builder.environment().remove(name);
            } else {
                builder.environment().put(name, value);
            }
        });
        Process process = builder.start();
        try {
            if (!process.waitFor(mostMinutes, TimeUnit.MINUTES)) {
                process.destroy();
                process.waitFor(1, TimeUnit.MINUTES);
                throw new IllegalStateException("./repobench " + String.join(" ", args) + " still ran after "
                        + mostMinutes + " minutes:\n" + Files.readString(out) + Files.readString(err));
            }
            return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8), process.pid());
        } finally {
            process.destroyForcibly();
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            Files.deleteIfExists(dir);
        }
    }
}
