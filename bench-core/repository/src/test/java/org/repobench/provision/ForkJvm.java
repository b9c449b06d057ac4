package org.repobench.provision;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs {@link ForkProbeMain} in a new JVM, as JMH would run a fork: this classpath plus the host's arguments. */
final class ForkJvm {
    private ForkJvm() {
    }

    /** The child's standard output; throws if it fails or takes longer than two minutes. */
    static String run(List<String> jvmArgs, String... stores) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.addAll(jvmArgs);
        command.add(ForkProbeMain.class.getName());
        command.addAll(List.of(stores));
        Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the fork JVM did not finish: " + command);
        }
        String stdout = new String(out, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new AssertionError("the fork JVM exited with " + process.exitValue() + ":\n" + stdout);
        }
        return stdout;
    }
}
