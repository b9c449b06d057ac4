package org.repobench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.repobench.api.ParamNames;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every published figure and study table names, as a condition, every param its benchmark has but target, seed and
 * label (and a figure its client threads): a figure that forgot one would stand beside nothing, since the report
 * counts a param a figure does not name as a condition it does not meet. Read against the benchmarks as JMH lists
 * them, so a param added to a benchmark is named here first.
 */
class PublishedFiguresNameEveryConditionTest {
    private static final String FIGURES = "org/repobench/report/published/figures.json";
    private static final Set<String> NOT_CONDITIONS = Set.of(ParamNames.TARGET, ParamNames.SEED, ParamNames.LABEL);

    private static JsonNode figures() throws IOException {
        try (InputStream in = PublishedFiguresNameEveryConditionTest.class.getClassLoader()
                .getResourceAsStream(FIGURES)) {
            assertTrue(in != null, FIGURES + " on the classpath");
            return new ObjectMapper().readTree(in);
        }
    }

    private static SortedSet<BenchmarkListEntry> benchmarks() {
        OutputFormat silent = OutputFormatFactory.createFormatInstance(new PrintStream(OutputStream.nullOutputStream()),
                VerboseMode.SILENT);
        return BenchmarkList.defaultList().find(silent, List.of(".*"), List.of());
    }

    /** The params of the benchmark method named "Class.method", but those that define no figure. */
    private static Set<String> conditionsOf(String benchmark) {
        for (BenchmarkListEntry entry : benchmarks()) {
            if (entry.getUsername().endsWith("." + benchmark)) {
                Set<String> params = new TreeSet<>(entry.getParams().orElse(Map.of()).keySet());
                params.removeAll(NOT_CONDITIONS);
                return params;
            }
        }
        throw new AssertionError("no benchmark " + benchmark);
    }

    private static Set<String> named(JsonNode conditions) {
        Set<String> names = new TreeSet<>();
        conditions.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void everyFigureNamesEveryParamOfItsBenchmarkAndItsThreads() throws IOException {
        int matched = 0;
        for (JsonNode figure : figures().path("figures")) {
            JsonNode match = figure.path("match");
            if (match.isMissingNode()) {
                continue;
            }
            matched++;
            Set<String> expected = new TreeSet<>(conditionsOf(match.path("benchmark").asText()));
            expected.add("threads");
            assertEquals(expected, named(match.path("conditions")), figure.path("id").asText());
        }
        assertEquals(83, matched, "the figures with a benchmark of ours");
    }

    @Test
    void everyStudyTableNamesEveryParamOfEachOfItsMethods() throws IOException {
        for (JsonNode table : figures().path("tables")) {
            Set<String> named = named(table.path("conditions"));
            assertFalse(named.contains("threads"), "each row names its own threads");
            for (JsonNode method : table.path("methods")) {
                assertEquals(conditionsOf(table.path("benchmark").asText() + "." + method.asText()), named,
                        table.path("id").asText() + " " + method.asText());
            }
        }
    }
}
