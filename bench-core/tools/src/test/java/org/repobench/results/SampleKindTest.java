package org.repobench.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SampleKindTest {
    @TempDir
    Path dir;

    @Test
    void eachKindHasOneWording() {
        assertEquals("fork (a fresh JVM each)", SampleKind.FORK.describe());
        assertEquals("server start (a fresh server and a fresh JVM each)", SampleKind.SERVER_START.describe());
        assertEquals("fork of one server (the server's own variance left out)",
                SampleKind.FORK_OF_ONE_SERVER.describe());
        assertEquals("1 server start", SampleKind.SERVER_START.count(1));
        assertEquals("3 forks of one server", SampleKind.FORK_OF_ONE_SERVER.count(3));
        assertEquals("2 forks", SampleKind.FORK.count(2));
        assertEquals("7 server starts side by side", SampleKind.SERVER_START_SIDE_BY_SIDE.count(7));
    }

    @Test
    void aFileThatDoesNotSayIsReadAsEveryRunBeforeItWasRecorded() {
        assertEquals(SampleKind.FORK, SampleKind.unrecorded(Map.of()));
        assertEquals(SampleKind.FORK, SampleKind.unrecorded(Map.of("target", "MODEL")));
        assertEquals(SampleKind.FORK_OF_ONE_SERVER, SampleKind.unrecorded(Map.of("target", "FEDORA_4_7_5")));
        assertEquals(SampleKind.FORK_OF_ONE_SERVER, SampleKind.unrecorded(Map.of("target", "URL")));
    }

    @Test
    void theReaderReadsTheRecordedKindAndTheWriterWritesItBack() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_6_1_0")
                .sample("SERVER_START").forkMeans(5, 5.1, 5.2);
        json.result(JmhJsonBuilder.COLD_GET, "ss", "ms/op").param("target", "FEDORA_6_1_0").forkMeans(5, 5.1);
        ResultSet read = ResultSet.load(json.write(dir.resolve("r.json")));
        assertEquals(List.of(SampleKind.SERVER_START, SampleKind.FORK_OF_ONE_SERVER),
                read.results().stream().map(r -> r.settings().sample()).toList());
        assertTrue(read.results().get(0).settings().describe().startsWith("3 server starts \u00d7 ("),
                read.results().get(0).settings().describe());
        Path again = JmhJsonWriter.write(dir.resolve("again.json"), read);
        assertEquals(List.of(SampleKind.SERVER_START, SampleKind.FORK_OF_ONE_SERVER),
                JmhJsonReader.read(again).stream().map(r -> r.settings().sample()).toList());
    }

    @Test
    void aKindNoConstantNamesIsTheFileAndTheValue() throws IOException {
        JmhJsonBuilder json = new JmhJsonBuilder();
        json.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").sample("server start").forkMeans(5);
        Path file = json.write(dir.resolve("bad.json"));
        ResultFileException e = assertThrows(ResultFileException.class, () -> JmhJsonReader.read(file));
        assertTrue(e.getMessage().contains("\"sample\" is 'server start'; expected one of FORK, SERVER_START,"
                + " SERVER_START_SIDE_BY_SIDE, FORK_OF_ONE_SERVER, LOAD_WINDOW, MIXED"), e.getMessage());
    }

    @Test
    void mergingTwoKindsIsMixedAndOneKindStaysIt() throws IOException {
        JmhJsonBuilder a = new JmhJsonBuilder();
        a.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_6_1_0").sample("SERVER_START")
                .forkMeans(5, 5.1);
        JmhJsonBuilder b = new JmhJsonBuilder();
        b.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_6_1_0").sample("SERVER_START")
                .forkMeans(5.2);
        JmhJsonBuilder c = new JmhJsonBuilder();
        c.result(JmhJsonBuilder.WARM_GET, "avgt", "ms/op").param("target", "FEDORA_6_1_0")
                .sample("FORK_OF_ONE_SERVER").forkMeans(5.2);
        Path first = a.write(dir.resolve("a.json"));
        JmhResult same = ResultSet.load(List.of(first, b.write(dir.resolve("b.json")))).results().get(0);
        assertEquals(SampleKind.SERVER_START, same.settings().sample());
        assertEquals(3, same.settings().forks());
        JmhResult mixed = ResultSet.load(List.of(first, c.write(dir.resolve("c.json")))).results().get(0);
        assertEquals(SampleKind.MIXED, mixed.settings().sample());
    }
}
