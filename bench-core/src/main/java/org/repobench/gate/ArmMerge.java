package org.repobench.gate;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One arm's single-fork JMH result files merged into one JMH JSON file, as if JMH had run all the forks: for every
 * benchmark + mode + params, {@code rawData} holds one row per fork in the order the forks ran, {@code forks} counts
 * them, and score, error, confidence and percentiles are recomputed over the pooled iterations the way JMH computes
 * them (99.9 % Student-t). Everything else is the first fork's. A metric without per-fork data cannot be pooled and
 * is left out rather than shown with one fork's numbers.
 */
final class ArmMerge {
    static final ObjectMapper MAPPER = JsonMapper.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();
    private static final double CONFIDENCE = 0.999;

    private ArmMerge() {
    }

    static ArrayNode mergeFiles(List<Path> forkFiles) throws IOException {
        List<JsonNode> runs = new ArrayList<>();
        for (Path file : forkFiles) {
            JsonNode run = MAPPER.readTree(file.toFile());
            if (run == null || !run.isArray()) {
                throw new GateException(file + " is not a JMH JSON result file (expected a JSON array)");
            }
            runs.add(run);
        }
        return merge(runs);
    }

    static ArrayNode merge(List<JsonNode> runs) {
        Map<String, ObjectNode> merged = new LinkedHashMap<>();
        for (JsonNode run : runs) {
            for (JsonNode result : run) {
                ObjectNode existing = merged.get(key(result));
                if (existing == null) {
                    merged.put(key(result), result.deepCopy());
                } else {
                    appendForks(existing, result);
                }
            }
        }
        ArrayNode out = MAPPER.createArrayNode();
        for (ObjectNode result : merged.values()) {
            recompute(result);
            out.add(result);
        }
        return out;
    }

    /** What JMH keeps apart: the benchmark, its mode and its params (in name order, as values are strings). */
    static String key(JsonNode result) {
        Map<String, String> params = new TreeMap<>();
        result.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
        return result.path("benchmark").asText() + " " + result.path("mode").asText() + " " + params;
    }

    private static void appendForks(ObjectNode into, JsonNode from) {
        appendRawData(into.path("primaryMetric"), from.path("primaryMetric"));
        JsonNode secondaries = into.path("secondaryMetrics");
        Iterator<Map.Entry<String, JsonNode>> it = secondaries.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> metric = it.next();
            appendRawData(metric.getValue(), from.path("secondaryMetrics").path(metric.getKey()));
        }
    }

    private static void appendRawData(JsonNode into, JsonNode from) {
        if (into.path("rawData").isArray() && from.path("rawData").isArray()) {
            ((ArrayNode) into.get("rawData")).addAll((ArrayNode) from.get("rawData"));
        } else if (into.isObject()) {
            ((ObjectNode) into).remove("rawData");   // one fork lacked it: the metric cannot be pooled
        }
    }

    private static void recompute(ObjectNode result) {
        if (result.path("mode").asText().equals("sample")) {
            throw new GateException("benchmark " + result.path("benchmark").asText() + " runs in sample mode; the gate"
                    + " merges avgt, thrpt and ss results only (use --include to leave it out)");
        }
        JsonNode primary = result.path("primaryMetric");
        if (!primary.path("rawData").isArray()) {
            throw new GateException("benchmark " + result.path("benchmark").asText()
                    + " has no primaryMetric.rawData, so its forks cannot be merged");
        }
        result.put("forks", primary.get("rawData").size());
        recomputeMetric((ObjectNode) primary);
        if (result.path("secondaryMetrics").isObject()) {
            ObjectNode secondaries = (ObjectNode) result.get("secondaryMetrics");
            List<String> unpoolable = new ArrayList<>();
            secondaries.fields().forEachRemaining(e -> {
                if (e.getValue().path("rawData").isArray()) {
                    recomputeMetric((ObjectNode) e.getValue());
                } else {
                    unpoolable.add(e.getKey());
                }
            });
            secondaries.remove(unpoolable);
        }
    }

    private static void recomputeMetric(ObjectNode metric) {
        DescriptiveStatistics stats = new DescriptiveStatistics();
        metric.get("rawData").forEach(fork -> fork.forEach(value -> stats.addValue(value.asDouble())));
        double mean = stats.getMean();
        long n = stats.getN();
        double error = n <= 2 ? Double.NaN
                : new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2)
                * stats.getStandardDeviation() / Math.sqrt(n);
        metric.put("score", mean);
        metric.put("scoreError", error);
        ArrayNode confidence = metric.putArray("scoreConfidence");
        confidence.add(Double.isNaN(error) ? mean : mean - error);
        confidence.add(Double.isNaN(error) ? mean : mean + error);
        if (metric.path("scorePercentiles").isObject()) {
            ObjectNode percentiles = (ObjectNode) metric.get("scorePercentiles");
            List<String> names = new ArrayList<>();
            percentiles.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                double p = Double.parseDouble(name);
                percentiles.put(name, p == 0 ? stats.getMin() : stats.getPercentile(p));
            }
        }
    }
}
