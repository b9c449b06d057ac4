package org.repobench.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Hand-made JMH JSON with known answers. Each fork is given by its mean; its iterations are mean × (1 − s, 1, 1 + s)
 * with a small spread s, so the fork mean is exactly the given value. Non-finite numbers are written the way JMH
 * writes them: as the strings "NaN", "+INF", "-INF".
 */
public final class JmhJsonBuilder {
    public static final String WARM_GET = "org.repobench.members.ManyMembersBenchmark.warmGet";
    public static final String COLD_GET = "org.repobench.members.ManyMembersBenchmark.coldGet";

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final List<Result> results = new ArrayList<>();

    public Result result(String benchmark, String mode, String unit) {
        Result r = new Result(benchmark, mode, unit);
        results.add(r);
        return r;
    }

    public String toJson() {
        ArrayNode root = MAPPER.createArrayNode();
        results.forEach(r -> root.add(r.toNode()));
        try {
            return MAPPER.writeValueAsString(root);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public Path write(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        return Files.writeString(file, toJson());
    }

    private record Secondary(String unit, List<double[]> forks) {
    }

    /** One result entry. */
    public final class Result {
        private final String benchmark;
        private final String mode;
        private final String unit;
        private final Map<String, String> params = new LinkedHashMap<>();
        private final List<double[]> forks = new ArrayList<>();
        private Double scoreError;
        private int threads = 1;
        private String sample;
        private final Map<String, Double> percentiles = new LinkedHashMap<>();
        private final Map<String, Secondary> secondary = new LinkedHashMap<>();

        Result(String benchmark, String mode, String unit) {
            this.benchmark = benchmark;
            this.mode = mode;
            this.unit = unit;
        }

        public Result param(String name, String value) {
            params.put(name, value);
            return this;
        }

        /** The kind of sample the launcher records ({@link SampleKind#FIELD}); unset, the entry has no such field. */
        public Result sample(String recorded) {
            this.sample = recorded;
            return this;
        }

        public Result threads(int threads) {
            this.threads = threads;
            return this;
        }

        /** Forks with the given means, three iterations each, spread ±1 %. */
        public Result forkMeans(double... means) {
            for (double m : means) {
                forks.add(new double[]{m * 0.99, m, m * 1.01});
            }
            return this;
        }

        /** One fork with exactly these iteration values. */
        public Result fork(double... iterations) {
            forks.add(iterations.clone());
            return this;
        }

        /** Overrides the computed error, e.g. NaN as JMH writes it for two or fewer iterations. */
        public Result scoreError(double error) {
            this.scoreError = error;
            return this;
        }

        /** JMH's scorePercentiles, e.g. percentile(99.0, 12.5); without any, only "50.0" = the score is written. */
        public Result percentile(double percent, double value) {
            percentiles.put(String.valueOf(percent), value);
            return this;
        }

        /** A secondary metric whose forks have the given means, three iterations each, spread ±1 %. */
        public Result secondary(String name, String unit, double... forkMeans) {
            List<double[]> forks = new ArrayList<>();
            for (double m : forkMeans) {
                forks.add(new double[]{m * 0.99, m, m * 1.01});
            }
            secondary.put(name, new Secondary(unit, forks));
            return this;
        }

        /** A secondary metric whose forks have exactly these iteration values, one array per fork. */
        public Result secondaryForks(String name, String unit, List<double[]> iterations) {
            List<double[]> forks = new ArrayList<>();
            iterations.forEach(fork -> forks.add(fork.clone()));
            secondary.put(name, new Secondary(unit, forks));
            return this;
        }

        /** A secondary metric with one fork of exactly these iteration values (score: their mean). */
        public Result secondaryFork(String name, String unit, double... iterations) {
            secondary.put(name, new Secondary(unit, List.of(iterations.clone())));
            return this;
        }

        public JmhJsonBuilder and() {
            return JmhJsonBuilder.this;
        }

        ObjectNode toNode() {
            Metric pooled = ResultMerger.pooled(forks, ScoreUnit.parse(unit));
            double error = scoreError != null ? scoreError : pooled.scoreError();
            ObjectNode node = MAPPER.createObjectNode();
            node.put("jmhVersion", "1.37");
            node.put("benchmark", benchmark);
            node.put("mode", mode);
            node.put("threads", threads);
            node.put("forks", forks.size());
            if (sample != null) {
                node.put(SampleKind.FIELD, sample);
            }
            node.put("jvm", "/usr/lib/jvm/java-17-openjdk-amd64/bin/java");
            node.putArray("jvmArgs").add("-Xmx4g").add("-Dbench.db.password=hunter2");
            node.put("jdkVersion", "17.0.15");
            node.put("vmName", "OpenJDK 64-Bit Server VM");
            node.put("vmVersion", "17.0.15+6-Debian-1deb12u1");
            node.put("warmupIterations", 2);
            node.put("warmupTime", mode.equals("ss") ? "single-shot" : "2 s");
            node.put("warmupBatchSize", 1);
            node.put("measurementIterations", 3);
            node.put("measurementTime", mode.equals("ss") ? "single-shot" : "3 s");
            node.put("measurementBatchSize", 1);
            if (!params.isEmpty()) {
                ObjectNode p = node.putObject("params");
                params.forEach(p::put);
            }
            ObjectNode primary = node.putObject("primaryMetric");
            JsonNumbers.put(primary, "score", pooled.score());
            JsonNumbers.put(primary, "scoreError", error);
            ArrayNode confidence = primary.putArray("scoreConfidence");
            JsonNumbers.add(confidence, pooled.score() - error);
            JsonNumbers.add(confidence, pooled.score() + error);
            ObjectNode scorePercentiles = primary.putObject("scorePercentiles");
            if (percentiles.isEmpty()) {
                scorePercentiles.put("50.0", pooled.score());
            }
            percentiles.forEach(scorePercentiles::put);
            primary.put("scoreUnit", unit);
            rawData(primary, forks);
            ObjectNode secondaries = node.putObject("secondaryMetrics");
            secondary.forEach((name, metric) -> {
                Metric m = ResultMerger.pooled(metric.forks(), ScoreUnit.parse(metric.unit()));
                ObjectNode s = secondaries.putObject(name);
                JsonNumbers.put(s, "score", m.score());
                JsonNumbers.put(s, "scoreError", m.scoreError());
                s.put("scoreUnit", metric.unit());
                rawData(s, metric.forks());
            });
            return node;
        }

        private void rawData(ObjectNode metric, List<double[]> values) {
            ArrayNode raw = metric.putArray("rawData");
            for (double[] fork : values) {
                ArrayNode f = raw.addArray();
                for (double v : fork) {
                    JsonNumbers.add(f, v);
                }
            }
        }
    }
}
