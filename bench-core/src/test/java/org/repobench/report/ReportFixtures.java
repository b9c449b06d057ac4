package org.repobench.report;

import org.repobench.results.JmhJsonBuilder;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A small study shaped like the real suite, with scores chosen so every cell is predictable: warmGet time is
 * size / 1000 ms × a store factor × (0.5 when parallel), so ms/member is 0.001 × factor (× 0.5).
 */
final class ReportFixtures {
    static final String[] STORES = {"FILE", "LEVELDB"};
    static final String[] WORKLOADS = {"N_MEMBERS", "N_CHILDREN"};
    static final int[] SIZES = {1000, 10000};

    private ReportFixtures() {
    }

    static double warmMillis(String store, int size, boolean parallel) {
        double factor = store.equals("FILE") ? 1.0 : 2.0;
        return size / 1000.0 * factor * (parallel ? 0.5 : 1.0);
    }

    /** warmGet over store × workload × size × parallel, cacheSize fixed. */
    static Path warmGet(Path file, String... stores) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String store : stores) {
            for (String workload : WORKLOADS) {
                for (int size : SIZES) {
                    for (boolean parallel : new boolean[]{false, true}) {
                        double ms = warmMillis(store, size, parallel);
                        json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                                .param("store", store).param("workload", workload)
                                .param("size", Integer.toString(size)).param("parallel", Boolean.toString(parallel))
                                .param("cacheSize", "10000")
                                .forkMeans(ms, ms, ms);
                    }
                }
            }
        }
        return json.write(file);
    }

    /** coldGet in microseconds with an extra param the report does not know, and one throughput result. */
    static Path coldGetAndOthers(Path file) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String traversal : new String[]{"BFS", "DFS"}) {
            for (int size : SIZES) {
                double us = size * 20.0;
                json.result(JmhJsonBuilder.COLD_GET, "ss", "us/op").param("store", "FILE")
                        .param("workload", "N_MEMBERS").param("size", Integer.toString(size))
                        .param("traversal", traversal).forkMeans(us, us, us);
            }
        }
        json.result("org.repobench.crud.CreateBenchmark.create", "thrpt", "ops/s").forkMeans(500, 500, 500);
        return json.write(file);
    }
}
