package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.ParamNames;
import org.repobench.chart.Html;
import org.repobench.flame.FlameDiffFigures;
import org.repobench.flame.FlameFixtures;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultKey;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The page's differential flame graphs: drawn for a signal that fired where both sides recorded, else said. */
class ComparisonFlamesTest {
    private static final double[] BASE_MS = {10.0, 10.2, 9.9, 10.1, 10.0};
    private static final double[] HEAD_MS = {13.0, 13.2, 12.9, 13.1, 13.0};

    @TempDir
    Path dir;

    private Path results(String name, double[] forks) throws IOException {
        return new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .param(ParamNames.TARGET, "fedora-6.1.0").param(ParamNames.SIZE, "1000").forkMeans(forks).and()
                .write(dir.resolve(name));
    }

    private String page(Path base, Path head) throws IOException {
        ComparisonReport report = new Comparison(CompareOptions.defaults()).compare(base, ResultSet.load(base), head,
                ResultSet.load(head));
        return Files.readString(ComparisonPage.write(report, dir.resolve("compare.html")));
    }

    @Test
    void aTimeRegressionGetsHeadsCpuAgainstBasesWithWhatOnlyHeadRan() throws IOException {
        Path base = results("base.json", BASE_MS);
        Path head = results("head.json", HEAD_MS);
        ResultKey key = ResultSet.load(base).results().get(0).key();
        FlameFixtures.fileBase(dir.resolve("base.flames"), key, true);
        FlameFixtures.fileHead(dir.resolve("head.flames"), key, true);

        String page = page(base, head);
        assertTrue(page.contains("Where it changed: differential flame graphs"), page);
        assertTrue(page.contains("time regression \u2192 CPU"), "the signal that fired and the graph that shows it");
        assertTrue(page.contains(Html.escape(FlameDiffFigures.HOW)), "how to read it");
        int graph = page.indexOf("Where it changed");
        assertTrue(page.indexOf("<svg", graph) > 0, "the differential drawn in the page");
        assertTrue(page.substring(graph).contains(FlameFixtures.HEAD_METHOD), "head's hot method is named");
        assertTrue(page.contains("(only in head)"), "a frame only head has is marked as grown");
        assertFalse(page.contains("<script"), "the page itself has no script");
        try (Stream<Path> pages = Files.list(dir.resolve("flames"))) {
            List<Path> written = pages.toList();
            assertEquals(1, written.size(), written.toString());
            assertTrue(Files.readString(written.get(0)).contains(FlameFixtures.HEAD_IN_PAGE), "the interactive page");
        }
    }

    @Test
    void withoutRecordingsTheFiredSignalSaysHowToGetThem() throws IOException {
        String page = page(results("base.json", BASE_MS), results("head.json", HEAD_MS));
        assertTrue(page.contains("A signal fired, but " + FlameDiffFigures.NO_PROFILE), page);
    }

    @Test
    void whenNothingFiredThereIsNothingToDraw() throws IOException {
        Path base = results("base.json", BASE_MS);
        String page = page(base, results("head.json", BASE_MS));
        assertTrue(page.contains("No signal fired"), page);
    }
}
