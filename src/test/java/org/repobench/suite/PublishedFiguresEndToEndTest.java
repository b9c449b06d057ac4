package org.repobench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.repobench.cli.CliRunner;
import org.repobench.fixture.FixtureCache;
import org.repobench.store.Directories;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.repobench.cli.CliRunner.ONE_SERVER;

/**
 * The studies' figures in the report of a real run, through the launcher as a user runs it: one run (one start of a
 * managed Fedora 4.7.5) of the warm GET of 1,000 hasMember members on the file store, the smallest size the Many
 * Members study published, on the model and on Fedora 4.7.5, each with the scripts' Prefer and one omitting
 * membership, the model also with the INDEXED traversal. fcrepo's full GET (traversal ITERATE, the scripts' Prefer,
 * pairtree, cacheSize 10000, no parallel streams) stands beside the model's and Fedora 4.7.5's full GET, whose model
 * levers are recorded n/a; no figure stands beside the INDEXED or the OMIT GETs.
 */
class PublishedFiguresEndToEndTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The Many Members study's two figures at 1,000 members, file-simple, cacheSize 10000, no parallel streams. */
    private static final List<String> FIGURES = List.of("| 1.408 s |", "| 1.45 s |");

    private static Path dir;
    private static CliRunner run;
    private static String report;

    @BeforeAll
    static void runOnTheModelAndAManagedFedora475() throws IOException {
        dir = Files.createTempDirectory("repobench-figures-e2e-");
        // the run's own fixture cache, where the managed Fedora keeps its data too
        System.setProperty(FixtureCache.DIRECTORY_PROPERTY, dir.resolve("fixtures").toString());
        run = CliRunner.run("run", ONE_SERVER, "ManyMembersBenchmark.warmGet", "-p", "target=model,fedora-4.7.5",
                "-p", "store=FILE", "-p", "workload=N_MEMBERS", "-p", "size=1000", "-p", "cacheSize=10000",
                "-p", "parallel=false", "-p", "traversal=ITERATE,INDEXED", "-p", "prefer=SCRIPT,OMIT_MEMBERSHIP",
                "-f", "1", "-wi", "0", "-i", "1", "-r", "200ms", "--out", dir.resolve("results").toString());
        Path md = dir.resolve("results").resolve("report").resolve("report.md");
        report = Files.exists(md) ? Files.readString(md) : "";
    }

    @AfterAll
    static void removeTheRunsFiles() throws IOException {
        System.clearProperty(FixtureCache.DIRECTORY_PROPERTY);
        Directories.delete(dir);
    }

    /** The rows of the report's published-figures table, by the result they stand beside. */
    private static Map<String, List<String>> figureRows() {
        int at = report.indexOf("**Published figures (");
        assertTrue(at >= 0, "no published figures in the report: " + report);
        String table = report.substring(at, report.indexOf("\n\n", report.indexOf("| --- |", at)));
        Map<String, List<String>> rows = new TreeMap<>();
        table.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| result |") && !l.startsWith("| --- |"))
                .forEach(l -> rows.computeIfAbsent(l.substring(2, l.indexOf(" | ")), r -> new ArrayList<>()).add(l));
        return rows;
    }

    @Test
    void theStudysFigureStandsBesideFedora475sFullGetAsTheLauncherRecordsIt() throws IOException {
        assertEquals(0, run.exitCode(), run.whyFailed());
        JsonNode fedora = null;
        for (JsonNode result : JSON.readTree(dir.resolve("results").resolve("latest.json").toFile())) {
            JsonNode params = result.path("params");
            if (params.path("target").asText().equals("FEDORA_4_7_5")
                    && params.path("prefer").asText().equals("SCRIPT")) {
                fedora = params;
            }
        }
        assertTrue(fedora != null, run.out());
        // the model's levers as a server run records them: not applicable; its own cacheSize
        for (String lever : List.of("parallel", "referenceLookup", "traversal")) {
            assertEquals("n/a", fedora.path(lever).asText(), fedora.toString());
        }
        assertEquals("10000", fedora.path("cacheSize").asText(), fedora.toString());
        assertEquals("PAIRTREE", fedora.path("layout").asText(), fedora.toString());

        List<String> beside = figureRows().entrySet().stream().filter(e -> e.getKey().startsWith("FEDORA_4_7_5"))
                .flatMap(e -> e.getValue().stream()).toList();
        assertEquals(2, beside.size(), "the study's two rows at 1,000 members: " + report);
        for (String figure : FIGURES) {
            assertTrue(beside.stream().anyMatch(l -> l.contains(figure) && l.contains("FEDORA_4_7_5 has no parallel,"
                    + " referenceLookup, traversal lever (n/a); it runs as the study did: parallel=false"
                    + " referenceLookup=IDENTIFIER traversal=ITERATE")), figure + " beside Fedora 4.7.5: " + beside);
        }
    }

    @Test
    void noFigureStandsBesideAnIndexedOrAnOmittingGet() {
        assertEquals(0, run.exitCode(), run.whyFailed());
        Map<String, List<String>> rows = figureRows();
        Set<String> results = new TreeSet<>(rows.keySet());
        assertEquals(2, results.size(), "the model's and Fedora 4.7.5's full GETs only: " + results);
        for (String result : results) {
            assertTrue(result.contains("prefer=SCRIPT"), result);
            assertEquals(FIGURES.size(), rows.get(result).size(), rows.toString());
        }
        assertTrue(results.stream().anyMatch(r -> r.startsWith("MODEL") && r.contains("traversal=ITERATE")),
                results.toString());
        assertFalse(results.stream().anyMatch(r -> r.contains("OMIT") || r.contains("INDEXED")),
                "a figure beside an INDEXED GET or one of 0 members: " + results);
        assertTrue(report.contains("prefer=OMIT_MEMBERSHIP") && report.contains("traversal=INDEXED"),
                "the report has those results: " + report);
    }
}
