package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChildProcessesTest {
    @TempDir
    Path dir;
    private final ChildProcesses processes = new ChildProcesses();

    @Test
    void aLogHoldsEachCommandAndItsOutput() throws Exception {
        Path log = dir.resolve("logs/step.log");
        assertEquals(0, processes.run(List.of("sh", "-c", "echo out; echo err >&2"), dir, log));
        assertEquals(3, processes.run(List.of("sh", "-c", "exit 3"), dir, log));
        String text = Files.readString(log);
        assertTrue(text.contains("$ sh -c echo out; echo err >&2") && text.contains("out\n") && text.contains("err\n")
                && text.contains("$ sh -c exit 3"), text);
    }

    @Test
    void discardedOutputKeepsErrors() throws Exception {
        Path log = dir.resolve("prebuild.log");
        assertEquals(0,
                processes.runDiscardingOutput(List.of("sh", "-c", "echo triples; echo progress >&2"), dir, log));
        String text = Files.readString(log);
        assertEquals(List.of("progress"), text.lines().skip(1).toList(), text);
    }

    @Test
    void aFailedCommandReportsItsExitAndOutput() {
        ChildProcesses.CommandFailed e = assertThrows(ChildProcesses.CommandFailed.class,
                () -> processes.output(List.of("sh", "-c", "echo nope; exit 4"), dir));
        assertEquals(4, e.exitCode());
        assertEquals("nope", e.output());
        assertTrue(e.getMessage().contains("exit code 4") && e.getMessage().contains("nope"), e.getMessage());
    }

    @Test
    void exitCodesFromSignalsAreNamed() {
        assertEquals("exit 1", ChildProcesses.describeExit(1));
        assertEquals("stopped by signal 15, exit 143", ChildProcesses.describeExit(143));
        assertEquals("stopped by signal 2, exit 130", ChildProcesses.describeExit(130));
    }
}
