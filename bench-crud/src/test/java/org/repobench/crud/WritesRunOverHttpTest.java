package org.repobench.crud;

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
 * The smoke test of every write benchmark that runs over HTTP, against the two Fedoras the suite starts, through the
 * launcher as a user runs it, in one run (one start of each server; the model's are {@link CrudBenchmarksSmokeTest}
 * and {@link IngestBenchmarksSmokeTest}, concurrency over HTTP {@link WritesOverHttpContract}): tiny, every result
 * with its write counts and no failed operation; the model's pool size recorded as not applicable; the ingests with
 * their curve, the server's store size and, for the 200-triple ingest, the parent's GET.
 */
class WritesRunOverHttpTest {
    @TempDir
    Path dir;
    @RegisterExtension
    final OwnFixtureCache fixtures = new OwnFixtureCache();

    @Test
    void everyWriteBenchmarkRunsOnBothFedoras() throws Exception {
        CliRunner run = CliRunner.run("run", ONE_SERVER,
                "ConcurrentCrudBenchmark.(create|update|retrieve|delete|readersBesideWriters)$|BinaryIngestBenchmark"
                        + "|GraphIngestBenchmark|BulkIngestBenchmark",
                "-p", "target=fedora-4.7.5,fedora-6.1.0", "-p", "store=FILE", "-p", "existing=2",
                "-p", "binaries=2", "-p", "binaryKb=5", "-p", "count=6", "-p", "method=PUT,POST", "-p", "graphSize=20",
                "-p", "pagesPerBatch=2", "-p", "pageKb=5", "-p", "values=6", "-p", "members=5",
                "-p", "archivalGroup=false,true", "-f", "1", "-wi", "0", "-i", "2", "-r", "200ms", "--no-report",
                "--warm-server", "1", "--out", dir.resolve("results").toString());
        String printed = run.out();
        assertEquals(0, run.exitCode(), run.whyFailed());

        Set<String> rows = new TreeSet<>();
        for (JsonNode result : new ObjectMapper().readTree(dir.resolve("results/latest.json").toFile())) {
            JsonNode params = result.path("params");
            String target = params.path("target").asText();
            String name = result.path("benchmark").asText();
            String variant = params.path("resource").asText(params.path("method").asText(
                    params.path("property").asText(params.path("archivalGroup").asText(""))));
            rows.add(target + " " + name.substring(name.lastIndexOf('.', name.lastIndexOf('.') - 1) + 1)
                    + (variant.isEmpty() ? "" : " " + variant));
            JsonNode secondary = result.path("secondaryMetrics");
            assertTrue(secondary.path(MetricNames.OPS).path("score").asDouble() > 0, result.toString());
            assertEquals(0.0, secondary.path(MetricNames.FAILURES).path("score").asDouble(), result.toString());
            assertTrue(secondary.has(MetricNames.CONFLICTS), result.toString());
            if (name.contains("ConcurrentCrud")) {
                // store growth per iteration, from the managed server's home
                assertTrue(secondary.has(MetricNames.STORE_BYTES), result.toString());
            }
            if (name.contains("ConcurrentCrud") && !name.endsWith("readersBesideWriters")) {
                assertEquals("n/a", params.path("poolSize").asText(), result.toString());
                // --warm-server: CRUD cycles until the server's compiler was quiet, for at most 1 s, then removed
                // (each iteration's end checks the parent holds its children and no more)
                assertTrue(secondary.path(MetricNames.SERVER_WARMUP_TIME).path("score").asDouble() > 0,
                        result.toString());
            }
            if (name.contains("GraphIngest") || name.contains("BulkIngest")) {
                assertTrue(secondary.path(MetricNames.STORE_SIZE).path("score").asDouble() > 0, result.toString());
            }
            if (name.contains("GraphIngest")) {
                assertTrue(secondary.path(MetricNames.PARENT_GET).path("score").asDouble() > 0, result.toString());
            }
        }
        Set<String> expected = new TreeSet<>();
        for (String target : new String[]{"FEDORA_4_7_5", "FEDORA_6_1_0"}) {
            for (String operation : new String[]{"create", "update", "retrieve", "delete"}) {
                for (ResourceKind kind : ResourceKind.values()) {
                    expected.add(target + " ConcurrentCrudBenchmark." + operation + " " + kind);
                }
            }
            expected.add(target + " ConcurrentCrudBenchmark.readersBesideWriters");
            expected.add(target + " BinaryIngestBenchmark.ingest");
            for (IngestMethod method : IngestMethod.values()) {
                expected.add(target + " GraphIngestBenchmark.ingest " + method);
            }
            expected.add(target + " BulkIngestBenchmark.patches TITLE");
        }
        expected.add("FEDORA_4_7_5 BulkIngestBenchmark.book n/a");
        expected.add("FEDORA_6_1_0 BulkIngestBenchmark.book false");
        expected.add("FEDORA_6_1_0 BulkIngestBenchmark.book true");
        assertEquals(expected, rows, printed);
        assertTrue(printed.contains("not applicable to target fedora-4.7.5: archivalGroup"), printed);
    }

    @Test
    void fedora475KeepsBinariesInS3OnTheRunsEndpoint() throws Exception {
        CliRunner run = CliRunner.run("run", ONE_SERVER, "BinaryIngestBenchmark",
                "-p", "target=fedora-4.7.5", "-p", "store=FILE", "-p", "binaryStore=S3", "-p", "binaries=3",
                "-p", "binaryKb=200", "-f", "1", "-wi", "0", "-i", "1", "--no-report",
                "--out", dir.resolve("results").toString());
        String printed = run.out();
        assertEquals(0, run.exitCode(), run.whyFailed());

        assertTrue(printed.contains("# repobench: s3: "), printed);
        assertTrue(printed.contains("fedora-4.7.5 store=file binaryStore=s3 on http://127.0.0.1:"), printed);
        JsonNode results = new ObjectMapper().readTree(dir.resolve("results/latest.json").toFile());
        assertEquals(1, results.size(), results.toString());
        JsonNode result = results.get(0);
        assertEquals("S3", result.path("params").path("binaryStore").asText(), result.toString());
        assertEquals("FEDORA_4_7_5", result.path("params").path("target").asText(), result.toString());
        JsonNode secondary = result.path("secondaryMetrics");
        assertTrue(secondary.path(MetricNames.OPS).path("score").asDouble() > 0, result.toString());
        assertEquals(0.0, secondary.path(MetricNames.FAILURES).path("score").asDouble(), result.toString());
        assertTrue(secondary.has(MetricNames.STORE_BYTES), result.toString());
    }
}
