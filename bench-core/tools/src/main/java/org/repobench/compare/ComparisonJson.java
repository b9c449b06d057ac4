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
public final class ComparisonJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ComparisonJson() {
    }

    public static Path write(ComparisonReport report, Path target) throws IOException {
        return AtomicFiles.write(target, MAPPER.writeValueAsString(toJson(report)) + "\n");
    }

    static ObjectNode toJson(ComparisonReport report) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("base", report.baseFile().toString());
        root.put("head", report.headFile().toString());
        root.put("thresholdPercent", report.options().threshold() * 100);
        root.put("pooledThresholdPercent", report.options().pooledThreshold() * 100);
        root.put("alpha", report.options().alpha());
        root.put("allocationThresholdPercent", report.options().allocationThreshold() * 100);
        root.put("method", report.options().pairing().method());
        root.put("falseAlarmRule", report.rule());
        ArrayNode family = root.putArray("family");
        for (FamilyMember member : report.family()) {
            ObjectNode node = family.addObject();
            node.put("row", member.row());
            node.put("signal", member.signal());
            node.put("p", member.p());
            node.put("adjustedP", member.adjustedP());
            node.put("rejected", member.rejected());
        }
        root.put("exitCode", report.outcome().code());
        report.noVerdict().ifPresent(line -> root.put("noVerdict", line));
        ArrayNode benchmarks = root.putArray("benchmarks");
        for (BenchmarkComparison p : report.benchmarks()) {
            ObjectNode node = benchmarks.addObject();
            key(node, p.key());
            judgement(node, p.time());
            node.put("baseSampleKind", p.baseSample().name());
            node.put("headSampleKind", p.headSample().name());
            for (Signal signal : Signal.values()) {
                p.signal(signal).ifPresentOrElse(j -> judgement(node.putObject(signal.label()), j),
                        () -> node.putNull(signal.label()));
            }
            ObjectNode costs = node.putObject("costs");
            p.costs().forEach((name, j) -> figures(costs.putObject(name), j));
            ObjectNode failures = node.putObject("failedWritesPerIteration");
            number(failures, "base", p.failures().base());
            number(failures, "head", p.failures().head());
            failures.put("baseCount", p.failures().baseCount());
            failures.put("headCount", p.failures().headCount());
            failures.put("baseIterations", p.failures().baseRuns());
            failures.put("headIterations", p.failures().headRuns());
            number(failures, "p", p.failures().p());
            failures.put("rose", p.failures().rose());
            ArrayNode notes = node.putArray("notes");
            p.notes().forEach(notes::add);
        }
        ArrayNode pooled = root.putArray("pooled");
        for (Pooled all : report.pooled()) {
            ObjectNode node = pooled.addObject();
            node.put("signal", all.signal());
            keys(node.putArray("members"), all.members());
            ArrayNode weights = node.putArray("weights");
            all.weights().forEach(weights::add);
            judgement(node, all.judgement());
        }
        keys(root.putArray("onlyInBase"), report.onlyInBase());
        keys(root.putArray("onlyInHead"), report.onlyInHead());
        ArrayNode problems = root.putArray("problems");
        report.problems().forEach(problems::add);
        return root;
    }

    /** One signal; for time these fields sit on the benchmark itself, as they did before allocation was judged. */
    private static void judgement(ObjectNode node, Judgement j) {
        figures(node, j);
        number(node, "changeWorse", j.change());
        number(node, "detectableWorse", j.detectable().orElse(Double.NaN));
        node.put("verdict", j.verdict().label());
    }

    /** A signal's samples, ratio and test, without a verdict: all of a signal shown but not judged. */
    private static void figures(ObjectNode node, Judgement j) {
        node.put("unit", j.unit().text());
        side(node.putObject("baseSample"), j.base());
        side(node.putObject("headSample"), j.head());
        number(node, "ratio", j.ratio().ratio());
        number(node, "ratioLow", j.ratio().low());
        number(node, "ratioHigh", j.ratio().high());
        number(node, "ratioConfidence", j.ratio().confidence());
        number(node, j.test().statisticName(), j.test().statistic());
        number(node, "p", j.test().p());
        number(node, "gateP", j.gateP());
        node.put("exactP", j.test().exact());
    }

    private static void key(ObjectNode node, ResultKey key) {
        node.put("benchmark", key.benchmark());
        node.put("mode", key.mode());
        node.put("threads", key.threads());
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
