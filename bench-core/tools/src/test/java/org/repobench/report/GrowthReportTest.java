package org.repobench.report;

import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.chart.Chart;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An ingest's table in the studies' shape, and the curves of ingests and version histories. */
class GrowthReportTest {
    @TempDir
    Path dir;

    /** Four batches of 500 resources on one store, slower as the parent fills. */
    private Path ingest(String store) throws IOException {
        return ingest(store, "heap.peak");
    }

    /** @param heapMetric the fork's heap.peak (the model) or the managed server's server.heap.peak */
    private Path ingest(String store, String heapMetric) throws IOException {
        return new JmhJsonBuilder().result("org.repobench.crud.GraphIngestBenchmark.ingest", "ss", "ms/op")
                .param("store", store).param("count", "2000").param("method", "PUT").param("graphSize", "200")
                .fork(5000, 10000, 20000, 40000)
                .secondaryFork("ingest.msPerResource", "ms", 10, 20, 40, 80)
                .secondaryFork("ops", "#", 500, 500, 500, 500)
                .secondaryFork("ingest.first10pct.msPerResource", "ms", 9)
                .secondaryFork("ingest.last10pct.msPerResource", "ms", 85)
                .secondaryFork("parentGet.ms", "ms", 3640)
                .secondaryFork(heapMetric, "B", 2.47e9)
                .secondaryFork("store.size", "B", 3.3e9)
                .and().write(dir.resolve(store + ".json"));
    }

    @Test
    void anIngestGetsTheStudiesColumns() throws IOException {
        String md = Files.readString(ReportWriter.write(List.of(ingest("FILE"), ingest("LEVELDB")),
                dir.resolve("out")).get(0));
        assertTrue(md.contains("| result | total | ms per item | first 10% | last 10% | last \u00f7 first batch"
                + " | parent GET | peak heap | store size |"), md);
        // 5 + 10 + 20 + 40 s = 75 s; the mean of the batches' ms per resource: 37.5
        assertTrue(md.contains("| FILE | 1'15\" | 37.5 ms | 9.00 ms | 85.0 ms | \u2014 | 3640 ms"
                + " | 2.47 GB | 3.30 GB |"), md);
    }

    @Test
    void anIngestOnAServerShowsTheServersOwnHeapPeak() throws IOException {
        String md = Files.readString(ReportWriter.write(List.of(ingest("FILE", "server.heap.peak")),
                dir.resolve("out")).get(0));
        assertTrue(md.contains("| 3640 ms | 2.47 GB | 3.30 GB |"), md);
    }

    @Test
    void anIngestIsDrawnAgainstWhatIsAlreadyStored() throws IOException {
        List<Chart> charts = charts(ResultSet.load(List.of(ingest("FILE"), ingest("LEVELDB"))));
        Chart perItem = charts.stream().filter(c -> c.title().contains("ms per resource against resources already"))
                .findFirst().orElseThrow(() -> new AssertionError(titles(charts)));
        XYDataset data = perItem.chart().getXYPlot().getDataset();
        assertEquals(2, data.getSeriesCount());
        assertEquals(4, data.getItemCount(0));
        assertEquals(List.of(0.0, 500.0, 1000.0, 1500.0), List.of(data.getXValue(0, 0), data.getXValue(0, 1),
                data.getXValue(0, 2), data.getXValue(0, 3)));
        assertEquals(80.0, data.getYValue(0, 3));
        assertTrue(charts.stream().anyMatch(c -> c.title().contains("time of each batch against its number")),
                titles(charts));
    }

    @Test
    void aVersionHistoryIsDrawnAgainstTheVersionNumber() throws IOException {
        Path file = new JmhJsonBuilder().result("org.repobench.versioning.ManyVersionsBenchmark.newVersion", "ss",
                        "ms/op").param("store", "FILE").param("datastreams", "1000")
                .fork(100, 120, 150).secondaryFork("versions.number", "#", 1, 2, 3)
                .and().write(dir.resolve("versions.json"));
        List<Chart> charts = charts(ResultSet.load(List.of(file)));
        Chart curve = charts.stream().filter(c -> c.title().contains("time of each version against its number"))
                .findFirst().orElseThrow(() -> new AssertionError(titles(charts)));
        assertEquals(3.0, curve.chart().getXYPlot().getDataset().getXValue(0, 2));
        assertEquals(150.0, curve.chart().getXYPlot().getDataset().getYValue(0, 2));
        String md = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out")).get(0));
        assertFalse(md.contains("ms per item"), "a history is not an ingest: " + md);
    }

    @Test
    void aMeasuredGetHasNoCurve() throws IOException {
        Path file = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "FILE")
                .param("size", "1000").forkMeans(10).and().write(dir.resolve("get.json"));
        assertTrue(charts(ResultSet.load(List.of(file))).stream()
                .noneMatch(c -> c.title().contains("against its number")));
    }

    private static List<Chart> charts(ResultSet results) {
        return ReportModel.of(results).sections().stream().flatMap(s -> s.charts().stream()).toList();
    }

    private static String titles(List<Chart> charts) {
        return charts.stream().map(Chart::title).toList().toString();
    }
}
