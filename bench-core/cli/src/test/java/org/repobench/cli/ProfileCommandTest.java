package org.repobench.cli;

import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code ./repobench profile}: a column per recording; a mistake one line, exit 2, nothing else printed. */
class ProfileCommandTest {
    @TempDir
    Path dir;

    @Test
    void twoRecordingsInColumnsOfTheirOwn() throws Exception {
        Path first = record(dir.resolve("a.jfr"));
        Path second = record(dir.resolve("b.jfr"));
        CliRunner run = CliRunner.run("profile", first.toString(), second.toString(), "--package", "org.repobench.cli",
                "--top", "3");
        assertEquals(ExitCodes.DONE, run.exitCode(), run.err());
        assertTrue(run.out().contains("where the CPU samples fell: the innermost frame in org.repobench.cli"),
                run.out());
        assertTrue(run.out().contains("where the sampled allocation fell"), run.out());
        assertTrue(run.out().contains("[1] a.jfr: ") && run.out().contains("[2] b.jfr: "), run.out());
    }

    @Test
    void mistakesAreOneLine() throws Exception {
        Path text = Files.writeString(dir.resolve("text.jfr"), "text");
        Path good = record(dir.resolve("good.jfr"));
        String[][] cases = {
            {"profile"},
            {"profile", dir.resolve("missing.jfr").toString()},
            {"profile", good.toString(), text.toString()},
            {"profile", good.toString(), "--package", "org..fcrepo"},
            {"profile", good.toString(), "--top", "0"},
            {"profile", good.toString(), "--depth", "3"},
        };
        for (String[] args : cases) {
            CliRunner run = CliRunner.run(args);
            assertEquals(ExitCodes.BAD_INPUT, run.exitCode(), String.join(" ", args) + ": " + run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("repobench profile: "), run.err());
            assertTrue(run.err().contains("accepted") || run.err().contains("must be"), run.err());
            assertEquals("", run.out(), "nothing printed before the mistake was found");
        }
    }

    private static Path record(Path file) throws Exception {
        try (Recording recording = new Recording()) {
            recording.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
            recording.start();
            long sum = 0;
            long until = System.nanoTime() + Duration.ofMillis(100).toNanos();
            while (System.nanoTime() < until) {
                sum += new byte[1024 + (int) (sum & 7)].length;
            }
            recording.stop();
            recording.dump(file);
            assertTrue(sum > 0);
        }
        return file;
    }
}
