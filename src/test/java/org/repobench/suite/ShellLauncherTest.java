package org.repobench.suite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shell launcher's own exit statuses: a build that fails, or no Java, is 3, "could not run", never 1, which the
 * gate's workflows read as a regression. The script runs from a copy, beside a Maven of the test's own that fails.
 */
class ShellLauncherTest {
    private static final Path SCRIPT = Path.of("..", "..", "repobench");
    private static final int COULD_NOT_RUN = 3;

    @TempDir
    Path root;

    private record Ran(int exit, String output) {
    }

    private Ran launchWith(String path) throws IOException, InterruptedException {
        Path copy = root.resolve("repobench");
        Files.copy(SCRIPT, copy);
        ProcessBuilder builder = new ProcessBuilder("/bin/bash", copy.toString(), "run").redirectErrorStream(true)
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        builder.environment().put("PATH", path);
        return waitFor(builder.start());
    }

    private static Ran waitFor(Process process) throws IOException, InterruptedException {
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(1, TimeUnit.MINUTES), output);
        return new Ran(process.exitValue(), output);
    }

    private Path bin(String name, String script) throws IOException {
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path tool = bin.resolve(name);
        Files.writeString(tool, "#!/bin/sh\n" + script + "\n");
        Files.setPosixFilePermissions(tool, PosixFilePermissions.fromString("rwxr-xr-x"));
        return bin;
    }

    @Test
    void aBuildThatFailsIsThreeWithOneLineSayingSo() throws Exception {
        Path bin = bin("mvn", "echo '[ERROR] COMPILATION ERROR : a broken source'; exit 1");
        Ran ran = launchWith(bin + ":" + System.getenv("PATH"));
        assertEquals(COULD_NOT_RUN, ran.exit(), ran.output());
        assertTrue(ran.output().contains("repobench: could not run: the build failed (not a regression)"),
                ran.output());
        assertTrue(ran.output().contains("COMPILATION ERROR"), "the build's own error: " + ran.output());
    }

    @Test
    void noJavaIsThreeWithOneLine() throws Exception {
        // the tools the script needs before it looks for Java, and no java
        Path bin = Files.createDirectories(root.resolve("bin"));
        for (String tool : List.of("dirname")) {
            Files.createSymbolicLink(bin.resolve(tool), Path.of("/usr/bin", tool));
        }
        Ran ran = launchWith(bin.toString());
        assertEquals(COULD_NOT_RUN, ran.exit(), ran.output());
        assertEquals("repobench: could not run: no java on PATH (Java 17 or later runs the launcher; install it or"
                + " set PATH)", ran.output().strip());
    }
}
