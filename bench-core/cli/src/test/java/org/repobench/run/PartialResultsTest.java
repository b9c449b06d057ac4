package org.repobench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.results.SampleKind;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A run's results so far, kept after each benchmark so a killed run keeps them, and gone once it completes. */
class PartialResultsTest {
    @TempDir
    Path dir;

    @Test
    void eachKeepReplacesTheLastInOneFileAndACompletedRunDiscardsIt() throws Exception {
        ResultFiles files = new ResultFiles(dir);
        PartialResults partial = new PartialResults(files, Map::of, () -> SampleKind.FORK, Map.of(),
                new ObjectMapper().createObjectNode().put("cores", 2));
        Path kept = partial.keep(List.of(ForkResultsTest.fork(ForkResultsTest.params("10", 1), 5, 100)));
        assertEquals(files.timestamped("-partial.json"), kept);
        assertEquals(1, new ObjectMapper().readTree(kept.toFile()).size());

        JsonNode two = new ObjectMapper().readTree(partial.keep(List.of(
                ForkResultsTest.fork(ForkResultsTest.params("10", 1), 5, 100),
                ForkResultsTest.fork(ForkResultsTest.params("10", 1), 6, 100),
                ForkResultsTest.fork(ForkResultsTest.params("20", 1), 9, 200))).toFile());
        assertEquals(2, two.size(), "two benchmarks, the first with both its forks");
        assertTrue(Files.exists(files.timestamped("-partial.environment.json")));
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(2, left.count(), "the results and their environment, no scratch file");
        }
        assertFalse(Files.exists(dir.resolve(ResultFiles.LATEST)), "latest.json is only ever a complete run");

        partial.discard();
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(0, left.count());
        }
    }
}
