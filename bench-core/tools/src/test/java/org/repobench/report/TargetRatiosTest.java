package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.results.JmhJsonBuilder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every target beside Fedora 4.7.5: the ratio table and its chart. */
class TargetRatiosTest {
    private static final String NEW_VERSION = "org.repobench.versioning.NewVersionBenchmark.newVersion";

    @TempDir
    Path dir;

    @Test
    void eachTargetIsSetBesideFedora475OfTheSameRowStoreAndCache() throws IOException {
        JmhJsonBuilder builder = new JmhJsonBuilder();
        for (String size : List.of("1000", "10000")) {
            double scale = Double.parseDouble(size) / 1000;
            // the model at two settings of a lever the server does not have: both stand beside the one server cell
            for (String parallel : List.of("false", "true")) {
                result(builder, "MODEL", size, parallel, 50 * scale);
            }
            result(builder, "FEDORA_4_7_5", size, "n/a", 100 * scale);
            result(builder, "FEDORA_6_1_0", size, "n/a", 25 * scale);
        }
        Path file = builder.write(dir.resolve("targets.json"));
        List<Path> written = ReportWriter.write(List.of(file), dir.resolve("out"));
        String md = Files.readString(written.get(0));

        String table = md.substring(md.indexOf("Time \u00f7 Fedora 4.7.5's time"));
        table = table.substring(0, table.indexOf("\n\n", table.indexOf("|")));
        assertTrue(table.contains("| size | MODEL, parallel=false | MODEL, parallel=true"
                + " | FEDORA_6_1_0, parallel=n/a |"), table);
        assertTrue(table.lines().filter(l -> l.startsWith("| 1000 | 0.50\u00d7") && l.contains("| 0.25\u00d7"))
                .count() == 1, "model 0.5×, Fedora 6.1.0 0.25× of Fedora 4.7.5: " + table);
        assertFalse(table.contains("FEDORA_4_7_5"), "no column of the reference against itself: " + table);
        assertTrue(Files.readString(written.get(1)).contains("each target against Fedora 4.7.5"), "the chart");
    }

    @Test
    void aCacheSizeFedora475DidNotRunHasNoRatio() throws IOException {
        JmhJsonBuilder builder = new JmhJsonBuilder();
        for (String size : List.of("1000", "10000")) {
            builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_4_7_5")
                    .param("store", "FILE").param("workload", "N_MEMBERS").param("size", size)
                    .param("cacheSize", "10000").forkMeans(100, 100, 100);
            for (String cacheSize : List.of("10000", "1000000")) {
                builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "MODEL")
                        .param("store", "FILE").param("workload", "N_MEMBERS").param("size", size)
                        .param("cacheSize", cacheSize).forkMeans(50, 50, 50);
            }
        }
        String md = Files.readString(ReportWriter.write(List.of(builder.write(dir.resolve("cache.json"))),
                dir.resolve("out3")).get(0));
        String table = md.substring(md.indexOf("Time \u00f7 Fedora 4.7.5's time"));
        table = table.substring(0, table.indexOf("\n\n", table.indexOf("|")));
        assertTrue(table.lines().anyMatch(l -> l.equals("| 1000 | 0.50\u00d7 ([0.50\u20130.50]; 90% interval, fork"
                + " means) |")), table);
        assertFalse(table.contains("cacheSize=1000000"), "the big cache's model has no Fedora 4.7.5 beside it: "
                + table);
    }

    @Test
    void aTargetWithoutTheCacheStandsBesideFedora475AtEachOfItsCaches() throws IOException {
        JmhJsonBuilder builder = new JmhJsonBuilder();
        for (String size : List.of("1000", "10000")) {
            for (String cacheSize : List.of("10000", "1000000")) {
                builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_4_7_5")
                        .param("store", "FILE").param("workload", "N_MEMBERS").param("size", size)
                        .param("cacheSize", cacheSize).forkMeans(100, 100, 100);
            }
            builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_6_1_0")
                    .param("store", "FILE").param("workload", "N_MEMBERS").param("size", size)
                    .param("cacheSize", "n/a").forkMeans(10, 10, 10);
        }
        String md = Files.readString(ReportWriter.write(List.of(builder.write(dir.resolve("nocache.json"))),
                dir.resolve("out4")).get(0));
        assertTrue(md.contains("| FEDORA_6_1_0, cacheSize=n/a |"), "its column says it has no cacheSize: " + md);
        String table = md.substring(md.indexOf("Time \u00f7 Fedora 4.7.5's time"));
        table = table.substring(0, table.indexOf("\n\n", table.indexOf("|")));
        assertTrue(table.contains("| size | FEDORA_6_1_0, cacheSize=n/a \u00f7 cacheSize=10000"
                + " | FEDORA_6_1_0, cacheSize=n/a \u00f7 cacheSize=1000000 |"), table);
        assertTrue(table.lines().anyMatch(l -> l.startsWith("| 1000 | 0.10\u00d7") && l.contains("| 0.10\u00d7")),
                table);
    }

    @Test
    void withoutFedora475ThereIsNoRatioTable() throws IOException {
        JmhJsonBuilder builder = new JmhJsonBuilder();
        for (String size : List.of("1000", "10000")) {
            result(builder, "MODEL", size, "false", 50);
            result(builder, "FEDORA_6_1_0", size, "false", 25);
        }
        String md = Files.readString(ReportWriter.write(List.of(builder.write(dir.resolve("two.json"))),
                dir.resolve("out2")).get(0));
        assertFalse(md.contains("Fedora 4.7.5's time"), md);
    }

    private static void result(JmhJsonBuilder builder, String target, String size, String parallel, double ms) {
        builder.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", target).param("store", "FILE")
                .param("workload", "N_MEMBERS").param("size", size).param("parallel", parallel)
                .forkMeans(ms, ms, ms);
    }

    /** Fedora 6.1.0 at each auto-versioning setting stands beside Fedora 4.7.5, which has none (n/a). */
    @Test
    void fedora610AtEachAutoVersioningStandsBesideFedora475() throws IOException {
        JmhJsonBuilder builder = new JmhJsonBuilder();
        for (String type : List.of("CHILD", "NAMED")) {
            builder.result(NEW_VERSION, "ss", "ms/op").param("target", "FEDORA_4_7_5").param("store", "FILE")
                    .param("descendantType", type).param("autoVersioning", "n/a").forkMeans(100, 100, 100);
            builder.result(NEW_VERSION, "ss", "ms/op").param("target", "FEDORA_6_1_0").param("store", "FILE")
                    .param("descendantType", type).param("autoVersioning", "true").forkMeans(5, 5, 5);
            builder.result(NEW_VERSION, "ss", "ms/op").param("target", "FEDORA_6_1_0").param("store", "FILE")
                    .param("descendantType", type).param("autoVersioning", "false").forkMeans(10, 10, 10);
        }
        String md = Files.readString(ReportWriter.write(List.of(builder.write(dir.resolve("auto.json"))),
                dir.resolve("out4")).get(0));
        String table = md.substring(md.indexOf("Time \u00f7 Fedora 4.7.5's time"));
        table = table.substring(0, table.indexOf("\n\n", table.indexOf("|")));
        assertTrue(table.contains("| descendantType | FEDORA_6_1_0, autoVersioning=false"
                + " | FEDORA_6_1_0, autoVersioning=true |"), table);
        assertTrue(table.lines().anyMatch(l -> l.startsWith("| CHILD | 0.10\u00d7") && l.contains("| 0.050\u00d7")),
                "auto-versioning off 0.10×, on 0.05× of Fedora 4.7.5: " + table);
    }
}
