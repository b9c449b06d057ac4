package org.repobench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Writes results back as a JMH {@code -rf json} file, so that merged results (e.g. one gate arm's single-fork runs)
 * can be read by this suite and by other JMH tools as if JMH had run all the forks itself. Field names and order are
 * JMH's; non-finite numbers are written as JMH writes them ({@code "NaN"}, {@code "+INF"}, {@code "-INF"}).
 *
 * <p>What {@link JmhResult} does not hold is not invented: {@code scorePercentiles} only where JMH's own are kept
 * (a merged result has none), and a sample-mode result's {@code rawData} holds each iteration's mean rather than its
 * histogram. {@link JmhJsonReader} reads the file back to
 * the same keys, settings, scores and fork data.
 */
public final class JmhJsonWriter {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JmhJsonWriter() {
    }

    /** Writes atomically: a reader sees the previous file or the whole new one. */
    public static Path write(Path file, ResultSet results) throws IOException {
        return AtomicFiles.write(file, toJson(results));
    }

    public static String toJson(ResultSet results) {
        ArrayNode root = MAPPER.createArrayNode();
        results.results().forEach(r -> root.add(entry(r)));
        try {
            return MAPPER.writeValueAsString(root) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree built here could not be written", e);
        }
    }

    private static ObjectNode entry(JmhResult result) {
        ObjectNode node = MAPPER.createObjectNode();
        JvmInfo jvm = result.jvm();
        RunSettings settings = result.settings();
        node.put("jmhVersion", jvm.jmhVersion());
        node.put("benchmark", result.benchmark());
        node.put("mode", result.mode());
        node.put("threads", settings.threads());
        node.put("forks", settings.forks());
        node.put(SampleKind.FIELD, settings.sample().name());
        node.put("jvm", jvm.jvm());
        ArrayNode jvmArgs = node.putArray("jvmArgs");
        jvm.jvmArgs().forEach(jvmArgs::add);
        node.put("jdkVersion", jvm.jdkVersion());
        node.put("vmName", jvm.vmName());
        node.put("vmVersion", jvm.vmVersion());
        node.put("warmupIterations", settings.warmupIterations());
        node.put("warmupTime", settings.warmupTime());
        node.put("warmupBatchSize", settings.warmupBatchSize());
        node.put("measurementIterations", settings.measurementIterations());
        node.put("measurementTime", settings.measurementTime());
        node.put("measurementBatchSize", settings.measurementBatchSize());
        if (!result.params().isEmpty()) {
            ObjectNode params = node.putObject("params");
            result.params().forEach(params::put);
        }
        node.set("primaryMetric", metric(result.primary()));
        ObjectNode secondary = node.putObject("secondaryMetrics");
        for (Map.Entry<String, Metric> e : result.secondary().entrySet()) {
            secondary.set(e.getKey(), metric(e.getValue()));
        }
        return node;
    }

    private static ObjectNode metric(Metric metric) {
        ObjectNode node = MAPPER.createObjectNode();
        JsonNumbers.put(node, "score", metric.score());
        JsonNumbers.put(node, "scoreError", metric.scoreError());
        ArrayNode confidence = node.putArray("scoreConfidence");
        JsonNumbers.add(confidence, metric.confidenceLow());
        JsonNumbers.add(confidence, metric.confidenceHigh());
        if (!metric.percentiles().isEmpty()) {
            ObjectNode percentiles = node.putObject("scorePercentiles");
            metric.percentiles().forEach((p, v) -> JsonNumbers.put(percentiles, String.valueOf(p), v));
        }
        node.put("scoreUnit", metric.unit().text());
        if (metric.hasRawData()) {
            ArrayNode raw = node.putArray("rawData");
            for (double[] fork : metric.forks()) {
                ArrayNode iterations = raw.addArray();
                for (double value : fork) {
                    JsonNumbers.add(iterations, value);
                }
            }
        }
        return node;
    }
}
