package org.repobench.compare;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.ExitStatus;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every benchmark as one: a cost they all pay, which no benchmark alone can show at 4 + 4 forks. */
class PooledComparisonTest {
    private static final String[] SIZES = {"10", "100", "1000", "10000"};
    private static final double[][] BASE = {{100, 104, 97, 101}, {50, 48, 51.5, 49}, {200, 196, 206, 199},
        {10, 10.3, 9.8, 10.1}};
    /** 13-14 % more by each one's median, but in each one fork (a different one) no slower than base's slowest. */
    private static final double[][] HEAD = {{103, 116, 112, 117}, {58, 51, 57, 56}, {229, 226, 204, 231},
        {11.6, 11.4, 11.7, 10.2}};

    @TempDir
    Path dir;

    private Path arm(String name, double[][] forks) throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (int i = 0; i < forks.length; i++) {
            json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("size", SIZES[i]).forkMeans(forks[i]);
        }
        return json.write(dir.resolve(name));
    }

    private ComparisonReport compare(double[][] base, double[][] head) throws IOException {
        Path b = arm("base.json", base);
        Path h = arm("head.json", head);
        return new Comparison(CompareOptions.defaults()).compare(b, ResultSet.load(b), h, ResultSet.load(h));
    }

    @Test
    void aCostEveryBenchmarkSharesFailsAsOne() throws IOException {
        ComparisonReport report = compare(BASE, HEAD);
        assertEquals(0, report.count(Verdict.REGRESSION), "each alone overlaps base in one fork: p 0.057");
        Pooled all = report.pooled(Pooled.TIME).orElseThrow();
        assertEquals(4, all.members().size());
        assertEquals(Verdict.REGRESSION, all.judgement().verdict());
        assertEquals(ExitStatus.REGRESSION, report.outcome());
        assertEquals(1.0, all.weights().stream().mapToDouble(Double::doubleValue).sum(), 1e-12);
        assertTrue(report.pooled(Signal.CPU.label()).isEmpty(), "no CPU time measured, none pooled");
    }

    @Test
    void everyBenchmarkAsOneIsJudgedAtItsOwnFloor() throws IOException {
        Path b = arm("base.json", BASE);
        Path h = arm("head.json", HEAD);
        CompareOptions coarse = CompareOptions.defaults().withPooledThreshold(0.5);
        ComparisonReport report = new Comparison(coarse).compare(b, ResultSet.load(b), h, ResultSet.load(h));
        assertEquals(Verdict.WARNING, report.pooled(Pooled.TIME).orElseThrow().judgement().verdict(),
                "significant, but its interval within 50 %");
        assertEquals(ExitStatus.DONE, report.outcome());
        assertEquals(50.0, ComparisonJson.toJson(report).get("pooledThresholdPercent").asDouble(), 1e-9);
        assertEquals(10.0, ComparisonJson.toJson(report).get("thresholdPercent").asDouble(), 1e-9);
        assertTrue(coarse.describe().startsWith("threshold 10% (every benchmark as one: 50%), alpha 0.05"),
                coarse.describe());
        assertTrue(CompareOptions.defaults().describe().startsWith("threshold 10%, alpha"), "one floor, said once");
    }

    @Test
    void theSameBuildTwicePasses() throws IOException {
        ComparisonReport report = compare(BASE, BASE);
        assertEquals(Verdict.PASS, report.pooled(Pooled.TIME).orElseThrow().judgement().verdict());
        assertEquals(ExitStatus.DONE, report.outcome());
    }

    @Test
    void everyViewShowsTheRowAndItsWeights() throws IOException {
        ComparisonReport report = compare(BASE, HEAD);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        ComparisonTable.print(report, new PrintStream(text, true, StandardCharsets.UTF_8));
        String console = text.toString(StandardCharsets.UTF_8);
        assertTrue(console.contains("all 4 as one"), console);
        assertTrue(console.contains("all 4 as one, time: regression"), console);
        assertTrue(console.contains("all 4 as one: " + Pooled.DESCRIPTION + "ManyMembersBenchmark.warmGet"
                + " size=10 [avgt] 2"), console);
        assertTrue(String.join("\n", ComparisonMarkdown.lines(report)).contains("| all 4 as one | time |"));
        assertTrue(ComparisonJson.toJson(report).get("pooled").get(0).get("verdict").asText().equals("regression"));
    }
}
