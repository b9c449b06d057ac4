package org.repobench.compare;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.repobench.results.AtomicFiles;
import org.repobench.results.ResultKey;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The comparison as JSON, for dashboards and PR comments. Non-finite numbers are written as null (unlike JMH's quoted
 * "NaN"), so any JSON reader can load the file.
 */
final class ComparisonJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ComparisonJson() {
    }

    static Path write(ComparisonReport report, Path target) throws IOException {
        return AtomicFiles.write(target, MAPPER.writeValueAsString(toJson(report)) + "\n");
    }

    static ObjectNode toJson(ComparisonReport report) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("base", report.baseFile().toString());
        root.put("head", report.headFile().toString());
        root.put("thresholdPercent", report.settings().threshold() * 100);
        root.put("alpha", report.settings().alpha());
        root.put("method", "per-fork means; exact two-sided Mann-Whitney U; Hodges-Lehmann head/base ratio with"
                + " distribution-free interval");
        root.put("exitCode", report.exitCode());
        ArrayNode pairs = root.putArray("pairs");
        for (PairResult p : report.pairs()) {
            ObjectNode node = pairs.addObject();
            key(node, p.key());
            node.put("unit", p.unit().text());
            side(node.putObject("baseSample"), p.base());
            side(node.putObject("headSample"), p.head());
            number(node, "ratio", p.ratio().ratio());
            number(node, "ratioLow", p.ratio().low());
            number(node, "ratioHigh", p.ratio().high());
            number(node, "ratioConfidence", p.ratio().confidence());
            number(node, "u", p.test().u());
            number(node, "p", p.test().p());
            node.put("exactP", p.test().exact());
            number(node, "changeWorse", p.change());
            node.put("verdict", p.verdict().label());
            ArrayNode notes = node.putArray("notes");
            p.notes().forEach(notes::add);
        }
        keys(root.putArray("onlyInBase"), report.onlyInBase());
        keys(root.putArray("onlyInHead"), report.onlyInHead());
        ArrayNode problems = root.putArray("problems");
        report.problems().forEach(problems::add);
        return root;
    }

    private static void key(ObjectNode node, ResultKey key) {
        node.put("benchmark", key.benchmark());
        node.put("mode", key.mode());
        ObjectNode params = node.putObject("params");
        key.params().forEach(params::put);
    }

    private static void keys(ArrayNode array, List<ResultKey> keys) {
        keys.forEach(k -> key(array.addObject(), k));
    }

    private static void side(ObjectNode node, Sample s) {
        node.put("forks", s.size());
        number(node, "mean", s.mean());
        number(node, "sd", s.sd());
        number(node, "median", s.median());
        ArrayNode values = node.putArray("forkMeans");
        for (double v : s.values()) {
            values.add(v);
        }
    }

    private static void number(ObjectNode node, String field, double value) {
        if (Double.isFinite(value)) {
            node.put(field, value);
        } else {
            node.putNull(field);
        }
    }
}
