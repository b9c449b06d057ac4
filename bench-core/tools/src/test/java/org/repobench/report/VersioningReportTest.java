package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.results.JmhJsonBuilder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The versioning study's two tables: new-version time with COPY and VERSION side by side, and disk. */
class VersioningReportTest {
    @TempDir
    Path dir;

    private String report() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String type : new String[]{"NAMED", "BINARY"}) {
            for (String mode : new String[]{"COPY", "VERSION"}) {
                boolean copy = mode.equals("COPY");
                json.result("org.repobench.versioning.NewVersionBenchmark.newVersion", "ss", "ms/op")
                        .param("store", "FILE").param("descendantType", type).param("descendants", "1000")
                        .param("contentKb", "10").param("onParentVersion", mode).param("versioning", "TRUE")
                        .param("label", "v1").param("target", "MODEL").param("autoVersioning", "n/a")
                        .param("archivalGroup", "n/a")
                        .fork(copy ? 2000 : 200, copy ? 2100 : 210, copy ? 2200 : 220)
                        .secondaryFork("store.bytesBefore", "B", 50e6, 50e6, 50e6)
                        .secondaryFork("store.bytes", "B", copy ? 4e6 : 1e6, copy ? 4e6 : 1e6, copy ? 4e6 : 1e6);
            }
        }
        return Files.readString(ReportWriter.write(List.of(json.write(dir.resolve("v.json"))), dir.resolve("out"))
                .get(0));
    }

    @Test
    void copyAndVersionStandSideBySide() throws IOException {
        String md = report();
        assertTrue(md.contains("| descendantType | onParentVersion=COPY | onParentVersion=VERSION |"), md);
        assertTrue(md.contains("| NAMED | 2100 ms [2000\u20132200] n=3"), md);
    }

    @Test
    void theStudysFigureStandsBesideTheMatchingRow() throws IOException {
        String md = report();
        assertTrue(md.contains("5,471 ms") && md.contains("247 ms"), md);
    }

    @Test
    void diskShowsTheStoreBeforeAndWhatEachVersionAdded() throws IOException {
        String md = report();
        assertTrue(md.contains("| descendantType | not versioned | COPY | VERSION |"), md);
        assertTrue(md.contains("| NAMED | 50.0 MB | 54.0 MB (+4.00 MB) | 51.0 MB (+1.00 MB) |"), md);
    }
}
