package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The write benchmarks' results (CRUD by threads, a @Group benchmark, binary ingest) as the reports show them. */
class WriteSideReportTest {
    @TempDir
    Path dir;

    private List<String> reports() throws IOException {
        Path crud = ReportFixtures.crudAsRecorded(dir.resolve("crud.json"));
        Path binary = ReportFixtures.binaryIngest(dir.resolve("binary.json"));
        List<Path> written = ReportWriter.write(List.of(crud, binary), dir.resolve("out"));
        return List.of(Files.readString(written.get(0)), Files.readString(written.get(1)));
    }

    @Test
    void crudTablesHaveThreadsDownOperationsAcrossPerStoreAndResource() throws IOException {
        String md = reports().get(0);
        assertTrue(md.contains("## ConcurrentCrudBenchmark create, update, retrieve, delete by threads (sample:"), md);
        assertTrue(md.contains("total throughput over all threads: measured (operations completed per second"),
                "legend: " + md);
        for (String caption : new String[]{"store=FILE resource=CONTAINER", "store=FILE resource=CONTENT",
                "store=LEVELDB resource=CONTAINER", "store=LEVELDB resource=CONTENT"}) {
            assertTrue(md.contains("**" + caption + "**\n\n| threads | create | update | retrieve | delete |"),
                    caption + ": " + md);
        }
        // FILE, CONTAINER, 2 threads, create: mean 2 ms, p99 3 x mean, 2 x 1000 / 2 = 1000 ops/s
        // ... and its write counts (1 conflict per iteration: threads - 1)
        assertTrue(md.contains("| 2 | 2.00 ms, p99 6.00 ms (iterations 2.00 ms [1.98\u20132.02] n=9;"
                + " \u2248 1000 ops/s (derived); failed 0, conflicts 1, retries 0) | 4.00 ms, p99 12.0 ms"), md);
        // at 1 thread nothing to count: no counts
        assertTrue(md.contains("| 1 | 1.00 ms, p99 3.00 ms (iterations 1.00 ms [0.99\u20131.01] n=9;"
                + " \u2248 1000 ops/s (derived)) |"), md);
        // LEVELDB, CONTENT, 4 threads, delete: 4 x 4 x 2 x 1.5 = 48 ms; the run measured its throughput (70, not the
        // 83.3 the mean would give: the threads also spent time in untimed setup)
        assertTrue(md.contains("48.0 ms, p99 144 ms (iterations 48.0 ms [47.5\u201348.5] n=9; 70.0 ops/s; failed 0,"
                + " conflicts 3, retries 0) |"), md);
        assertFalse(md.contains("ms/member"), "no size param, no per-member cost: " + md);
    }

    @Test
    void aSingleWriteResultKeptGoingPastFailuresShowsThemBesideItsTime() throws IOException {
        JmhJsonBuilder failing = new JmhJsonBuilder();
        failing.result(ReportFixtures.CRUD + ".create", "sample", "ms/op").threads(2)
                .param("store", "n/a").param("target", "URL").param("resource", "CONTAINER").forkMeans(16.4)
                .secondary("write.failures", "#", 330).secondary("write.conflicts", "#", 0)
                .secondary("write.retries", "#", 660).secondary("ops", "#", 38);
        Path kept = failing.write(dir.resolve("kept.json"));
        String md = Files.readString(ReportWriter.write(List.of(kept), dir.resolve("kept")).get(0));
        assertTrue(md.contains("| benchmark | mode | params | score | writes |"), md);
        assertTrue(md.contains("| failed 330, conflicts 0, retries 660 |"), md);
        // nothing failed, nothing counted: no column
        JmhJsonBuilder passing = new JmhJsonBuilder();
        passing.result(ReportFixtures.CRUD + ".create", "sample", "ms/op").threads(2)
                .param("store", "FILE").param("resource", "CONTAINER").forkMeans(2)
                .secondary("write.failures", "#", 0).secondary("write.conflicts", "#", 0)
                .secondary("write.retries", "#", 0);
        Path clean = passing.write(dir.resolve("clean.json"));
        String cleanMd = Files.readString(ReportWriter.write(List.of(clean), dir.resolve("clean")).get(0));
        assertTrue(cleanMd.contains("| benchmark | mode | params | score |\n"), cleanMd);
    }

    @Test
    void theCrudStudysTableStandsAsPublishedBesideEachBlockWithBothRunsOfThreadCounts() throws IOException {
        String md = reports().get(0);
        String containers = "**As published, beside store=FILE resource=CONTAINER: simple containers**\n\n"
                + "| run | threads | create | update | retrieve | delete |";
        assertTrue(md.contains(containers), md);
        String block = md.substring(md.indexOf(containers), md.indexOf("\n\n", md.indexOf(containers)
                + containers.length()));
        // ours at 2 threads, FILE, CONTAINER: create 2 ms, update 4 ms; the study's increasing and decreasing rows
        assertTrue(block.contains("| increasing | 2 | 2421 ms (ours 2.00 ms, 0.00083\u00d7) | 483 ms (ours 4.00 ms,"
                + " 0.0083\u00d7) |"), block);
        assertTrue(block.contains("| decreasing | 2 | 22 ms (ours 2.00 ms, 0.091\u00d7) |"), block);
        assertTrue(block.contains("| increasing | 8 | 44 ms | 31 ms | 17 ms | 17 ms |"), "we ran no 8: " + block);
        assertEquals(10, block.lines().filter(l -> l.matches("\\| (increasing|decreasing) \\|.*")).count(), block);
        assertTrue(md.contains("**As published, beside store=LEVELDB resource=CONTENT: small content files"), md);
        assertTrue(md.contains("| run | threads | create/ingest | update | retrieve | delete |"), md);
        assertTrue(md.contains("Timed: FedoraCrudConcurrentIT: the average response time"), "the study's conditions");
    }

    /**
     * The CRUD study wrote under a near-empty root with ModeShape's pool of 5: its table does not stand beside a run
     * over 1,000 existing children, nor the model at another pool size; the model at 5 and Fedora 4.7.5 (pool size
     * n/a: its ModeShape keeps the default 5) get it.
     */
    @Test
    void theCrudStudysTableStandsOnlyBesideItsOwnConditions() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        List<Map<String, String>> blocks = List.of(RecordedParams.modelCrud("CONTAINER", "FILE"),
                RecordedParams.fedora475Crud("CONTAINER", "FILE"),
                with(RecordedParams.modelCrud("CONTAINER", "FILE"), "existing", "1000"),
                with(RecordedParams.modelCrud("CONTAINER", "FILE"), "poolSize", "50"));
        for (Map<String, String> params : blocks) {
            RecordedParams.with(json.result("org.repobench.crud.ConcurrentCrudBenchmark.create", "sample", "ms/op")
                    .threads(2), params).forkMeans(5, 5, 5).percentile(99.0, 9);
        }
        String md = Files.readString(ReportWriter.write(List.of(json.write(dir.resolve("crud-blocks.json"))),
                dir.resolve("crud-blocks")).get(0));
        List<String> beside = md.lines().filter(l -> l.startsWith("**As published, beside ")).toList();
        assertEquals(2, beside.size(), md);
        assertTrue(beside.stream().allMatch(l -> l.contains("existing=0") && !l.contains("poolSize=50")), md);
    }

    private static Map<String, String> with(Map<String, String> params, String name, String value) {
        Map<String, String> changed = new LinkedHashMap<>(params);
        changed.put(name, value);
        return changed;
    }

    @Test
    void theCrudStudysTableDoesNotStandBesideFedora6WhichIsSetAgainstFedora475() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String target : new String[]{"FEDORA_4_7_5", "FEDORA_6_1_0"}) {
            double forkMean = target.equals("FEDORA_4_7_5") ? 50 : 60;
            for (int threads : new int[]{2, 4}) {
                // as a server run records them: the model's pool size not applicable
                RecordedParams.with(json.result("org.repobench.crud.ConcurrentCrudBenchmark.create", "sample",
                                "ms/op").threads(threads), RecordedParams.fedora475Crud("CONTAINER", "FILE"))
                        .param("target", target).forkMeans(forkMean, forkMean, forkMean).percentile(99.0, 90);
            }
        }
        String md = Files.readString(ReportWriter.write(List.of(json.write(dir.resolve("servers.json"))),
                dir.resolve("servers")).get(0));
        assertTrue(md.contains("**As published, beside target=FEDORA_4_7_5: simple containers**"), md);
        assertTrue(md.contains("| increasing | 4 | 34 ms (ours 50.0 ms, 1.5\u00d7) |"), md);
        // Fedora 6.1.0's block: each cell also its time ÷ Fedora 4.7.5's (fork means 60 against 50 ms: compare's
        // Hodges–Lehmann ratio, the median of the pairwise ratios, so both sides' forks are kept alike)
        String fedora6 = md.substring(md.indexOf("**target=FEDORA_6_1_0**"));
        assertTrue(fedora6.contains("\u00f7 Fedora 4.7.5: 1.2\u00d7 ["), fedora6);
        assertFalse(md.substring(0, md.indexOf("**target=FEDORA_6_1_0**")).contains("\u00f7 Fedora 4.7.5:"),
                "Fedora 4.7.5 is not set against itself");
        assertFalse(md.contains("beside target=FEDORA_6_1_0"), "a Fedora 4 study beside Fedora 6: " + md);
    }

    @Test
    void everySecondaryMetricIsTabledWithItsSpread() throws IOException {
        String md = reports().get(0);
        assertTrue(md.contains("| result | write.conflicts | write.retries | write.failures | store.bytes"
                + " | store.bytesPerOp | ops |"), "JMH's p0.50 secondary is left out: " + md);
        assertTrue(md.contains("| create threads=4 store=FILE resource=CONTAINER | 3.00 [2.97\u20133.03] n=9"
                + " | 0 [0\u20130] n=9 | 0 [0\u20130] n=9 | 2.00 MB [1.98\u20132.02] n=9 | 1.50 kB/op"
                + " [1.49\u20131.52] n=9 | 1000 [990\u20131010] n=9 |"), md);
        // the @Group benchmark: its own section, params tell writers apart, per-method times as secondaries
        assertTrue(md.contains("## ConcurrentCrudBenchmark.readersBesideWriters (avgt"), md);
        assertTrue(md.contains("| result | read | write |"), md);
        assertTrue(md.contains("| writers 2 | 8.00 ms [7.92\u20138.08] n=9 | 9.00 ms [8.91\u20139.09] n=9 |"), md);
        // binary ingest: MB/s, ms per binary and bytes stored; binaryKb and binaries are not member counts
        assertTrue(md.contains("| binaryStore S3 | 20.0 MB/s [19.8\u201320.2] n=9 | 50.0 ms [49.5\u201350.5] n=9"
                + " | 100 MB [99\u2013101] n=9 |"), md);
        assertTrue(md.contains("| S3 | 5000 ms [4950\u20135050] n=9 (JMH 5000 ± 73) |"), md);
    }

    @Test
    void htmlDrawsPercentilesAgainstThreadsAndBinaryStoresSideBySide() throws IOException {
        String html = reports().get(1);
        assertTrue(html.contains("ConcurrentCrudBenchmark: p50 and p99 against threads \u2014 store=FILE"
                + " resource=CONTAINER"), "one chart per table");
        assertEquals(4, html.split("p50 and p99 against threads \u2014", -1).length - 1 - 4,
                "4 charts, each with a title in the SVG and a caption");
        assertTrue(html.contains("BinaryIngestBenchmark.ingest: binary.MBps"), "MB/s bars");
        assertTrue(html.contains("bar: median over all iterations; whisker: their range"), html.substring(0, 200));
        assertTrue(html.contains("<th>write.conflicts</th>"));
    }

    @Test
    void consoleTableStaysNarrowWithThreadsAndP99Columns() throws IOException {
        String text = ConsoleTable.render(ResultSet.load(List.of(ReportFixtures.crud(dir.resolve("c.json")))));
        String header = text.lines().filter(l -> l.startsWith("benchmark")).findFirst().orElseThrow();
        assertTrue(header.matches("benchmark\\s+mode\\s+threads\\s+params\\s+median \\[min-max] n\\s+score ± error"
                + "\\s+unit\\s+p99"), header);
        assertTrue(text.lines().anyMatch(l -> l.matches("ConcurrentCrudBenchmark\\.create\\s+sample\\s+4\\s+"
                + "store=FILE resource=CONTAINER seed=42\\s+4\\.00 \\[3\\.96-4\\.04] n=9\\s+4\\.00 ± 0\\.06"
                + "\\s+ms/op\\s+12\\.0")),
                text);
        assertTrue(text.lines().allMatch(l -> l.length() < 160), "readable in a terminal: " + text);
    }
}
