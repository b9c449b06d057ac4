package org.repobench.store.leveldb;

import org.apache.jena.graph.Graph;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryLevers;
import org.repobench.repository.index.MembershipIndex;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;
import org.repobench.repository.read.Traversal;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * A save that returned survives the JVM being killed without warning: a child JVM ingests, the test SIGKILLs it
 * (destroyForcibly) mid-ingest, reopens the same directory and reads back every container the child reported. The
 * membership index then agrees with the nodes, also when the kill fell between a save's nodes and its index update.
 */
class CrashDurabilityTest {
    private static final int SAVES_BEFORE_KILL = 30;

    @TempDir
    Path tmp;

    // guards against a hung child, not a performance check
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"file, -", "leveldb, auto", "leveldb, iq80"})
    void everySaveThatReturnedSurvivesSigkill(String store, String implementation) throws Exception {
        Path directory = tmp.resolve("repo");
        Path childLog = tmp.resolve("child-stderr.log");
        Map<Integer, String> saved = new LinkedHashMap<>();

        Process child = startChild(store, implementation, directory, childLog);
        try {
            readSaves(child, saved, childLog);
        } finally {
            child.destroyForcibly();
        }
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child did not die after SIGKILL");
        assertNotEquals(0, child.exitValue(), "the child should have been killed mid-ingest, not have finished");

        try (BenchRepository repo = BenchRepository.open(CrashIngestMain.backend(store, implementation),
                CrashIngestMain.location(directory), RepositoryLevers.DEFAULTS)) {
            for (Map.Entry<Integer, String> save : saved.entrySet()) {
                String body = get(repo, save.getValue());
                assertTrue(LevelDbTestSupport.hasLiteral(body, CrashIngestMain.title(save.getKey())),
                        "save " + save.getKey() + " of " + save.getValue() + " was lost:\n" + body);
            }
            assertIndexAgreesWithNodes(repo);
        }
    }

    /**
     * A kill between a save's nodes and its index update: the reopened store finds the pending work, redoes it from
     * the nodes, and the INDEXED traversal then lists the child whose index row the killed process never wrote.
     */
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"file, -", "leveldb, auto"})
    void aKillBetweenNodeSaveAndIndexUpdateIsRepairedOnReopen(String store, String implementation) throws Exception {
        Path directory = tmp.resolve("repo");
        Path childLog = tmp.resolve("child-stderr.log");
        int stopAt = 5;
        Process child = startChild(store, implementation, directory, childLog, CrashIngestMain.STOP_BEFORE_INDEX,
                String.valueOf(stopAt));
        String interrupted = null;
        try {
            BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith(CrashIngestMain.NODES_SAVED)) {
                    interrupted = line.substring(CrashIngestMain.NODES_SAVED.length()).split(" ", 2)[1];
                    break;
                }
            }
        } finally {
            child.destroyForcibly();
        }
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the child did not die after SIGKILL");
        if (interrupted == null) {
            fail("the child never reached the window between node save and index update:\n" + tail(childLog));
        }
        try (BenchRepository repo = BenchRepository.open(CrashIngestMain.backend(store, implementation),
                CrashIngestMain.location(directory), RepositoryLevers.DEFAULTS.withTraversal(Traversal.INDEXED))) {
            assertEquals(MembershipIndex.OpenState.REPAIRED, repo.index().openState());
            assertEquals(List.of(), repo.index().queries().rows("pending"));
            String indexed = get(repo, CrashIngestMain.PARENT);
            assertTrue(indexed.contains(interrupted), "the interrupted save's child is listed:\n" + indexed);
            assertEquals(stopAt + 1, indexed.lines().filter(l -> l.contains("ldp#contains")).count(), indexed);
            assertIndexAgreesWithNodes(repo);
        }
        try (BenchRepository again = BenchRepository.open(CrashIngestMain.backend(store, implementation),
                CrashIngestMain.location(directory), RepositoryLevers.DEFAULTS)) {
            assertEquals(MembershipIndex.OpenState.CLEAN, again.index().openState());
        }
    }

    private static void assertIndexAgreesWithNodes(BenchRepository repo) throws Exception {
        Graph iterate = graph(repo, Traversal.ITERATE);
        Graph indexed = graph(repo, Traversal.INDEXED);
        assertTrue(iterate.isIsomorphicWith(indexed), "after the kill, INDEXED serves what ITERATE does:\nITERATE:\n"
                + iterate + "\nINDEXED:\n" + indexed);
    }

    private static Graph graph(BenchRepository repo, Traversal traversal) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        repo.get(CrashIngestMain.PARENT, Prefer.WITH_INBOUND_REFERENCES, RdfFormat.NTRIPLES, out,
                Vocabulary.LDP_CONTAINS, traversal);
        return RDFParser.fromString(out.toString(StandardCharsets.UTF_8), Lang.NTRIPLES).toGraph();
    }

    private Process startChild(String store, String implementation, Path directory, Path childLog, String... more)
            throws IOException {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-cp",
                System.getProperty("java.class.path"), CrashIngestMain.class.getName(), store, implementation,
                directory.toString(), "100000"));
        command.addAll(List.of(more));
        return new ProcessBuilder(command)
                .redirectError(childLog.toFile())
                .start();
    }

    private static void readSaves(Process child, Map<Integer, String> saved, Path childLog) throws IOException {
        BufferedReader lines = new BufferedReader(
                new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while (saved.size() < SAVES_BEFORE_KILL && (line = lines.readLine()) != null) {
            if (line.startsWith(CrashIngestMain.SAVED)) {
                String[] parts = line.substring(CrashIngestMain.SAVED.length()).split(" ", 2);
                saved.put(Integer.parseInt(parts[0]), parts[1]);
            }
        }
        if (saved.size() < SAVES_BEFORE_KILL) {
            fail("the child stopped after " + saved.size() + " saves; its stderr ends with:\n" + tail(childLog));
        }
        assertEquals(SAVES_BEFORE_KILL, saved.size());
    }

    private static String get(BenchRepository repo, String path) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        repo.get(path, Prefer.DEFAULT, RdfFormat.NTRIPLES, out, Vocabulary.LDP_CONTAINS);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static String tail(Path log) throws IOException {
        List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
        return String.join("\n", all.subList(Math.max(0, all.size() - 40), all.size()));
    }
}
