package org.repobench.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.MetricNames;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.JmhResult;
import org.repobench.results.ResultSet;
import org.repobench.stats.RatioEstimate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spread, ratio intervals, charts for every file, allocation and published figures in the reports. */
class UncertaintyReportTest {
    @TempDir
    Path dir;

    private JmhResult single(String name, double... forkMeans) throws IOException {
        JmhJsonBuilder.Result r = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op");
        for (double m : forkMeans) {
            r.fork(m);
        }
        return ResultSet.load(r.and().write(dir.resolve(name))).results().get(0);
    }

    @Test
    void leverRatioIntervalIsHodgesLehmannOverForkMeans() throws IOException {
        // pairwise head/base: 2 4 6 / 1 2 3 / 0.667 1.33 2 -> median 2; 3 + 3 forks: widest interval, 90 %
        LeverCharts.LeverRatio r = LeverCharts.ratio(single("b.json", 1, 2, 3), single("h.json", 2, 4, 6));
        assertTrue(r.forkMeans());
        RatioEstimate e = r.estimate();
        assertEquals(2, e.ratio(), 1e-12);
        assertEquals(2.0 / 3, e.low(), 1e-12);
        assertEquals(6, e.high(), 1e-12);
        assertEquals(0.9, e.confidence(), 1e-12);
        assertEquals(LeverCharts.NO_EFFECT, r.group(), "the interval contains 1");
    }

    @Test
    void leverRatioFallsBackToIterationsAndSaysSo() throws IOException {
        JmhResult base = ResultSet.load(new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .fork(10, 11, 12).and().write(dir.resolve("b.json"))).results().get(0);
        JmhResult head = ResultSet.load(new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .fork(5, 5.5, 6).and().write(dir.resolve("h.json"))).results().get(0);
        LeverCharts.LeverRatio r = LeverCharts.ratio(base, head);
        assertFalse(r.forkMeans());
        assertEquals(0.5, r.estimate().ratio(), 1e-12);
        assertEquals(5.0 / 12, r.estimate().low(), 1e-12);
        assertEquals(0.6, r.estimate().high(), 1e-12);
        assertEquals(LeverCharts.FASTER, r.group());
    }

    @Test
    void aFileWithOneCombinationPerBenchmarkGetsBarsWithWhiskers() throws IOException {
        Path file = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "FILE")
                .fork(9, 10, 12).and().result(JmhJsonBuilder.COLD_GET, "ss", "ms/op").param("store", "FILE")
                .fork(30, 40, 35).and().write(dir.resolve("one.json"));
        String html = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out")).get(1));
        assertTrue(html.contains("<h2 id=\"other-results\">Other results</h2>"), html);
        assertEquals(1, html.split("<svg", -1).length - 1, "one bar chart: " + html);
        assertTrue(html.contains("bar: median over all iterations; whisker: their range (min to max)"));
        assertTrue(html.contains("ManyMembersBenchmark.coldGet"), "a bar per result");
        assertFalse(html.contains("ManyMembersBenchmark.coldGet store=FILE"), "what all share is said once: " + html);
        assertTrue(html.contains("All of them: store=FILE."), html);
    }

    @Test
    void allocationPerOperationAndPerMemberSitBesideTheTime() throws IOException {
        Path file = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("size", "1000")
                .param("store", "FILE").forkMeans(20, 20, 20).secondary("gc.alloc.rate.norm", "B/op", 2e6, 2e6, 2e6)
                .and().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("size", "10000").param("store", "FILE")
                .forkMeans(200, 200, 200).secondary("gc.alloc.rate.norm", "B/op", 2e7, 2e7, 2e7).and()
                .write(dir.resolve("gc.json"));
        List<Path> written = ReportWriter.write(List.of(file), dir.resolve("out"));
        String md = Files.readString(written.get(0));
        assertTrue(md.contains("| 1000 | 20.0 ms [19.8\u201320.2] n=9 (JMH 20.0 ± 0.3; 0.0200 ms/member;"
                + " alloc 2.00 MB/op (2.00 kB/member)) |"), md);
        assertTrue(md.contains("| gc.alloc.rate.norm |"), "secondary table: " + md);
        assertTrue(Files.readString(written.get(1)).contains("ManyMembersBenchmark.warmGet: gc.alloc.rate.norm"),
                "allocation drawn as bars");
        String console = ConsoleTable.render(ResultSet.load(file));
        assertTrue(console.lines().anyMatch(l -> l.endsWith("0.0200  2.00 MB/op")), console);
    }

    @Test
    void cpuTimesAndAServersAllocationSitBesideTheTime() throws IOException {
        Path file = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "us/op").param("size", "1000")
                .param("store", "FILE").forkMeans(20000, 20000, 20000)
                .secondary(MetricNames.CPU_TIME, "us/op", 8000, 8000, 8000)
                .secondary(MetricNames.SERVER_CPU_TIME, "us/op", 15000, 15000, 15000)
                .secondary(MetricNames.SERVER_ALLOCATION, "B/op", 1e6, 1e6, 1e6).and().write(dir.resolve("cpu.json"));
        String md = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out")).get(0));
        assertTrue(md.contains("cpu 8.00 ms, server cpu 15.0 ms, server alloc 1.00 MB/op)"), md);
        assertTrue(md.contains("| cpu.time/op |"), "secondary table: " + md);
        assertTrue(md.contains("| server.alloc/op |"), "secondary table: " + md);
    }

    @Test
    void aResultLikeAStudyRowShowsThePublishedFigureAndOneUnlikeItDoesNot() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        RecordedParams.with(json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op"),
                RecordedParams.modelWarmGet("N_MEMBERS", 10000, "LEVELDB")).forkMeans(20, 20, 20);
        RecordedParams.with(json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op"),
                RecordedParams.modelWarmGet("N_MEMBERS", 1000, "LEVELDB")).forkMeans(2, 2, 2);
        Path file = json.write(dir.resolve("members.json"));
        String md = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out")).get(0));
        assertTrue(md.contains("**Published figures (context, not a verdict)**"), md);
        assertTrue(md.contains("| size 10000 | 20.0 ms [19.8\u201320.2] n=9 | 10 s | 0.0020\u00d7 | fcrepo 4.5.1,"
                + " LevelDB (machine: not stated; timed: one GET of an object with 10,000 links to repository"
                + " objects; source: [1])"), md);
        assertTrue(md.contains("| [1] | Fedora wiki (FF), Real World Performance, https://"),
                "each source once: " + md);
        assertFalse(md.contains("| size 1000 | 2.00 ms"), "no study at 1,000 members: " + md);
        assertFalse(md.contains("43 s"), "MySQL's figure is not beside a LevelDB result");

        // a param no figure names is a condition none meets
        Path unmatched = RecordedParams.with(new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op"),
                        RecordedParams.modelWarmGet("N_MEMBERS", 1000, "FILE")).param("x", "1")
                .forkMeans(2, 2, 2).and().write(dir.resolve("small.json"));
        String none = Files.readString(ReportWriter.write(List.of(unmatched), dir.resolve("out2")).get(0));
        assertFalse(none.contains("**Published figures ("), none);
    }

    /** The Published figures table of a report of these results, up to its end. */
    private String publishedFigures(JmhJsonBuilder results, String name) throws IOException {
        Path file = results.write(dir.resolve(name + ".json"));
        String md = Files.readString(ReportWriter.write(List.of(file), dir.resolve(name)).get(0));
        int at = md.indexOf("**Published figures (");
        if (at < 0) {
            return "";
        }
        String published = md.substring(at);
        return published.substring(0, published.indexOf("\n\n", published.indexOf("|")));
    }

    /**
     * The many-members study's rows stand beside the results of every condition they name, and only beside the
     * systems of the kind it measured: the model and Fedora 4.7.5 (with the params a server run records: the model's
     * levers n/a, which Fedora 4.7.5 meets by running as the study did), never Fedora 6.
     */
    @Test
    void aStudyRowNeedsItsLeversAndItsKindOfSystem() throws IOException {
        JmhJsonBuilder builder = new JmhJsonBuilder();
        for (String cacheSize : List.of("10000", "1000000")) {
            for (Map<String, String> params : List.of(RecordedParams.modelWarmGet("N_MEMBERS", 10000, "FILE"),
                    RecordedParams.fedora475WarmGet("N_MEMBERS", 10000, "FILE"))) {
                params.put("cacheSize", cacheSize);
                RecordedParams.with(builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op"), params)
                        .forkMeans(1000, 1000, 1000);
            }
        }
        Map<String, String> fedora6 = RecordedParams.fedora475WarmGet("N_MEMBERS", 10000, "FILE");
        fedora6.put("target", "FEDORA_6_1_0");
        fedora6.put("cacheSize", "n/a");
        RecordedParams.with(builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op"), fedora6)
                .forkMeans(1000, 1000, 1000);
        String published = publishedFigures(builder, "targets");
        assertTrue(published.contains("MODEL, cacheSize=1000000 | 1000 ms") && published.contains("| 10.30 s |"),
                published);
        assertTrue(published.lines().anyMatch(l -> l.startsWith("| FEDORA_4_7_5, cacheSize=10000 |")
                && l.contains("| 24.79 s |") && l.contains("FEDORA_4_7_5 has no parallel, referenceLookup,"
                + " traversal lever (n/a); it runs as the study did: parallel=false referenceLookup=IDENTIFIER"
                + " traversal=ITERATE")), "fcrepo's full GET beside a real 4.7.5 GET: " + published);
        assertTrue(published.lines().anyMatch(l -> l.startsWith("| FEDORA_4_7_5, cacheSize=1000000 |")
                && l.contains("| 10.30 s |")), published);
        assertFalse(published.contains("FEDORA_6_1_0"), "a Fedora 4 figure beside Fedora 6: " + published);
        assertFalse(published.contains("jdbc-postgresql"), "a PostgreSQL figure beside the file store: " + published);
        assertFalse(published.contains("parallel streams"), "a figure of parallel streams beside parallel=false or"
                + " a server that has none: " + published);
        assertFalse(published.lines().anyMatch(l -> l.contains("cacheSize=10000 |") && l.contains("10.30 s")),
                "the 1,000,000 cache's figure beside the 10,000 cache: " + published);
    }

    /**
     * A result that differs from a figure in one condition gets none: an INDEXED GET, one that omits membership (0
     * members), a 1,000,000 cache where the study ran its default, a flat layout, another thread count, a 1 MB
     * versioning tree; only the full GET as fcrepo ran it, on the model and on Fedora 4.7.5, gets the figures.
     */
    @Test
    void noFigureStandsBesideAResultOffOneOfItsConditions() throws IOException {
        JmhJsonBuilder builder = new JmhJsonBuilder();
        Map<String, String> model = RecordedParams.modelWarmGet("N_MEMBERS", 1000, "FILE");
        Map<String, String> fedora = RecordedParams.fedora475WarmGet("N_MEMBERS", 1000, "FILE");
        List<Map<String, String>> offConditions = List.of(with(model, "traversal", "INDEXED"),
                with(model, "prefer", "OMIT_MEMBERSHIP"), with(fedora, "prefer", "OMIT_MEMBERSHIP"),
                with(model, "cacheSize", "1000000"), with(fedora, "cacheSize", "1000000"),
                with(model, "layout", "FLAT"), with(model, "referenceLookup", "NODE_KEY"));
        for (Map<String, String> params : offConditions) {
            RecordedParams.with(builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op"), params)
                    .forkMeans(100, 100, 100);
        }
        RecordedParams.with(builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").threads(2), model)
                .forkMeans(100, 100, 100);
        assertEquals("", publishedFigures(builder, "off"), "none of them gets a figure");

        for (Map<String, String> params : List.of(model, fedora)) {
            RecordedParams.with(builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op"), params)
                    .forkMeans(700, 700, 700);
        }
        String published = publishedFigures(builder, "on");
        List<String> rows = published.lines().filter(l -> l.contains("| 700 ms")).toList();
        assertEquals(4, rows.size(), "the two studies' rows at 1,000 members, beside each full GET: " + published);
        assertEquals(4, published.lines().filter(l -> l.startsWith("| ") && l.contains(" ms [")).count(),
                "and beside nothing else: " + published);

        JmhJsonBuilder versions = new JmhJsonBuilder();
        for (int contentKb : new int[]{1000, 10}) {
            RecordedParams.with(versions.result("org.repobench.versioning.NewVersionBenchmark.newVersion", "ss",
                    "ms/op"), RecordedParams.modelNewVersion("CHILD", 1000, contentKb, "COPY"))
                    .forkMeans(contentKb, contentKb, contentKb);
        }
        String tree = publishedFigures(versions, "versions");
        assertTrue(tree.contains("| ~7.2 s |"), "the study's 10 KB tree: " + tree);
        assertEquals(1, tree.lines().filter(l -> l.contains("| ~7.2 s |")).count(), "not beside the 1 MB tree: "
                + tree);
        assertTrue(tree.contains("MODEL has no autoVersioning, archivalGroup lever (n/a); it runs as the study did:"
                + " autoVersioning=false archivalGroup=false"), tree);
    }

    private static Map<String, String> with(Map<String, String> params, String name, String value) {
        Map<String, String> changed = new LinkedHashMap<>(params);
        changed.put(name, value);
        return changed;
    }

    @Test
    void everyShippedFigureNamesItsSourceSystemMachineAndWhatWasTimed() {
        List<PublishedFigures.Figure> figures = PublishedFigures.load().figures();
        assertTrue(figures.size() >= 20, "the studies' rows: " + figures.size());
        for (PublishedFigures.Figure f : figures) {
            assertFalse(f.source().document().isBlank() || f.source().table().isBlank() || f.system().isBlank()
                    || f.machine().isBlank() || f.timed().isBlank() || f.text().isBlank(), f.id());
        }
        assertEquals(1, figures.stream().filter(f -> f.text().equals("5,471 ms")).count(), "versioning, exact");
        assertEquals(83, figures.stream().filter(f -> f.match().isPresent()).count(),
                "the many-members GETs (the Many Members study's tables, Real World Performance), n-binaries,"
                        + " LAKEsuperior's ingest and the versioning table have a benchmark of ours so far (the CRUD"
                        + " study stands beside ours as its whole table)");
    }

    @Test
    void aStudyTableWhoseRowDoesNotFitItsColumnsIsRefusedWhenRead() throws IOException {
        String json = "{\"builtIn\": {\"MODEL\": {}}, \"sources\": {\"crud\": {\"document\": \"d\", \"table\": \"t\","
                + " \"provenance\": \"p\"}},"
                + " \"figures\": [], \"tables\": [{\"id\": \"crud-containers\", \"source\": \"crud\", \"title\": \"x\","
                + " \"system\": \"s\", \"machine\": \"m\", \"timed\": \"t\", \"unit\": \"ms\", \"benchmark\": \"B\","
                + " \"conditions\": {}, \"targets\": [\"MODEL\"], \"methods\": [\"create\", \"update\"],"
                + " \"headers\": [\"create\", \"update\"], \"rows\": [{\"run\": \"increasing\", \"threads\": 2,"
                + " \"ms\": [2421]}]}]}";
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> PublishedFigures.read(new ObjectMapper().readTree(json)));
        assertTrue(refused.getMessage().contains("table crud-containers has a row of 1 figures for 2 methods"),
                refused.getMessage());
    }

    @Test
    void aFigureWithoutItsThreadsOrOfATargetNotUnderBuiltInIsRefusedWhenRead() {
        String figure = "{\"builtIn\": {\"MODEL\": {}}, \"sources\": {\"s\": {\"document\": \"d\", \"table\": \"t\","
                + " \"provenance\": \"p\"}}, \"figures\": [{\"id\": \"f\", \"source\": \"s\", \"system\": \"s\","
                + " \"machine\": \"m\", \"timed\": \"t\", \"figure\": \"1 s\", \"low\": 1000, \"high\": 1000,"
                + " \"unit\": \"ms\", \"match\": {\"benchmark\": \"B.m\", \"conditions\": %s, \"targets\": %s}}]}";
        IllegalStateException noThreads = assertThrows(IllegalStateException.class, () -> PublishedFigures.read(
                new ObjectMapper().readTree(figure.formatted("{\"size\": \"1000\"}", "[\"MODEL\"]"))));
        assertTrue(noThreads.getMessage().contains("figure f names no \"threads\""), noThreads.getMessage());
        IllegalStateException unknown = assertThrows(IllegalStateException.class, () -> PublishedFigures.read(
                new ObjectMapper().readTree(figure.formatted("{\"threads\": \"1\"}", "[\"FEDORA_4_7_5\"]"))));
        assertTrue(unknown.getMessage().contains("each under \"builtIn\" [MODEL]: [FEDORA_4_7_5]"),
                unknown.getMessage());
        IllegalStateException notText = assertThrows(IllegalStateException.class, () -> PublishedFigures.read(
                new ObjectMapper().readTree(figure.formatted("{\"threads\": 1}", "[\"MODEL\"]"))));
        assertTrue(notText.getMessage().contains("\"threads\" needs a text value"), notText.getMessage());
    }

    @Test
    void anIngestStandsBesideTheStudyByItsOwnMetric() throws IOException {
        Path file = new JmhJsonBuilder().result("org.repobench.crud.GraphIngestBenchmark.ingest", "ss", "ms/op")
                .param("store", "FILE").param("count", "10000").param("method", "PUT").param("graphSize", "200")
                .forkMeans(5000, 5000, 5000).secondary("ingest.msPerResource", "ms", 10, 10, 10)
                .secondary("parentGet.ms", "ms", 364, 364, 364).and().write(dir.resolve("ingest.json"));
        String md = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out")).get(0));
        assertTrue(md.contains("(ingest.msPerResource) | 10.0 ms") && md.contains("| 94 ms per resource | 0.11\u00d7"),
                md);
        assertTrue(md.contains("(parentGet.ms) | 364 ms") && md.contains("| 3.64 s | 0.10\u00d7"), md);
    }

    @Test
    void aBinaryIngestOnFedora475WithS3StandsBesideTheStudysFileS3Row() throws IOException {
        Path file = new JmhJsonBuilder().result("org.repobench.crud.BinaryIngestBenchmark.ingest", "ss", "ms/op")
                .param("target", "FEDORA_4_7_5").param("store", "FILE").param("binaryStore", "S3")
                .param("binaries", "1000").param("binaryKb", "1000").param("payload", "ZEROS")
                .forkMeans(29000, 29000, 29000).and().write(dir.resolve("binaries.json"));
        String md = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out")).get(0));
        String published = md.substring(md.indexOf("**Published figures ("));
        assertTrue(published.contains("| 6:02 | 0.080\u00d7"), published);
        assertFalse(published.contains("| 2:16 |"), "the files row stands beside binaryStore=FILE only");
    }

    @Test
    void aCrudRunAtOneThreadCountStillStandsBesideTheStudysTable() throws IOException {
        Path file = RecordedParams.with(new JmhJsonBuilder().result(
                        "org.repobench.crud.ConcurrentCrudBenchmark.create", "sample", "ms/op").threads(4),
                        RecordedParams.fedora475Crud("CONTAINER", "FILE"))
                .forkMeans(17, 17, 17).and().write(dir.resolve("crud.json"));
        String md = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out")).get(0));
        assertTrue(md.contains("## ConcurrentCrudBenchmark create by threads"), md);
        assertTrue(md.contains("| increasing | 4 | 34 ms (ours 17.0 ms, 0.50\u00d7) |"), md);
        assertFalse(md.contains("48 ms"), "content files' table stands beside CONTENT only");
    }
}
