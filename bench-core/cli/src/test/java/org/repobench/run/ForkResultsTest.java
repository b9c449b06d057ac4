package org.repobench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;
import org.repobench.api.MetricNames;
import org.repobench.api.ParamNames;
import org.repobench.results.JmhJsonReader;
import org.repobench.results.JmhResult;
import org.repobench.results.SampleKind;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A pass run one fork at a time, put together as one JMH run of N forks would have been, and marked. */
class ForkResultsTest {
    private static final String WARM_GET = "org.repobench.members.ManyMembersBenchmark.warmGet";

    @TempDir
    Path dir;

    static BenchmarkParams params(String size, int threads) {
        WorkloadParams workload = new WorkloadParams();
        workload.put(ParamNames.TARGET, "FEDORA_6_1_0", 0);
        workload.put(ParamNames.SIZE, size, 1);
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 0, TimeValue.milliseconds(100), 1);
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.milliseconds(100),
                1);
        return new BenchmarkParams(WARM_GET, WARM_GET + "_jmhTest", false, threads, new int[]{threads}, List.of(), 1,
                0, warmup, measurement, Mode.AverageTime, workload, TimeUnit.MILLISECONDS, 1, "java", List.of(), "17",
                "OpenJDK", "17", "1.37", TimeValue.minutes(10));
    }

    /** One fork's result: one iteration of the given mean, and the server's bytes after it. */
    static RunResult fork(BenchmarkParams params, double millis, long bytes) {
        IterationResult iteration = new IterationResult(params, params.getMeasurement(),
                new IterationResultMetaData(0, 0));
        iteration.addResult(new AverageTimeResult(ResultRole.PRIMARY, "warmGet", 1, Math.round(millis * 1_000_000),
                TimeUnit.MILLISECONDS));
        BenchmarkResult result = new BenchmarkResult(params, List.of(iteration));
        result.addBenchmarkResult(new ScalarResult(MetricNames.SERVER_BYTES_STORED, bytes, "B",
                AggregationPolicy.MAX));
        return new RunResult(params, List.of(result));
    }

    @Test
    void theForksOfOneBenchmarkAndParamsBecomeOneResultOfThemAll() {
        List<RunResult> merged = ForkResults.merge(List.of(fork(params("10", 1), 5, 100),
                fork(params("20", 1), 9, 100), fork(params("10", 1), 6, 200), fork(params("10", 2), 7, 100)));
        assertEquals(3, merged.size(), "size=10 at 1 thread, size=20, size=10 at 2 threads");
        assertEquals(List.of(2, 1, 1), merged.stream().map(r -> r.getBenchmarkResults().size()).toList());
        assertEquals(5.5, merged.get(0).getPrimaryResult().getScore(), 1e-9);
        assertEquals("10", merged.get(0).getParams().getParam(ParamNames.SIZE));
    }

    @Test
    void theJsonSaysNForksAndWhatEachIsAndTheLargestBytesStored() throws IOException {
        List<RunResult> merged = ForkResults.merge(List.of(fork(params("10", 1), 5, 100),
                fork(params("10", 1), 6, 300), fork(params("20", 1), 9, 100)));
        Path json = dir.resolve("results.json");
        ResultFormatFactory.getInstance(ResultFormatType.JSON, json.toString()).writeOut(merged);
        SampleMarks.mark(json, Map.of(ForkResults.key(params("10", 1)), SampleKind.SERVER_START),
                SampleKind.FORK_OF_ONE_SERVER);
        JsonNode first = new ObjectMapper().readTree(json.toFile()).get(0);
        assertEquals(2, first.path("forks").asInt(), "JMH wrote each run's 1: " + first);
        List<JmhResult> read = JmhJsonReader.read(json);
        assertEquals(SampleKind.SERVER_START, read.get(0).settings().sample());
        assertEquals(2, read.get(0).settings().forks());
        assertEquals(2, read.get(0).primary().forkCount());
        assertEquals(300, read.get(0).secondary(MetricNames.SERVER_BYTES_STORED).score(), 1e-9);
        assertEquals(SampleKind.FORK_OF_ONE_SERVER, read.get(1).settings().sample(), "not among them: otherwise");
    }

    @Test
    void aResultsKeyIsTheSameFromItsParamsAndFromItsJson() {
        assertEquals(ForkResults.key(params("10", 2)), ForkResults.key(WARM_GET, "avgt", 2,
                Map.of(ParamNames.SIZE, "10", ParamNames.TARGET, "FEDORA_6_1_0")));
    }
}
