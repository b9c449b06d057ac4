package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConsoleTableTest {
    @TempDir
    Path dir;

    @Test
    void oneLinePerResultWithVaryingParamsScoreUnitAndPerMemberCost() throws IOException {
        ResultSet results = ResultSet.load(ReportFixtures.warmGet(dir.resolve("r.json"), "FILE"));
        String text = ConsoleTable.render(results);
        String[] lines = text.split("\n");
        assertEquals("all results: store=FILE cacheSize=10000", lines[0], text);
        assertTrue(lines[1].startsWith("benchmark"), text);
        assertEquals(4 + results.size(), lines.length, "header, rule, rows, legend: " + text);
        assertTrue(text.lines().anyMatch(l -> l.matches("ManyMembersBenchmark\\.warmGet\\s+avgt\\s+workload=N_MEMBERS"
                + " size=10000 parallel=true\\s+5\\.00 \\[4\\.95-5\\.05\\] n=9\\s+5\\.00 ± 0\\.07\\s+ms/op"
                + "\\s+0\\.000500")),
                text);
        assertTrue(lines[lines.length - 1].startsWith("median [min-max] n: over all iterations"), text);
        assertFalse(lines[1].contains("threads") || lines[1].contains("p99") || lines[1].contains("alloc"),
                "no column nobody has: " + lines[1]);
    }
}
