package org.repobench.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.repobench.api.MetricNames;
import org.repobench.chart.Html;
import org.repobench.compare.CompareOptions;
import org.repobench.compare.Comparison;
import org.repobench.compare.ComparisonMarkdown;
import org.repobench.compare.ComparisonReport;
import org.repobench.compare.Signal;
import org.repobench.results.JmhJsonBuilder;
import org.repobench.results.ResultSet;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;

/** {@code ./repobench compare} end to end, on hand-made JMH JSON whose answer is known. */
class CompareCommandTest {
    private static final double[] BASE_MS = {10.0, 10.2, 9.9, 10.1, 9.8};
    private static final double[] QUIET_MS = {10.0, 10.01, 9.99, 10.02, 9.98};
    private static final double[] BASE_OPS = {1000, 1010, 990, 1005, 995};
    private static final double[] BASE_BYTES = {200_000, 200_040, 199_960, 200_020, 199_980};
    private static final String PARAMS = "store=FILE workload=N_MEMBERS size=1000 parallel=false cacheSize=10000";

    @TempDir
    Path dir;

    private String out;
    private String err;

    private int compare(String... args) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("compare"));
        all.addAll(Arrays.asList(args));
        int code = Repobench.execute(all.toArray(String[]::new), new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    /** Compares the two files, with the options after them. */
    private int compare(Path base, Path head, String... options) {
        List<String> args = new ArrayList<>(List.of(base.toString(), head.toString()));
        args.addAll(Arrays.asList(options));
        return compare(args.toArray(String[]::new));
    }

    /** One warm GET with the params of a members run and the given fork means. */
    private static JmhJsonBuilder.Result warmGet(String unit, double... forkMeans) {
        return new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", unit)
                .param("store", "FILE").param("workload", "N_MEMBERS").param("size", "1000")
                .param("parallel", "false").param("cacheSize", "10000").forkMeans(forkMeans);
    }

    private Path write(String name, String unit, double... forkMeans) throws IOException {
        return warmGet(unit, forkMeans).and().write(dir.resolve(name));
    }

    /** Time as BASE_MS; allocation per GET from -prof gc with the given fork means, or none. */
    private Path withAllocation(String name, double[] bytes) throws IOException {
        JmhJsonBuilder.Result r = warmGet("ms/op", BASE_MS);
        if (bytes != null) {
            r.secondary("gc.alloc.rate.norm", "B/op", bytes);
        }
        return r.and().write(dir.resolve(name));
    }

    private static double[] times(double[] values, double factor) {
        return Arrays.stream(values).map(v -> v * factor).toArray();
    }

    private String row() {
        return out.lines().filter(l -> l.startsWith("ManyMembersBenchmark.warmGet")).findFirst().orElse("");
    }

    private String allocationRow() {
        List<String> lines = out.lines().toList();
        int table = lines.indexOf(lines.stream().filter(l -> l.startsWith("allocation per operation")).findFirst()
                .orElse(""));
        return table < 0 ? "" : lines.subList(table, lines.size()).stream()
                .filter(l -> l.startsWith("ManyMembersBenchmark.warmGet")).findFirst().orElse("");
    }

    /**
     * Base and head fork means of one unit, the options, the exit code and time verdict they must give, and what else
     * the row and the output must hold.
     */
    static Stream<Arguments> timeVerdicts() {
        double[] threeForks = {10.0, 10.1, 9.9};
        double[] threeSlower = {12.0, 12.1, 11.9};
        return Stream.of(
                // the table's p is the one a verdict rests on: a lone row's one-sided p (head worse), ties halved
                arguments("identical", "ms/op", BASE_MS, BASE_MS, List.of(), 0, "pass", List.of("0.5873"),
                        List.of("1 compared: 0 regression, 0 warning, 0 improvement, 1 pass")),
                arguments("overlapping noise, no shift", "ms/op", BASE_MS,
                        new double[]{10.05, 9.95, 10.15, 9.85, 10.0}, List.of(), 0, "pass", List.of(), List.of()),
                // the exact one-sided p for 5 + 5 separated forks is 1/252
                arguments("20% slower", "ms/op", BASE_MS, times(BASE_MS, 1.2), List.of(), 1,
                        "regression (20.0% worse)", List.of("1.200 [", "0.0040"), List.of()),
                arguments("20% faster, not a failure", "ms/op", BASE_MS, times(BASE_MS, 0.8), List.of(), 0,
                        "improvement (20.0% better)", List.of(), List.of()),
                arguments("significant, below the threshold", "ms/op", BASE_MS, times(BASE_MS, 1.05), List.of(), 0,
                        "warning (5.0% worse)", List.of(), List.of()),
                arguments("the same with a 3% floor", "ms/op", BASE_MS, times(BASE_MS, 1.05),
                        List.of("--threshold", "3%"), 1, "regression (5.0% worse)", List.of(), List.of()),
                // every head fork slower, 8.2 % by the estimate; the interval [1.050, 1.130] may reach past 10 %
                arguments("estimate under, interval past the threshold", "ms/op", BASE_MS,
                        new double[]{10.8, 11.3, 10.6, 11.0, 10.7}, List.of(), 1, "regression (8.2% worse)",
                        List.of("1.082 [1.050, 1.130]"), List.of()),
                // a like change from quieter forks has its whole interval within 10 %
                arguments("estimate and interval under the threshold", "ms/op", QUIET_MS, times(QUIET_MS, 1.075),
                        List.of(), 0, "warning (7.5% worse)", List.of(), List.of()),
                arguments("throughput drop", "ops/s", BASE_OPS, times(BASE_OPS, 0.8), List.of(), 1,
                        "regression (20.0% worse)", List.of("0.800 ["), List.of()),
                arguments("throughput rise", "ops/s", BASE_OPS, times(BASE_OPS, 1.2), List.of(), 0,
                        "improvement (20.0% better)", List.of(), List.of()),
                // see threeForksPerSideAtAlpha005IsInconclusiveAndNoVerdict
                arguments("3 + 3 forks at alpha 0.05", "ms/op", threeForks, threeSlower, List.of(), 2,
                        "inconclusive", List.of("(90% CI)"), List.of("smallest possible p is 0.1000")),
                arguments("3 + 3 forks at a looser alpha", "ms/op", threeForks, threeSlower,
                        List.of("--alpha", "0.15"), 1, "regression (20.0% worse)", List.of(), List.of()));
    }

    @ParameterizedTest(name = "{0}: {6}")
    @MethodSource("timeVerdicts")
    void eachComparisonGetsItsVerdictAndExitCode(String name, String unit, double[] base, double[] head,
                                                  List<String> options, int code, String verdict,
                                                  List<String> rowHas, List<String> outHas) throws IOException {
        assertEquals(code, compare(write("base.json", unit, base), write("head.json", unit, head),
                options.toArray(String[]::new)), out + err);
        assertTrue(row().endsWith(verdict), out);
        assertTrue(row().startsWith("ManyMembersBenchmark.warmGet [avgt] "), "one benchmark: its params said once, "
                + out);
        assertTrue(out.contains("Same for every benchmark that has it: " + PARAMS), out);
        rowHas.forEach(part -> assertTrue(row().contains(part), part + " in: " + out));
        outHas.forEach(part -> assertTrue(out.contains(part), part + " in: " + out));
    }

    /**
     * Base and head allocation fork means, the options, the exit code and allocation verdict they must give, what
     * else its row and the output must hold; time is unchanged and passes.
     */
    static Stream<Arguments> allocationVerdicts() {
        return Stream.of(
                arguments("unchanged", new double[]{200_010, 199_990, 200_030, 199_970, 200_000}, List.of(), 0,
                        "pass", List.of(), List.of("allocation: 1 compared: 0 regression, 0 warning, 0 improvement,"
                                + " 1 pass")),
                arguments("10% more", times(BASE_BYTES, 1.1), List.of(), 1, "regression (10.0% worse)",
                        List.of("1.100 [1.100, 1.100]"), List.of("allocation: 1 compared: 1 regression")),
                arguments("10% less", times(BASE_BYTES, 0.9), List.of(), 0, "improvement (10.0% better)",
                        List.of(), List.of()),
                arguments("10% more under its own 15% threshold", times(BASE_BYTES, 1.1),
                        List.of("--alloc-threshold", "15"), 0, "warning (10.0% worse)", List.of(), List.of()));
    }

    @ParameterizedTest(name = "{0}: {4}")
    @MethodSource("allocationVerdicts")
    void eachAllocationGetsItsVerdictWhileTimePasses(String name, double[] head, List<String> options, int code,
                                                     String verdict, List<String> rowHas, List<String> outHas)
            throws IOException {
        assertEquals(code, compare(withAllocation("base.json", BASE_BYTES), withAllocation("head.json", head),
                options.toArray(String[]::new)), out + err);
        assertTrue(allocationRow().endsWith(verdict), out);
        assertTrue(row().endsWith("pass"), "time is unchanged: " + out);
        assertTrue(out.contains("1 compared: 0 regression, 0 warning, 0 improvement, 1 pass"), "time: " + out);
        rowHas.forEach(part -> assertTrue(allocationRow().contains(part), part + " in: " + out));
        outHas.forEach(part -> assertTrue(out.contains(part), part + " in: " + out));
    }

    @Test
    void eachVerdictSaysWhatItCouldHaveSeen() throws IOException {
        // 1 % noise over 5 + 5 forks: the 10 % threshold is what limits, less a narrow interval's half
        Path json = dir.resolve("verdicts.json");
        assertEquals(0, compare(write("base.json", "ms/op", BASE_MS),
                write("head.json", "ms/op", times(BASE_MS, 1.01)), "--json", json.toString()), out + err);
        Matcher seen = Pattern.compile("\u2265 (\\d+\\.\\d)%").matcher(row());
        assertTrue(seen.find(), out);
        double percent = Double.parseDouble(seen.group(1));
        assertTrue(percent > 8 && percent < 10, out);
        assertTrue(out.contains("could see: the smallest worsening this comparison would have called a regression in"
                + " 8 of 10 repeats"), out);
        double stated = new ObjectMapper().readTree(json.toFile()).findValue("detectableWorse").asDouble();
        assertEquals(percent, stated * 100, 0.05, "the JSON says the same");

        // 3 + 3 forks can never reach p < 0.05: nothing could have been seen, and no verdict is given
        Path few = write("few.json", "ms/op", 10.0, 10.1, 9.9);
        assertEquals(2, compare(few, few), out + err);
        assertTrue(row().contains(" nothing "), out);
    }

    @Test
    void eachSideSaysWhatItsSamplesAreAndADifferenceIsNoted() throws IOException {
        Path base = warmGet("ms/op", BASE_MS).sample("SERVER_START").and().write(dir.resolve("base.json"));
        Path head = warmGet("ms/op", BASE_MS).sample("FORK_OF_ONE_SERVER").and().write(dir.resolve("head.json"));
        Path json = dir.resolve("compare.json");
        assertEquals(0, compare(base, head, "--json", json.toString()), out + err);
        assertTrue(row().contains(" ms/op (5 server starts) ") && row().contains(" ms/op (5 forks of one server) "),
                out);
        assertTrue(out.contains("\nsamples: server start (a fresh server and a fresh JVM each); fork of one server"
                + " (the server's own variance left out)\n"), out);
        assertTrue(out.contains("their intervals hold different variance"), out);
        JsonNode benchmark = new ObjectMapper().readTree(json.toFile()).path("benchmarks").get(0);
        assertEquals("SERVER_START", benchmark.path("baseSampleKind").asText(), benchmark.toString());
        assertEquals("FORK_OF_ONE_SERVER", benchmark.path("headSampleKind").asText(), benchmark.toString());

        assertEquals(0, compare(write("plain.json", "ms/op", BASE_MS), write("plain2.json", "ms/op", BASE_MS)),
                out + err);
        assertTrue(out.contains("\nsamples: fork (a fresh JVM each)\n") && row().contains("(5 forks)"), out);
    }

    /**
     * Forks that drift together, fork k of each side alike (a gate's A B B A neighbours on a busy machine), and a head
     * 12 % slower in every pair: independent samples carry the drift in both spreads and see nothing, pairs leave it
     * out.
     */
    @Test
    void forksPairedByStepLeaveOutWhatEachPairShared() throws IOException {
        double[] base = {10, 14, 9, 16, 11, 13, 8, 15};
        double[] head = new double[base.length];
        for (int k = 0; k < base.length; k++) {
            head[k] = base[k] * 1.12 * (1 + 0.003 * (k % 3 - 1));
        }
        Path b = write("base.json", "ms/op", base);
        Path h = write("head.json", "ms/op", head);
        assertEquals(0, compare(b, h), out + err);
        assertTrue(row().endsWith("pass"), out);

        Path json = dir.resolve("compare.json");
        assertEquals(1, compare(b, h, CompareCommand.BY_STEP, "--json", json.toString()), out + err);
        assertTrue(row().contains("regression (12.0% worse)") && row().contains("0.0039"), out);  // 1/256
        assertTrue(out.contains("allocation threshold 5%, forks paired by step)"), out);
        JsonNode root = new ObjectMapper().readTree(json.toFile());
        assertTrue(root.path("method").asText().contains("Wilcoxon signed-rank"), root.toString());
        JsonNode benchmark = root.path("benchmarks").get(0);
        assertEquals(36, benchmark.path("w").asDouble(), benchmark.toString());
        assertTrue(benchmark.path("u").isMissingNode(), benchmark.toString());
    }

    @Test
    void byStepWithUnequalForksSaysSoAndJudgesThemIndependently() throws IOException {
        double[] head = {10.0, 10.2, 9.9, 10.1};
        assertEquals(0, compare(write("base.json", "ms/op", BASE_MS), write("head.json", "ms/op", head),
                CompareCommand.BY_STEP), out + err);
        assertTrue(out.contains("forks not paired: base has 5 forks, head 4 forks; judged as independent samples"),
                out);
    }

    @Test
    void differentTimeUnitsAreNormalised() throws IOException {
        assertEquals(0, compare(write("base.json", "ms/op", BASE_MS),
                write("head.json", "us/op", times(BASE_MS, 1000))), out + err);
        assertTrue(row().endsWith("pass"), out);
        assertTrue(out.contains("head converted from us/op to ms/op"), out);
    }

    @Test
    void mismatchedParamsDoNotPair() throws IOException {
        Path base = new JmhJsonBuilder()
                .result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "FILE").forkMeans(BASE_MS).and()
                .result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "LEVELDB").forkMeans(BASE_MS).and()
                .write(dir.resolve("base.json"));
        Path head = new JmhJsonBuilder()
                .result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "FILE").forkMeans(BASE_MS).and()
                .result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "MYSQL")
                .forkMeans(times(BASE_MS, 3)).and()
                .write(dir.resolve("head.json"));
        // a benchmark on one side only was not judged: the comparison could not have failed on it, so no verdict
        assertEquals(2, compare(base, head), out + err);
        assertTrue(out.contains("only in base (not compared):\n  ManyMembersBenchmark.warmGet store=LEVELDB [avgt]"),
                out);
        assertTrue(out.contains("only in head (not compared):\n  ManyMembersBenchmark.warmGet store=MYSQL [avgt]"),
                out);
        assertTrue(out.contains("1 compared"), out);
        assertEquals("repobench compare: no verdict: 1 benchmark(s) only in base, 1 only in head, not compared"
                + " (ManyMembersBenchmark.warmGet store=LEVELDB [avgt])", err.strip());
    }

    @Test
    void nothingInCommonIsBadInput() throws IOException {
        Path base = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("size", "1000")
                .forkMeans(BASE_MS).and().write(dir.resolve("base.json"));
        Path head = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("size", "10000")
                .forkMeans(BASE_MS).and().write(dir.resolve("head.json"));
        assertEquals(2, compare(base, head));
        assertTrue(err.startsWith("repobench compare: no benchmark in common"), err);
        assertTrue(err.contains("size=1000") && err.contains("size=10000"), err);
    }

    @Test
    void runsOfTwoTargetsMatchWithoutTheTargetWhenAsked() throws IOException {
        Path base = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target",
                "FEDORA_6_0_0").forkMeans(BASE_MS).and().write(dir.resolve("base.json"));
        Path head = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target",
                "FEDORA_6_1_0").forkMeans(BASE_MS).and().write(dir.resolve("head.json"));
        assertEquals(2, compare(base, head), "no benchmark in common: " + err);
        assertEquals(0, compare(base, head, "--match-without", "target"), out + err);
        assertEquals(2, compare(base, head, "--match-without", "tar get"));
        assertEquals("repobench compare: --match-without: 'tar get' is not a param name; accepted: JMH @Param names,"
                + " comma-separated, e.g. target", err.strip());
    }

    @Test
    void tooFewForksIsBadInputNamingBenchmarkAndCounts() throws IOException {
        assertEquals(2, compare(write("base.json", "ms/op", 10.0, 10.1), write("head.json", "ms/op", BASE_MS)));
        assertTrue(err.contains("cannot compare ManyMembersBenchmark.warmGet store=FILE workload=N_MEMBERS"), err);
        assertTrue(err.contains("base has 2 forks, head has 5 forks"), err);
        assertTrue(err.contains("at least 3 forks per side"), err);
    }

    @Test
    void threeForksPerSideAtAlpha005IsInconclusiveAndNoVerdict() throws IOException {
        assertEquals(2, compare(write("base.json", "ms/op", 10.0, 10.1, 9.9),
                write("head.json", "ms/op", 12.0, 12.1, 11.9)), out + err);
        assertTrue(row().endsWith("inconclusive"), out);
        assertTrue(out.contains("smallest possible p is 0.1000"), out);
        assertTrue(row().contains("(90% CI)"), "the interval says what it really covers: " + out);
        assertTrue(err.startsWith("repobench compare: no verdict: "), "see CompareNoVerdictTest: " + err);
    }

    @Test
    void nanStringsInTheFilesParseAndNanForksAreDroppedWithANote() throws IOException {
        Path base = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .forkMeans(BASE_MS).fork(Double.NaN, Double.NaN).scoreError(Double.NaN).and()
                .write(dir.resolve("base.json"));
        assertTrue(Files.readString(base).contains("\"NaN\""));
        Path head = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .forkMeans(BASE_MS).scoreError(Double.NaN).and().write(dir.resolve("head.json"));
        assertEquals(0, compare(base, head), out + err);
        assertTrue(out.contains("base: 1 of 6 forks dropped"), out);
    }

    @Test
    void fixtureFilesFromResourcesShowARegression() throws URISyntaxException {
        Path base = Path.of(getClass().getResource("base.json").toURI());
        Path head = Path.of(getClass().getResource("head.json").toURI());
        assertEquals(1, compare(base, head), out + err);
        assertTrue(out.contains("regression"), out);
        assertTrue(out.contains("only in head"), out);
    }

    @Test
    void badThresholdAndAlphaNameValueAndRange() throws IOException {
        Path base = write("base.json", "ms/op", BASE_MS);
        assertEquals(2, compare(base, base, "--threshold", "-5"));
        assertEquals("repobench compare: --threshold must be a percentage from 0 to 1000 (e.g. 10 or"
                + " 10%), got '-5'", err.strip());
        assertEquals(2, compare(base, base, "--alpha", "1.5"));
        assertEquals("repobench compare: --alpha must be a number greater than 0 and less than 1"
                + " (e.g. 0.05), got '1.5'", err.strip());
        assertEquals(2, compare(base, base, "--alpha", "abc"));
        assertTrue(err.contains("got 'abc'"), err);
        assertEquals(2, compare(base, base, "--alloc-threshold", "x"));
        assertTrue(err.contains("--alloc-threshold must be a percentage from 0 to 1000 (e.g. 10 or 10%), got 'x'"),
                err);
    }

    @Test
    void wrongArgumentCountAndUnreadableFileAreBadInput() throws IOException {
        Path base = write("base.json", "ms/op", BASE_MS);
        assertEquals(2, compare(base.toString()));
        assertTrue(err.contains("expected two JMH JSON files, BASE.json HEAD.json, got 1"), err);
        Path missing = dir.resolve("missing.json");
        assertEquals(2, compare(base, missing));
        assertEquals("repobench compare: " + missing + ": no such file", err.strip());
        Path notJmh = Files.writeString(dir.resolve("env.json"), "{}");
        assertEquals(2, compare(base, notJmh));
        assertTrue(err.contains("env.json: not a JMH result file"), err);
    }

    @Test
    void jsonOutputIsWrittenAtomicallyWithTheVerdicts() throws IOException {
        Path json = dir.resolve("out/compare.json");
        assertEquals(1, compare(write("base.json", "ms/op", BASE_MS), write("head.json", "ms/op", times(BASE_MS, 1.2)),
                "--json", json.toString()));
        JsonNode root = new ObjectMapper().readTree(json.toFile());
        assertEquals(1, root.get("exitCode").asInt());
        JsonNode benchmark = root.get("benchmarks").get(0);
        assertEquals("regression", benchmark.get("verdict").asText());
        assertEquals(JmhJsonBuilder.WARM_GET, benchmark.get("benchmark").asText());
        assertEquals("FILE", benchmark.get("params").get("store").asText());
        assertEquals(1.2, benchmark.get("ratio").asDouble(), 1e-9);
        assertEquals(5, benchmark.get("headSample").get("forks").asInt());
        try (var files = Files.list(json.getParent())) {
            assertFalse(files.anyMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temp file left");
        }
    }

    @Test
    void allocationOnOneSideOnlyIsSaidAndNotGuessed() throws IOException {
        Path base = withAllocation("base.json", BASE_BYTES);
        Path head = withAllocation("head.json", null);
        // a head that lost its -prof gc switched its allocation signal off: no verdict, not a pass
        assertEquals(2, compare(base, head), out + err);
        assertFalse(out.contains("allocation per operation ("), "no allocation table: " + out);
        assertTrue(out.contains("note: ManyMembersBenchmark.warmGet [avgt]: no verdict for allocation:"
                + " gc.alloc.rate.norm is only in base (the other side ran without -prof gc)"), out);
        assertTrue(err.contains("no verdict: 1 of 1 benchmarks have a signal that could not be judged"), err);
        Path json = dir.resolve("c.json");
        assertEquals(2, compare(head, base, "--json", json.toString()), out + err);
        JsonNode root = new ObjectMapper().readTree(json.toFile());
        JsonNode benchmark = root.get("benchmarks").get(0);
        assertTrue(benchmark.get("allocation").isNull(), benchmark.toString());
        assertTrue(benchmark.get("notes").toString().contains("no verdict for allocation: gc.alloc.rate.norm is only in"
                + " head"), benchmark.toString());
        assertEquals(2, root.get("exitCode").asInt(), root.toString());
        assertTrue(root.get("noVerdict").asText().startsWith("no verdict: "), root.toString());
    }

    /**
     * Each signal one side has and the other lacks is no verdict, never a pass on what is left; a regression
     * elsewhere still fails. The server's own CPU time on one side only is not made up for by the client's.
     */
    static Stream<Arguments> signalsOnOneSideOnly() {
        return Stream.of(
                arguments("counted work in base only", MetricNames.STORE_DOCUMENTS_READ, "work", true),
                arguments("counted work in head only", MetricNames.STORE_DOCUMENTS_READ, "work", false),
                arguments("statements in base only", MetricNames.STORE_STATEMENTS, "statements", true),
                arguments("CPU time in head only", MetricNames.CPU_TIME, "cpu", false),
                arguments("server CPU in base only", MetricNames.SERVER_CPU_TIME, "cpu", true),
                arguments("server allocation in head only", MetricNames.SERVER_ALLOCATION, "allocation", false),
                arguments("failed writes in base only", MetricNames.FAILURES, "failed writes", true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("signalsOnOneSideOnly")
    void aSignalOnOneSideOnlyIsNoVerdictInEveryOutput(String name, String metric, String signal, boolean inBase)
            throws IOException {
        // both sides have the client's CPU time and allocation: neither stands in for the server's own
        JmhJsonBuilder.Result with = warmGet("ms/op", BASE_MS).secondary(MetricNames.CPU_TIME, "ms/op", BASE_MS)
                .secondary(MetricNames.ALLOCATION, "B/op", BASE_BYTES)
                .secondary(metric, metric.equals(MetricNames.FAILURES) ? "#" : "ms/op", BASE_MS);
        JmhJsonBuilder.Result without = warmGet("ms/op", BASE_MS);
        if (!metric.equals(MetricNames.CPU_TIME)) {
            without.secondary(MetricNames.CPU_TIME, "ms/op", BASE_MS);
        }
        without.secondary(MetricNames.ALLOCATION, "B/op", BASE_BYTES);
        Path a = with.and().write(dir.resolve("with.json"));
        Path b = without.and().write(dir.resolve("without.json"));
        Path json = dir.resolve("c.json");
        Path html = dir.resolve("c.html");
        Path md = dir.resolve("c.md");
        String note = "no verdict for " + signal + ": " + metric + " is only in " + (inBase ? "base" : "head");
        assertEquals(2, compare(inBase ? a : b, inBase ? b : a, "--json", json.toString(), "--html",
                html.toString()), out + err);
        assertTrue(out.contains("note: ManyMembersBenchmark.warmGet [avgt]: " + note), note + " in: " + out);
        assertTrue(err.startsWith("repobench compare: no verdict: 1 of 1 benchmarks have a signal that could not"
                + " be judged"), err);
        JsonNode root = new ObjectMapper().readTree(json.toFile());
        assertEquals(2, root.get("exitCode").asInt(), root.toString());
        assertTrue(root.get("benchmarks").get(0).get("notes").toString().contains(note), root.toString());
        assertTrue(Files.readString(html).contains(Html.escape(note)), "the page's notes");
        ComparisonReport report = new Comparison(CompareOptions.defaults()).compare(inBase ? a : b,
                ResultSet.load(inBase ? a : b), inBase ? b : a, ResultSet.load(inBase ? b : a));
        ComparisonMarkdown.write(report, md);
        assertTrue(Files.readString(md).contains(note), Files.readString(md));
        if (metric.equals(MetricNames.SERVER_CPU_TIME)) {
            assertTrue(report.benchmarks().get(0).signal(Signal.CPU).isEmpty(), "the client's does not stand in");
        }

        // a regression of time elsewhere still fails the comparison
        Path slower = warmGet("ms/op", times(BASE_MS, 1.2)).secondary(MetricNames.ALLOCATION, "B/op", BASE_BYTES)
                .secondary(MetricNames.CPU_TIME, "ms/op", BASE_MS).and().write(dir.resolve("slower.json"));
        assertEquals(1, compare(a, slower), out + err);
    }

    @Test
    void cpuTimeIsJudgedApartFromTime() throws IOException {
        Path base = warmGet("ms/op", BASE_MS).secondary(MetricNames.CPU_TIME, "ms/op", times(BASE_MS, 0.5))
                .secondary(MetricNames.GC_CPU_TIME, "ms/op", times(BASE_MS, 0.1)).and()
                .write(dir.resolve("base.json"));
        // time the same, the CPU time half as much again: a regression of CPU alone; the collector's is only shown
        Path head = warmGet("ms/op", BASE_MS).secondary(MetricNames.CPU_TIME, "ms/op", times(BASE_MS, 0.75))
                .secondary(MetricNames.GC_CPU_TIME, "ms/op", times(BASE_MS, 0.2)).and()
                .write(dir.resolve("head.json"));
        Path json = dir.resolve("c.json");
        assertEquals(1, compare(base, head, "--json", json.toString()), out + err);
        assertTrue(out.contains("CPU time per operation (cpu.time/op, the benchmark threads'; against a server the"
                + " suite started, the server's own server.cpu.time/op), judged apart from time:"), out);
        assertTrue(out.contains("cpu: 1 compared: 1 regression"), out);
        assertTrue(out.contains("other costs per operation, shown, not judged:"), out);
        assertTrue(out.lines().anyMatch(l -> l.matches("ManyMembersBenchmark\\.warmGet .* gc\\.cpu\\.time/op .*ms/op"
                + " \\(5 forks\\) +2\\.000 \\[.*")), out);
        JsonNode benchmark = new ObjectMapper().readTree(json.toFile()).get("benchmarks").get(0);
        assertEquals(1.5, benchmark.get("cpu").get("ratio").asDouble(), 1e-9);
        assertEquals("regression", benchmark.get("cpu").get("verdict").asText(), benchmark.toString());
        assertEquals("pass", benchmark.get("verdict").asText(), "time's: " + benchmark);
        assertFalse(benchmark.get("costs").has(MetricNames.CPU_TIME),
                "judged, so not among the costs shown: " + benchmark);
        assertFalse(benchmark.get("costs").get(MetricNames.GC_CPU_TIME).has("verdict"), benchmark.toString());
        Path html = dir.resolve("c.html");
        assertEquals(1, compare(base, head, "--html", html.toString()), out + err);
        String page = Files.readString(html);
        assertTrue(page.contains("<td>" + MetricNames.GC_CPU_TIME + "</td><td class=\"num\">2.000 ["), page);
        assertTrue(page.contains("<td>CPU</td><td class=\"num\">1.500 ["), page);
    }

    @Test
    void againstAManagedServerItsOwnCpuTimeIsJudged() throws IOException {
        // the client's CPU the same, the server's 20 % more: a regression of the server's code
        Path base = warmGet("ms/op", BASE_MS).secondary(MetricNames.CPU_TIME, "ms/op", times(BASE_MS, 0.5))
                .secondary(MetricNames.SERVER_CPU_TIME, "ms/op", BASE_MS).and().write(dir.resolve("base.json"));
        Path head = warmGet("ms/op", BASE_MS).secondary(MetricNames.CPU_TIME, "ms/op", times(BASE_MS, 0.5))
                .secondary(MetricNames.SERVER_CPU_TIME, "ms/op", times(BASE_MS, 1.2)).and()
                .write(dir.resolve("head.json"));
        Path json = dir.resolve("c.json");
        assertEquals(1, compare(base, head, "--json", json.toString()), out + err);
        assertTrue(out.contains("CPU judged: the server's own (" + MetricNames.SERVER_CPU_TIME + ")"), out);
        JsonNode benchmark = new ObjectMapper().readTree(json.toFile()).get("benchmarks").get(0);
        assertEquals(1.2, benchmark.get("cpu").get("ratio").asDouble(), 1e-9);
        assertEquals(1.0, benchmark.get("costs").get(MetricNames.CPU_TIME).get("ratio").asDouble(), 1e-9,
                "the client's, shown: " + benchmark);
    }

    @Test
    void againstAManagedServerItsOwnAllocationIsJudged() throws IOException {
        // the client's allocation the same, the server's 10 % more: a regression of the server's code
        Path base = warmGet("ms/op", BASE_MS).secondary(MetricNames.ALLOCATION, "B/op", BASE_BYTES)
                .secondary(MetricNames.SERVER_ALLOCATION, "B/op", BASE_BYTES).and().write(dir.resolve("base.json"));
        Path head = warmGet("ms/op", BASE_MS).secondary(MetricNames.ALLOCATION, "B/op", BASE_BYTES)
                .secondary(MetricNames.SERVER_ALLOCATION, "B/op", times(BASE_BYTES, 1.1)).and()
                .write(dir.resolve("head.json"));
        Path json = dir.resolve("c.json");
        assertEquals(1, compare(base, head, "--json", json.toString()), out + err);
        assertTrue(out.contains("allocation judged: the server's own (" + MetricNames.SERVER_ALLOCATION + ")"), out);
        JsonNode benchmark = new ObjectMapper().readTree(json.toFile()).get("benchmarks").get(0);
        assertEquals(1.1, benchmark.get("allocation").get("ratio").asDouble(), 1e-6, benchmark.toString());
        assertFalse(benchmark.get("costs").has(MetricNames.SERVER_ALLOCATION), "judged, not shown again: " + benchmark);
    }

    @Test
    void aNoteEveryPairHasIsSaidOnceAndEachJudgedSignalGetsARow() throws IOException {
        // two GETs against a managed server: "allocation judged: the server's own" holds for both
        Path base = serverGets(1.0).write(dir.resolve("base.json"));
        Path head = serverGets(1.1).write(dir.resolve("head.json"));
        Path html = dir.resolve("c.html");
        assertEquals(1, compare(base, head, "--html", html.toString()), out + err);
        String shared = "allocation judged: the server's own (" + MetricNames.SERVER_ALLOCATION + ")";
        assertEquals(1, out.lines().filter(l -> l.contains(shared)).count(), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("  note, every benchmark: " + shared)), out);
        String page = Files.readString(html);
        assertEquals(1, page.split(Pattern.quote(Html.escape(shared)), -1).length - 1, page);
        assertTrue(page.contains("<li><b>Every benchmark</b>: " + Html.escape(shared)), page);
        assertTrue(page.contains("<td>allocation</td><td class=\"num\">1.100 ["), page);
        assertTrue(page.contains("<td rowspan=\"2\">"), "time and allocation: " + page);
        assertFalse(page.contains("<td>counted work</td>"), "no benchmark has counted work: " + page);
    }

    @Test
    void againstAManagedServerTimeCalibratedByTheClientsCpuIsShownNotJudged() throws IOException {
        // the whole machine 15 to 25 % faster or slower from start to start, the client's CPU with it; head's server
        // 15 % slower: time cannot tell, calibrated time can, and shows it without failing the comparison
        double[] baseMachine = {1.0, 1.25, 0.85, 1.1, 0.9};
        double[] headMachine = {0.9, 1.2, 1.05, 0.8, 1.15};
        Path base = calibrationRun(baseMachine, 1.0, 1.0).write(dir.resolve("base.json"));
        Path head = calibrationRun(headMachine, 1.15, 1.0).write(dir.resolve("head.json"));
        Path json = dir.resolve("c.json");
        assertEquals(0, compare(base, head, "--json", json.toString()), out + err);
        JsonNode benchmark = new ObjectMapper().readTree(json.toFile()).get("benchmarks").get(0);
        assertEquals("pass", benchmark.get("verdict").asText(), "time's: " + benchmark);
        JsonNode calibrated = benchmark.get("costs").get("calibrated.time/op");
        assertEquals(1.15, calibrated.get("ratio").asDouble(), 1e-6, benchmark.toString());
        assertFalse(calibrated.has("verdict"), "shown, not judged: " + benchmark);
        assertTrue(out.lines().anyMatch(l -> l.matches("ManyMembersBenchmark\\.warmGet .* calibrated\\.time/op .*")),
                out);

        // a head whose client did other work (8 % more bytes per GET): not calibrated, and said so
        Path other = calibrationRun(headMachine, 1.15, 1.08).write(dir.resolve("other.json"));
        compare(base, other, "--json", json.toString());
        benchmark = new ObjectMapper().readTree(json.toFile()).get("benchmarks").get(0);
        assertFalse(benchmark.get("costs").has("calibrated.time/op"), benchmark.toString());
        assertTrue(out.contains("calibrated.time/op not shown: the client allocated 1.080 of base's bytes"), out);

        // the model: no server, nothing to calibrate, nothing said
        Path model = withAllocation("model.json", BASE_BYTES);
        compare(model, model);
        assertFalse(out.contains("calibrated"), out);
    }

    /** One GET against a managed server: each fork's speed a machine factor, the server's code {@code slower}. */
    private static JmhJsonBuilder calibrationRun(double[] machine, double slower, double clientWork) {
        double[] time = new double[machine.length];
        double[] clientCpu = new double[machine.length];
        for (int i = 0; i < machine.length; i++) {
            time[i] = 20 * machine[i] * slower;
            clientCpu[i] = 0.5 * machine[i];
        }
        return warmGet("ms/op", time).secondary(MetricNames.CPU_TIME, "ms/op", clientCpu)
                .secondary(MetricNames.SERVER_CPU_TIME, "ms/op", time)
                .secondary(MetricNames.ALLOCATION, "B/op", times(BASE_BYTES, clientWork)).and();
    }

    /** n-members GETs at two sizes against a managed server, its allocation per GET times {@code factor}. */
    private static JmhJsonBuilder serverGets(double factor) {
        JmhJsonBuilder json = new JmhJsonBuilder();
        for (String size : List.of("1000", "10000")) {
            json = json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("store", "FILE")
                    .param("workload", "N_MEMBERS").param("size", size).forkMeans(BASE_MS)
                    .secondary(MetricNames.ALLOCATION, "B/op", BASE_BYTES)
                    .secondary(MetricNames.SERVER_ALLOCATION, "B/op", times(BASE_BYTES, factor)).and();
        }
        return json;
    }

    @Test
    void differentThreadCountsDoNotPair() throws IOException {
        Path base = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").threads(1)
                .forkMeans(BASE_MS).and().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").threads(4)
                .forkMeans(BASE_MS).and().write(dir.resolve("base.json"));
        Path head = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").threads(4)
                .forkMeans(times(BASE_MS, 1.2)).and().write(dir.resolve("head.json"));
        assertEquals(1, compare(base, head), out + err);
        assertTrue(out.contains("ManyMembersBenchmark.warmGet threads=4 [avgt]"), out);
        assertTrue(out.contains("only in base (not compared):\n  ManyMembersBenchmark.warmGet [avgt]"), out);
    }

    @Test
    void htmlPageShowsEachRatioWithItsIntervalColouredByVerdict() throws IOException {
        Path base = withAllocation("base.json", BASE_BYTES);
        Path head = withAllocation("head.json", times(BASE_BYTES, 1.1));
        Path html = dir.resolve("out/compare.html");
        assertEquals(1, compare(base, head, "--html", html.toString()));
        assertTrue(out.contains("wrote " + html.toAbsolutePath()), out);
        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>"));
        assertFalse(page.contains("<script"), "no scripts");
        assertTrue(page.contains("REGRESSION"), "the verdict first");
        assertTrue(page.contains("head \u00f7 base: time"), "time chart");
        assertTrue(page.contains("head \u00f7 base: allocation per operation"), "allocation chart");
        assertEquals(2, page.split("<svg", -1).length - 1, "two charts");
        assertTrue(page.contains("1.0 = no effect"));
        assertTrue(page.contains("<td class=\"regression\">regression (10.0% worse)</td>"), page);
        assertEquals(2, compare(base, head, "--html", dir.resolve("base.json/x.html").toString()));
        assertTrue(err.contains("--html: cannot write"), err);
    }

    @Test
    void forksStillWarmingAreANoteInTheConsoleAndUnderThePagesTable() throws IOException {
        JmhJsonBuilder.Result warming = new JmhJsonBuilder().result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op")
                .param("store", "FILE").param("workload", "N_MEMBERS").param("size", "1000")
                .param("parallel", "false").param("cacheSize", "10000");
        for (int fork = 0; fork < 5; fork++) {
            warming.fork(66.9 + fork, 58.2 + fork, 50.8 + fork);
        }
        Path base = warming.and().write(dir.resolve("base.json"));
        Path html = dir.resolve("compare.html");
        assertEquals(0, compare(base, base, "--html", html.toString()), out + err);
        assertTrue(out.contains("still warming: the last measured iteration was better than the first in 5 of 5 base"
                + " forks and 5 of 5 head forks"), out);
        String page = Files.readString(html);
        assertTrue(page.contains("<h3>Notes</h3>") && page.contains("</b>: still warming: "), page);
        assertFalse(page.contains("<th>notes</th>"), "not a column that stretches every row");
    }
}
