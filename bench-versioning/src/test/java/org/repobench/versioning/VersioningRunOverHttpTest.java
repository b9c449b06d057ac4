package org.repobench.versioning;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.cli.CliRunner;
import org.repobench.cli.OwnFixtureCache;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.cli.CliRunner.ONE_SERVER;

/**
 * The smoke test of the versioning benchmarks over HTTP, through the launcher as a user runs it, on both Fedoras the
 * suite starts, in one run. The new version of a tree of named children on each (every descendant type is sent and
 * versioned on both in VersionsOverHttpTest, which needs no launcher run per type); Fedora 4.7.5 runs its stock
 * child versioning and says the other is not applicable, as are auto-versioning and archival groups; Fedora 6.1.0 runs
 * with auto-versioning on and off (a server start each), each tree plain and as an archival group, and records
 * onParentVersion, versioning and label as not applicable; each result with its write counts, the tree's creation
 * time and the managed server's store growth. The many versions of one container: its three benchmarks on each, in
 * the first pass of each server.
 */
class VersioningRunOverHttpTest {
    @TempDir
    Path dir;
    @RegisterExtension
    final OwnFixtureCache fixtures = new OwnFixtureCache();

    @Test
    void theVersioningBenchmarksRunOnBothFedorasWithEachServersOwnLevers() throws Exception {
        CliRunner run = CliRunner.run("run", ONE_SERVER, "NewVersionBenchmark|ManyVersionsBenchmark",
                "-p", "target=fedora-4.7.5,fedora-6.1.0", "-p", "store=FILE", "-p", "descendantType=NAMED",
                "-p", "descendants=2", "-p", "contentKb=1", "-p", "onParentVersion=COPY,VERSION",
                "-p", "autoVersioning=true,false", "-p", "archivalGroup=false,true", "-p", "datastreams=2",
                "-p", "versions=2",
                "-f", "1", "-wi", "0", "-i", "1", "-r", "200ms", "--no-report",
                "--out", dir.resolve("results").toString());
        String printed = run.out();
        assertEquals(0, run.exitCode(), run.whyFailed());
        assertTrue(printed.contains("not applicable to target fedora-4.7.5: onParentVersion COPY"), printed);
        assertTrue(printed.contains("not applicable to target fedora-6.1.0: onParentVersion"), printed);
        assertTrue(printed.contains("not applicable to target fedora-4.7.5: autoVersioning"), printed);
        assertTrue(printed.contains("not applicable to target fedora-4.7.5: archivalGroup"), printed);
        assertTrue(printed.contains("fedora-6.1.0 store=file autoVersioning=false on http://127.0.0.1:"), printed);

        Set<String> rows = new TreeSet<>();
        for (JsonNode result : new ObjectMapper().readTree(dir.resolve("results/latest.json").toFile())) {
            JsonNode params = result.path("params");
            String target = params.path("target").asText();
            String name = result.path("benchmark").asText();
            JsonNode secondary = result.path("secondaryMetrics");
            if (name.contains("ManyVersions")) {
                rows.add(target + " " + name.substring(name.lastIndexOf('.') + 1) + " "
                        + params.path("onParentVersion").asText());
                if (name.endsWith("newVersion")) {
                    assertEquals(1.0, secondary.path(MetricNames.OPS).path("score").asDouble(), result.toString());
                    assertTrue(secondary.has(MetricNames.STORE_BYTES), result.toString());
                }
                continue;
            }
            rows.add(target + " " + params.path("descendantType").asText() + " "
                    + params.path("onParentVersion").asText() + " " + params.path("versioning").asText() + " "
                    + params.path("label").asText() + " " + params.path("autoVersioning").asText() + " "
                    + params.path("archivalGroup").asText());
            assertEquals(1.0, secondary.path(MetricNames.OPS).path("score").asDouble(), result.toString());
            assertEquals(0.0, secondary.path(MetricNames.FAILURES).path("score").asDouble(), result.toString());
            assertTrue(secondary.path(VersionedTreeFixture.CREATION_MS).path("score").asDouble() > 0,
                    result.toString());
            assertTrue(secondary.has(MetricNames.STORE_BYTES), result.toString());
            assertTrue(secondary.has(MetricNames.STORE_BYTES_BEFORE), result.toString());
        }
        Set<String> expected = new TreeSet<>();
        expected.add("FEDORA_4_7_5 NAMED VERSION TRUE v1 n/a n/a");
        for (String autoVersioning : new String[]{"true", "false"}) {
            for (String archivalGroup : new String[]{"true", "false"}) {
                expected.add("FEDORA_6_1_0 NAMED n/a n/a n/a " + autoVersioning + " " + archivalGroup);
            }
        }
        for (String method : new String[]{"newVersion", "listVersions", "readOldVersion"}) {
            expected.add("FEDORA_4_7_5 " + method + " VERSION");
            expected.add("FEDORA_6_1_0 " + method + " n/a");
        }
        assertEquals(expected, rows, printed);
    }
}
