package org.repobench.report;

import org.repobench.results.JmhJsonBuilder;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A small study shaped like the real suite, with scores chosen so every cell is predictable: warmGet time is
 * size / 1000 ms × a store factor × (0.5 when parallel), so ms/member is 0.001 × factor (× 0.5).
 */
public final class ReportFixtures {
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
    public static Path warmGet(Path file, String... stores) throws IOException {
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
        for (String order : new String[]{"BFS", "DFS"}) {
            for (int size : SIZES) {
                double us = size * 20.0;
                json.result(JmhJsonBuilder.COLD_GET, "ss", "us/op").param("store", "FILE")
                        .param("workload", "N_MEMBERS").param("size", Integer.toString(size))
                        .param("order", order).forkMeans(us, us, us);
            }
        }
        json.result("org.repobench.crud.CreateBenchmark.create", "thrpt", "ops/s").forkMeans(500, 500, 500);
        return json.write(file);
    }

    static final String CRUD = "org.repobench.crud.ConcurrentCrudBenchmark";
    static final String[] OPERATIONS = {"create", "update", "retrieve", "delete"};
    static final int[] THREADS = {1, 2, 4};

    /**
     * The CRUD benchmark as the write-side module writes it: sample mode, one result per thread count, store ×
     * resource, with the write profiler's secondaries. Mean time is (operation index + 1) × threads ms on FILE, twice
     * that on LEVELDB; p99 is 3 × the mean; conflicts are threads − 1 per iteration.
     */
    static double crudMillis(String store, String resource, int operation, int threads) {
        return (operation + 1) * threads * (store.equals("FILE") ? 1.0 : 2.0) * (resource.equals("CONTENT") ? 1.5 : 1);
    }

    static Path crud(Path file) throws IOException {
        return crud(file, Map.of());
    }

    /**
     * The CRUD results with every param a run records on the model, also existing and poolSize: the CRUD study's table
     * stands only beside results that record its conditions.
     */
    static Path crudAsRecorded(Path file) throws IOException {
        return crud(file, Map.of("existing", "0", "poolSize", "5"));
    }

    private static Path crud(Path file, Map<String, String> recorded) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (int threads : THREADS) {
            for (String store : STORES) {
                for (String resource : new String[]{"CONTAINER", "CONTENT"}) {
                    // JMH runs the methods alphabetically: create, delete, retrieve, update
                    for (String name : Stream.of(OPERATIONS).sorted().toList()) {
                        int op = Arrays.asList(OPERATIONS).indexOf(name);
                        double ms = crudMillis(store, resource, op, threads);
                        var result = json.result(CRUD + "." + OPERATIONS[op], "sample", "ms/op").threads(threads)
                                .param("store", store).param("resource", resource).param("seed", "42");
                        recorded.forEach(result::param);
                        result.forkMeans(ms, ms, ms)
                                .percentile(50.0, ms * 0.9).percentile(90.0, ms * 2).percentile(99.0, ms * 3)
                                .percentile(100.0, ms * 10)
                                .secondary("write.conflicts", "#", threads - 1, threads - 1, threads - 1)
                                .secondary("write.retries", "#", 0, 0, 0)
                                .secondary("write.failures", "#", 0, 0, 0)
                                .secondary("store.bytes", "B", 2_000_000, 2_000_000, 2_000_000)
                                .secondary("store.bytesPerOp", "B/op", 1500, 1500, 1500)
                                .secondary("ops", "#", 1000, 1000, 1000)
                                .secondary("p0.50", "ms/op", ms * 0.9, ms * 0.9, ms * 0.9);
                        if (store.equals("LEVELDB")) {
                            // measured over the wall time: threads also spent time in untimed setup
                            result.secondary("ops.perSecond", "ops/s", 70, 70, 70);
                        }
                    }
                }
            }
        }
        for (int writers : new int[]{1, 2}) {
            json.result(CRUD + ".readersBesideWriters", "avgt", "ms/op").threads(writers + 4)
                    .param("store", "FILE").param("members", "1000").param("writers", Integer.toString(writers))
                    .forkMeans(5, 5, 5)
                    .secondary("read", "ms/op", 4 * writers, 4 * writers, 4 * writers)
                    .secondary("write", "ms/op", 9, 9, 9)
                    .secondary("read:p0.50", "ms/op", 3, 3, 3);
        }
        return json.write(file);
    }

    /** Binary ingest: one store, three binary stores side by side; MB/s 100, 50, 20 for FILE, DATABASE, S3. */
    static Path binaryIngest(Path file) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        String[] binaryStores = {"FILE", "DATABASE", "S3"};
        double[] megabytesPerSecond = {100, 50, 20};
        for (int i = 0; i < binaryStores.length; i++) {
            double seconds = 100.0 / megabytesPerSecond[i];
            json.result("org.repobench.crud.BinaryIngestBenchmark.ingest", "ss", "s/op").param("store", "FILE")
                    .param("binaryStore", binaryStores[i]).param("binaries", "100").param("binaryKb", "1000")
                    .forkMeans(seconds, seconds, seconds)
                    .secondary("binary.MBps", "MB/s", megabytesPerSecond[i], megabytesPerSecond[i],
                            megabytesPerSecond[i])
                    .secondary("binary.msPerBinary", "ms", seconds * 10, seconds * 10, seconds * 10)
                    .secondary("store.bytes", "B", 100_000_000, 100_000_000, 100_000_000);
        }
        return json.write(file);
    }
}
