package org.repobench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class PivotTableTest {
    @TempDir
    Path dir;

    @Test
    void storeAndLeversGoAcrossWorkloadAndSizeDownFixedParamsAside() throws IOException {
        Path file = ReportFixtures.warmGet(dir.resolve("r.json"), ReportFixtures.STORES);
        PivotTable table = PivotTable.of(BenchmarkGroup.of(ResultSet.load(file)).get(0));
        assertEquals(List.of("workload", "size"), table.rowParams());
        assertEquals(List.of("store", "parallel"), table.columnParams());
        assertEquals(Map.of("cacheSize", "10000"), table.fixed());
        assertEquals(List.of(List.of("N_MEMBERS", "1000"), List.of("N_MEMBERS", "10000"),
                List.of("N_CHILDREN", "1000"), List.of("N_CHILDREN", "10000")), table.rows());
        assertEquals(List.of(List.of("FILE", "false"), List.of("FILE", "true"), List.of("LEVELDB", "false"),
                List.of("LEVELDB", "true")), table.columns());
    }

    @Test
    void sizesSortNumericallyAndMissingCombinationsAreEmpty() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String size : new String[]{"100000", "1000", "10000"}) {
            json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "FILE").param("size", size)
                    .forkMeans(1, 1, 1);
        }
        json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "MYSQL").param("size", "1000")
                .forkMeans(1, 1, 1);
        PivotTable table = PivotTable.of(BenchmarkGroup.of(ResultSet.load(json.write(dir.resolve("s.json")))).get(0));
        assertEquals(List.of("1000", "10000", "100000"), table.values("size"));
        assertNull(table.cell(List.of("100000"), List.of("MYSQL")));
        assertEquals("\u2014", MarkdownReport.cell(Cell.EMPTY));
    }
}
