package org.repobench.store.leveldb;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.repobench.repository.BenchRepository;
import org.repobench.repository.RepositoryOptions;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.read.Prefer;
import org.repobench.repository.read.RdfFormat;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
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
 * (destroyForcibly) mid-ingest, reopens the same directory and reads back every container the child reported.
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
                CrashIngestMain.location(directory), RepositoryOptions.DEFAULTS)) {
            for (Map.Entry<Integer, String> save : saved.entrySet()) {
                String body = get(repo, save.getValue());
                assertTrue(LevelDbTestSupport.hasLiteral(body, CrashIngestMain.title(save.getKey())),
                        "save " + save.getKey() + " of " + save.getValue() + " was lost:\n" + body);
            }
        }
    }

    private Process startChild(String store, String implementation, Path directory, Path childLog)
            throws IOException {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-Xmx512m", "-cp", System.getProperty("java.class.path"),
                CrashIngestMain.class.getName(), store, implementation, directory.toString(), "100000");
        return new ProcessBuilder(command)
                .redirectError(childLog.toFile())
                .start();
    }

    private static void readSaves(Process child, Map<Integer, String> saved, Path childLog) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
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
