package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class GateSignalsTest {
    @TempDir
    Path dir;

    @Test
    void countsRegressionsOfTimeAndOfAllocationApart() throws IOException {
        Path json = Files.writeString(dir.resolve("compare.json"), """
                {"pairs": [
                  {"verdict": "pass", "allocation": {"verdict": "regression"}},
                  {"verdict": "regression", "allocation": {"verdict": "pass"}},
                  {"verdict": "regression", "allocation": null}
                ]}
                """);
        assertEquals(Optional.of("signals: time 2 regression(s) of 3, allocation 1 regression(s) of 2"),
                GateRun.signals(json));
    }

    @Test
    void noCompareJsonNoSignalsLine() throws IOException {
        assertEquals(Optional.empty(), GateRun.signals(dir.resolve("compare.json")));
    }
}
