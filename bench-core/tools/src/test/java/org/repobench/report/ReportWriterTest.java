package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.flame.FlameFigures;
import org.repobench.flame.FlameFixtures;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultKey;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportWriterTest {
    // a script or stylesheet that would be fetched from the network
    private static final Pattern EXTERNAL = Pattern.compile(
            "<(script|link|img|iframe)[^>]*(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//", Pattern.CASE_INSENSITIVE);

    @TempDir
    Path dir;

    @Test
    void markdownHasOneTablePerMethodWithCellsAndPerMemberCosts() throws IOException {
        Path results = ReportFixtures.warmGet(dir.resolve("results.json"), ReportFixtures.STORES);
        List<Path> written = ReportWriter.write(List.of(results), dir.resolve("out"));
        assertEquals(List.of(dir.resolve("out/report.md").toAbsolutePath(),
                dir.resolve("out/report.html").toAbsolutePath()), written);
        String md = Files.readString(written.get(0));

        assertTrue(md.contains("## ManyMembersBenchmark.warmGet (avgt: average time per operation, warmed up)"), md);
        assertTrue(md.contains("same in every cell: cacheSize=10000"), md);
        assertTrue(md.contains("| workload | size | FILE, parallel=false | FILE, parallel=true"
                + " | LEVELDB, parallel=false | LEVELDB, parallel=true |"), md);
        // rows: workload in first-appearance order, size ascending; cells: median [range] n (JMH; ms/member);
        // 3 forks of iterations mean × (0.99, 1, 1.01)
        assertTrue(md.contains("| N_MEMBERS | 1000 | 1.00 ms [0.99\u20131.01] n=9 (JMH 1.00 ± 0.01; 0.00100 ms/member)"
                + " | 0.500 ms [0.495\u20130.505] n=9 (JMH 0.500 ± 0.007; 0.000500 ms/member)"
                + " | 2.00 ms [1.98\u20132.02] n=9 (JMH 2.00 ± 0.03; 0.00200 ms/member)"
                + " | 1.00 ms [0.99\u20131.01] n=9 (JMH 1.00 ± 0.01; 0.00100 ms/member) |"), md);
        assertTrue(md.contains("| N_MEMBERS | 10000 | 10.0 ms [9.9\u201310.1] n=9"
                + " (JMH 10.0 ± 0.1; 0.00100 ms/member) |"), md);
        assertTrue(md.contains("JMH is JMH's own score") || md.contains("\"JMH\" is JMH's own score"), "legend: " + md);
        assertTrue(md.indexOf("| N_MEMBERS | 10000 |") < md.indexOf("| N_CHILDREN | 1000 |"), md);
        assertTrue(md.contains("## Environment"), md);
    }

    @Test
    void unknownParamsAreKeptAsRowsAndOtherUnitsShown() throws IOException {
        Path results = ReportFixtures.coldGetAndOthers(dir.resolve("results.json"));
        String md = Files.readString(ReportWriter.write(List.of(results), dir.resolve("out")).get(0));
        assertTrue(md.contains("| order | size | score |"), md);
        // 20 us per member: 1000 members = 20 ms, converted from us/op to ms
        assertTrue(md.contains("| BFS | 1000 | 20.0 ms [19.8\u201320.2] n=9 (JMH 20.0 ± 0.3; 0.0200 ms/member) |"), md);
        assertTrue(md.contains("| DFS | 10000 | 200 ms [198\u2013202] n=9 (JMH 200 ± 3; 0.0200 ms/member) |"), md);
        assertTrue(md.contains("## Other results"), md);
        assertTrue(md.contains("| CreateBenchmark.create | thrpt |  | 500 ops/s [495\u2013505] n=9 (JMH 500 ± 7) |"),
                md);
    }

    @Test
    void htmlIsSelfContainedWithChartsTablesAndEnvironment() throws IOException {
        Path results = ReportFixtures.warmGet(dir.resolve("results.json"), ReportFixtures.STORES);
        Files.writeString(dir.resolve("environment.json"), """
                {"git": {"revision": "0e5e60d"}, "os": "Linux", "cores": 2,
                 "stores": {"POSTGRESQL": "jdbc:postgresql://db/bench?password=hunter2"},
                 "db.password": "hunter2", "secretKey": "hunter2"}
                """);
        String html = Files.readString(ReportWriter.write(List.of(results), dir.resolve("out")).get(1));

        assertTrue(html.startsWith("<!DOCTYPE html>"), html.substring(0, 40));
        assertTrue(html.contains("<svg"), "inline SVG charts");
        assertFalse(EXTERNAL.matcher(html).find(), "nothing fetched from the network");
        assertFalse(html.contains("<script"), "no scripts at all");
        // (a) scaling chart per workload, (b) one lever ratio chart with a row per workload, size and store
        assertTrue(html.contains("ManyMembersBenchmark.warmGet: time per operation vs size \u2014 workload=N_MEMBERS"));
        assertTrue(html.contains("ManyMembersBenchmark.warmGet: effect of parallel=true vs parallel=false"));
        assertTrue(html.contains("N_CHILDREN, size 10000 \u00b7 LEVELDB"), "a lever row per workload, size, store");
        assertTrue(html.contains("1.0 = no effect"), "reference line label");
        assertTrue(html.contains("faster: whole interval below 1"), "parallel halves every time: all faster");
        assertTrue(html.contains("<td class=\"cell\">1.00 ms [0.99\u20131.01] n=9<br><span class=\"pm\">JMH 1.00 ± 0.01"
                + "</span><br><span class=\"pm\">0.00100 ms/member</span>"), html);
        // environment: JMH facts and every key of environment.json, but no credentials
        assertTrue(html.contains("0e5e60d"));
        assertTrue(html.contains("<td class=\"cell\">CPU cores</td><td class=\"num\">2</td>"),
                "cores from environment.json");
        assertTrue(html.contains("17.0.15"));
        assertFalse(html.contains("hunter2"), "no password anywhere, JVM args included");
        assertFalse(html.contains("secretKey"));
    }

    @Test
    void chartsInOnePageHaveDistinctDefinitionIds() throws IOException {
        Path results = ReportFixtures.warmGet(dir.resolve("results.json"), ReportFixtures.STORES);
        String html = Files.readString(ReportWriter.write(List.of(results), dir.resolve("out")).get(1));
        List<String> ids = Pattern.compile("<clipPath id=[\"']([^\"']+)[\"']").matcher(html).results()
                .map(m -> m.group(1)).toList();
        assertTrue(ids.size() > 1, "several clip paths");
        assertEquals(ids.size(), ids.stream().distinct().count(), "no id used twice: " + ids);
    }

    @Test
    void twoFilesMergeIntoOneReport() throws IOException {
        Path file = ReportFixtures.warmGet(dir.resolve("a/file.json"), "FILE");
        Path leveldb = ReportFixtures.warmGet(dir.resolve("b/leveldb.json"), "LEVELDB");
        Path again = ReportFixtures.warmGet(dir.resolve("c/file-again.json"), "FILE");
        String md = Files.readString(ReportWriter.write(List.of(file, leveldb, again), dir.resolve("out")).get(0));
        assertTrue(md.contains("| workload | size | FILE, parallel=false | FILE, parallel=true"
                + " | LEVELDB, parallel=false | LEVELDB, parallel=true |"), md);
        assertTrue(md.contains("file.json` (16 results)") || md.contains("(16 results)"), md);
        assertTrue(md.contains("| merged | 8 benchmark(s) appear in more than one input; their forks are pooled |"),
                md);
        assertTrue(md.contains("6 forks × (2 × 2 s warmup"), "3 + 3 forks pooled: " + md);
    }

    @Test
    void defaultOutputIsReportBesideTheFirstInput() throws IOException {
        Path results = ReportFixtures.warmGet(dir.resolve("run/latest.json"), "FILE");
        List<Path> written = ReportWriter.write(List.of(results));
        assertEquals(dir.resolve("run/report/report.md").toAbsolutePath(), written.get(0));
        try (var files = Files.list(dir.resolve("run/report"))) {
            assertEquals(2, files.count(), "only the two reports, no temp files");
        }
    }

    @Test
    void everySectionSaysWhatItsSamplesAre() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String size : List.of("10", "20")) {
            json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_6_1_0")
                    .param("size", size).sample("SERVER_START").forkMeans(5, 5.1);
        }
        json.result("org.repobench.crud.CreateBenchmark.create", "thrpt", "ops/s").param("target", "URL")
                .sample("FORK_OF_ONE_SERVER").forkMeans(500, 505);
        Path results = json.write(dir.resolve("results.json"));
        List<Path> written = ReportWriter.write(List.of(results), dir.resolve("out"));
        String md = Files.readString(written.get(0));
        assertTrue(md.contains("\n\nsamples: server start (a fresh server and a fresh JVM each)\n\n"), md);
        assertTrue(md.contains("\n\nsamples: fork of one server (the server's own variance left out)\n\n"), md);
        assertTrue(md.contains("2 server starts \u00d7 ("), "the environment's JMH settings: " + md);
        assertTrue(Files.readString(written.get(1)).contains("<p class=\"note\">samples: server start (a fresh"
                + " server and a fresh JVM each)</p>"), "html");
    }

    @Test
    void flameGraphsFollowTheChartsWhereARunRecordedThem() throws IOException {
        Path results = ReportFixtures.warmGet(dir.resolve("results.json"), ReportFixtures.STORES);
        ResultKey recorded = ResultSet.load(results).results().get(0).key();
        FlameFixtures.fileBase(dir.resolve("results.flames"), recorded, false);
        FlameFixtures.fileBase(dir.resolve("results.flames"), recorded, false);
        List<Path> written = ReportWriter.write(List.of(results), dir.resolve("out"));
        String html = Files.readString(written.get(1));

        assertTrue(html.contains("<h3>Flame graphs</h3>"), html);
        int graphs = html.indexOf("<h3>Flame graphs</h3>");
        assertTrue(html.indexOf("class=\"flame\"", graphs) > 0, "a static graph in the page");
        assertTrue(html.substring(graphs).contains(FlameFixtures.BASE_METHOD), "the hot method is named");
        assertTrue(html.contains("in 2 recordings, one per fork"), "the forks' recordings merged");
        assertTrue(html.contains(FlameFigures.NO_PROFILE), "the results without one say so");
        assertFalse(html.contains("<script"), "the report itself still has no script");
        Path pages = dir.resolve("out").resolve("flames");
        try (Stream<Path> files = Files.list(pages)) {
            List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
            assertEquals(2, names.size(), names.toString());
            assertTrue(names.get(1).endsWith("-cpu.html") && names.get(0).endsWith("-alloc.html"), names.toString());
            assertTrue(Files.readString(pages.resolve(names.get(1))).contains(FlameFixtures.BASE_IN_PAGE));
        }
        String md = Files.readString(written.get(0));
        assertTrue(md.contains("[CPU](flames/"), md);
    }

    @Test
    void withoutRecordingsEachSectionSaysHowToGetThem() throws IOException {
        Path results = ReportFixtures.warmGet(dir.resolve("results.json"), ReportFixtures.STORES);
        List<Path> written = ReportWriter.write(List.of(results), dir.resolve("out"));
        assertTrue(Files.readString(written.get(1)).contains("Flame graphs: " + FlameFigures.NO_PROFILE), "html");
        assertTrue(Files.readString(written.get(0)).contains("Flame graphs: " + FlameFigures.NO_PROFILE), "md");
        assertFalse(Files.exists(dir.resolve("out").resolve("flames")));
    }
}
