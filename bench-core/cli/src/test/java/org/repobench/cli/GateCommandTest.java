package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad input through the real entry point: exit 2 and one line that names the value and what is accepted. */
class GateCommandTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int gate(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "gate";
        System.arraycopy(args, 0, all, 1, args.length);
        return Repobench.execute(all, new PrintStream(out, true), new PrintStream(err, true));
    }

    private String oneLineError() {
        String text = err.toString().strip();
        assertEquals(1, text.lines().count(), text);
        return text;
    }

    @Test
    void tooFewForks() {
        assertEquals(2, gate("--base", "HEAD", "--forks", "2"));
        String line = oneLineError();
        assertTrue(line.contains("--forks") && line.contains("'2'") && line.contains("4 to 50"), line);
    }

    @Test
    void missingBase() {
        assertEquals(2, gate("--head", "HEAD"));
        assertTrue(oneLineError().contains("--base is required"));
    }

    @Test
    void unknownRevisionIsCaughtBeforeAnythingIsBuilt() {
        // the tests run inside the repobench checkout
        assertEquals(2, gate("--base", "no-such-revision-xyz", "--head", "HEAD"));
        String line = oneLineError();
        assertTrue(line.contains("--base: unknown revision 'no-such-revision-xyz'"), line);
        assertEquals("", out.toString().strip());
    }

    @Test
    void aWarThatIsMissingOrNoFedorasIsCaughtBeforeAnythingStarts(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("fcrepo-webapp-9.9.9.war");
        assertEquals(2, gate("--base-target", "war:" + missing, "--head-target", "fedora-6.1.0"));
        String line = oneLineError();
        assertTrue(line.startsWith("repobench gate: ") && line.contains(missing.toString()), line);
        assertEquals("", out.toString().strip(), "no gate started");

        err.reset();
        Path notFedora = Files.write(dir.resolve("other.war"), new byte[]{'P', 'K', 3, 4});
        assertEquals(2, gate("--base-target", "fedora-6.1.0", "--head-target", "war:" + notFedora,
                "--side-by-side"));
        line = oneLineError();
        assertTrue(line.contains(notFedora.toString()), line);
        assertEquals("", out.toString().strip(), "no gate started");
    }

    @Test
    void helpListsTheGate() {
        assertEquals(0,
                Repobench.execute(new String[]{"help"}, new PrintStream(out, true), new PrintStream(err, true)));
        assertTrue(out.toString().contains("gate"), out.toString());
        out.reset();
        assertEquals(0, Repobench.execute(new String[]{"help", "gate"}, new PrintStream(out, true),
                new PrintStream(err, true)));
        assertTrue(out.toString().contains("--base REV"), out.toString());
    }
}
