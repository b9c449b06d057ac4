package org.repobench.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.report.ReportFixtures;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportCommandTest {
    @TempDir
    Path dir;

    @Test
    void commandWritesReportsAndRejectsUnreadableInput() throws IOException {
        Path results = ReportFixtures.warmGet(dir.resolve("results.json"), "FILE");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertEquals(0, Repobench.execute(new String[]{"report", results.toString(), "--out",
                dir.resolve("r").toString()}, o, e), err.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("report.html"));

        Path broken = Files.writeString(dir.resolve("broken.json"), "{ not json");
        assertEquals(2, Repobench.execute(new String[]{"report", broken.toString()}, o, e));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("repobench report: " + broken + ": not valid JSON"),
                err.toString(StandardCharsets.UTF_8));
        assertEquals(2, Repobench.execute(new String[]{"report"}, o, e));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("expected one or more JMH JSON result files"));
    }
}
