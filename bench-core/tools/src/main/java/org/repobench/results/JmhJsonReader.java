package org.repobench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.TextNode;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Reads one JMH {@code -rf json} file. Reads the tree rather than binding to classes so that every problem can be
 * reported with the file, the entry and the field at fault. Only what identifies and measures a result is required
 * (benchmark, mode, primaryMetric.score, primaryMetric.scoreUnit); descriptive fields that older JMH versions or
 * hand-made files lack default to 0 or "", and the kind of sample the launcher adds ({@link SampleKind#FIELD}) to
 * {@link SampleKind#unrecorded}.
 */
public final class JmhJsonReader {
    private static final String SAMPLE_MODE = "sample";
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    private JmhJsonReader() {
    }

    public static List<JmhResult> read(Path file) {
        JsonNode root = parse(file);
        if (!root.isArray()) {
            throw new ResultFileException(file, "not a JMH result file: expected a JSON array of benchmark results"
                    + " (as written by JMH -rf json), found " + describe(root));
        }
        if (root.isEmpty()) {
            throw new ResultFileException(file, "holds no benchmark results (an empty JSON array)");
        }
        List<JmhResult> results = new ArrayList<>();
        for (int i = 0; i < root.size(); i++) {
            results.add(new Entry(file, i + 1, root.get(i)).toResult());
        }
        return results;
    }

    private static JsonNode parse(Path file) {
        try {
            if (Files.isDirectory(file)) {
                throw new ResultFileException(file, "is a directory; expected a JMH JSON result file");
            }
            return MAPPER.readTree(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw new ResultFileException(file, "no such file", e);
        } catch (AccessDeniedException e) {
            throw new ResultFileException(file, "cannot be read: permission denied", e);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            throw new ResultFileException(file, "not valid JSON" + where + ": " + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new ResultFileException(file, "cannot be read: " + e, e);
        }
    }

    private static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing (an empty file)";
        }
        return switch (node.getNodeType()) {
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            case NULL -> "null";
            default -> node.getNodeType().toString().toLowerCase(Locale.ROOT);
        };
    }

    /** One array entry, with the context every error message needs. */
    private static final class Entry {
        private final Path file;
        private final int index;
        private final JsonNode node;
        private String benchmark = "";

        Entry(Path file, int index, JsonNode node) {
            this.file = file;
            this.index = index;
            this.node = node;
        }

        JmhResult toResult() {
            if (!node.isObject()) {
                throw fail("expected an object describing one benchmark, found " + describe(node));
            }
            benchmark = requireText(node, "benchmark");
            String mode = requireText(node, "mode");
            Map<String, String> params = params();
            JsonNode primaryNode = node.get("primaryMetric");
            if (primaryNode == null || !primaryNode.isObject()) {
                throw fail("missing \"primaryMetric\" object (every JMH result has one)");
            }
            // only sample mode's percentiles are over single operations; in the other modes JMH computes them over the
            // few iteration scores, which the spread already shows, and a "p99" of 3 iterations would mislead
            boolean keepPercentiles = mode.equals(SAMPLE_MODE);
            Metric primary = metric(primaryNode, "primaryMetric", keepPercentiles);
            Map<String, Metric> secondary = new LinkedHashMap<>();
            JsonNode secondaryNode = node.get("secondaryMetrics");
            if (secondaryNode != null && secondaryNode.isObject()) {
                Iterator<Map.Entry<String, JsonNode>> it = secondaryNode.fields();
                while (it.hasNext()) {
                    Map.Entry<String, JsonNode> e = it.next();
                    secondary.put(SecondaryNames.normalise(e.getKey()),
                            metric(e.getValue(), "secondaryMetrics." + e.getKey(), keepPercentiles));
                }
            }
            int forks = primary.hasRawData() ? primary.forkCount() : integer("forks");
            RunSettings settings = new RunSettings(integer("threads"), forks, sample(params),
                    integer("warmupIterations"), text("warmupTime"), integer("warmupBatchSize"),
                    integer("measurementIterations"), text("measurementTime"), integer("measurementBatchSize"));
            List<String> jvmArgs = new ArrayList<>();
            JsonNode args = node.get("jvmArgs");
            if (args != null && args.isArray()) {
                args.forEach(a -> jvmArgs.add(a.asText()));
            }
            JvmInfo jvm = new JvmInfo(text("jmhVersion"), text("jvm"), text("jdkVersion"), text("vmName"),
                    text("vmVersion"), jvmArgs);
            return new JmhResult(ResultKey.of(benchmark, mode, settings.threads(), params), jvm, settings, primary,
                    secondary, List.of(file));
        }

        /** What a sample is, as the launcher recorded it; where a file says not, {@link SampleKind#unrecorded}. */
        private SampleKind sample(Map<String, String> params) {
            JsonNode value = node.get(SampleKind.FIELD);
            if (value == null || value.isNull()) {
                return SampleKind.unrecorded(params);
            }
            SampleKind kind = value.isTextual() ? SampleKind.recorded(value.textValue()) : null;
            if (kind == null) {
                throw fail("\"" + SampleKind.FIELD + "\" is " + (value.isValueNode() ? "'" + value.asText() + "'"
                        : describe(value)) + "; expected one of " + SampleKind.accepted());
            }
            return kind;
        }

        private Map<String, String> params() {
            Map<String, String> params = new TreeMap<>();
            JsonNode p = node.get("params");
            if (p == null || p.isNull()) {
                return params;
            }
            if (!p.isObject()) {
                throw fail("\"params\" is " + describe(p) + "; expected an object of name to value");
            }
            p.fields().forEachRemaining(e -> {
                if (!e.getValue().isValueNode()) {
                    throw fail("param '" + e.getKey() + "' is " + describe(e.getValue())
                            + "; expected a string value");
                }
                params.put(e.getKey(), e.getValue().asText());
            });
            return params;
        }

        private Metric metric(JsonNode m, String path, boolean keepPercentiles) {
            if (!m.isObject()) {
                throw fail(path + " is " + describe(m) + "; expected an object");
            }
            double score = requireNumber(m, path, "score");
            JsonNode unitNode = m.get("scoreUnit");
            if (unitNode == null || !unitNode.isTextual() || unitNode.textValue().isBlank()) {
                throw fail(path + ".scoreUnit is missing; expected text such as \"ms/op\" or \"ops/s\"");
            }
            double error = optionalNumber(m, path, "scoreError");
            double low = Double.NaN;
            double high = Double.NaN;
            JsonNode confidence = m.get("scoreConfidence");
            if (confidence != null && confidence.isArray() && confidence.size() == 2) {
                low = number(confidence.get(0), path + ".scoreConfidence[0]");
                high = number(confidence.get(1), path + ".scoreConfidence[1]");
            }
            List<double[]> forks = m.has("rawData") ? rawData(m.get("rawData"), path + ".rawData")
                    : m.has("rawDataHistogram") ? histogram(m.get("rawDataHistogram"), path + ".rawDataHistogram")
                    : List.of();
            return new Metric(score, error, low, high, ScoreUnit.parse(unitNode.textValue()), forks,
                    keepPercentiles ? percentiles(m.get("scorePercentiles"), path + ".scorePercentiles")
                            : new TreeMap<>());
        }

        /** {"50.0": v, "99.0": v, ...}; absent or not an object: none. */
        private SortedMap<Double, Double> percentiles(JsonNode node, String path) {
            SortedMap<Double, Double> percentiles = new TreeMap<>();
            if (node == null || !node.isObject()) {
                return percentiles;
            }
            node.fields().forEachRemaining(e -> {
                Double percent = JsonNumbers.parse(new TextNode(e.getKey()));
                if (percent == null || !(percent >= 0 && percent <= 100)) {
                    throw fail(path + " has the key '" + e.getKey() + "'; expected percentages from 0 to 100"
                            + " such as \"99.0\"");
                }
                percentiles.put(percent, number(e.getValue(), path + "." + e.getKey()));
            });
            return percentiles;
        }

        private List<double[]> rawData(JsonNode raw, String path) {
            return perIteration(raw, path, this::number);
        }

        /** Sample mode: [fork][iteration] holds [value, count] pairs; an iteration becomes its sample mean. */
        private List<double[]> histogram(JsonNode raw, String path) {
            return perIteration(raw, path, this::histogramMean);
        }

        /** Walks [fork][iteration], turning each iteration's JSON into one number. */
        private List<double[]> perIteration(JsonNode raw, String path, IterationValue value) {
            List<double[]> forks = new ArrayList<>();
            int forkCount = arrayOf(raw, path).size();
            for (int f = 0; f < forkCount; f++) {
                JsonNode fork = arrayOf(raw.get(f), path + "[" + f + "]");
                double[] values = new double[fork.size()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = value.of(fork.get(i), path + "[" + f + "][" + i + "]");
                }
                forks.add(values);
            }
            return forks;
        }

        private double histogramMean(JsonNode histogram, String where) {
            JsonNode iteration = arrayOf(histogram, where);
            double sum = 0;
            double count = 0;
            for (JsonNode pair : iteration) {
                if (!pair.isArray() || pair.size() != 2) {
                    throw fail(where + " holds " + describe(pair) + "; expected [value, count] pairs");
                }
                double c = number(pair.get(1), where + " count");
                sum += number(pair.get(0), where + " value") * c;
                count += c;
            }
            return count == 0 ? Double.NaN : sum / count;
        }

        private JsonNode arrayOf(JsonNode n, String path) {
            if (n == null || !n.isArray()) {
                throw fail(path + " is " + describe(n) + "; expected an array ([fork][iteration])");
            }
            return n;
        }

        private double requireNumber(JsonNode m, String path, String field) {
            if (!m.has(field)) {
                throw fail(path + "." + field + " is missing; expected " + JsonNumbers.ACCEPTED);
            }
            return number(m.get(field), path + "." + field);
        }

        private double optionalNumber(JsonNode m, String path, String field) {
            return m.has(field) ? number(m.get(field), path + "." + field) : Double.NaN;
        }

        private double number(JsonNode n, String path) {
            Double value = JsonNumbers.parse(n);
            if (value == null) {
                throw fail(path + " is " + (n != null && n.isValueNode() ? "'" + n.asText() + "'" : describe(n))
                        + "; expected " + JsonNumbers.ACCEPTED);
            }
            return value;
        }

        private String requireText(JsonNode n, String field) {
            JsonNode value = n.get(field);
            if (value == null || !value.isTextual() || value.textValue().isBlank()) {
                throw fail("missing \"" + field + "\" text; a JMH result entry always has one");
            }
            return value.textValue();
        }

        private String text(String field) {
            JsonNode value = node.get(field);
            return value == null || value.isNull() ? "" : value.asText();
        }

        private int integer(String field) {
            JsonNode value = node.get(field);
            return value != null && value.canConvertToInt() ? value.intValue() : 0;
        }

        private ResultFileException fail(String problem) {
            String where = "result #" + index + (benchmark.isEmpty() ? "" : " (" + benchmark + ")");
            return new ResultFileException(file, where + ": " + problem);
        }
    }

    @FunctionalInterface
    private interface IterationValue {
        double of(JsonNode iteration, String where);
    }
}
