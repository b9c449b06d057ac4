package org.repobench.run;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.fedora.DataFormat;
import org.repobench.ldp.fedora.TestBuilds;
import org.repobench.store.BinaryStoreKind;
import org.repobench.store.StoreKind;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A server's home is kept only when it carries the data format of this code: one of another format, or of none,
 * goes with what it held, and the new one is marked (no server is started: the file store needs no database).
 */
class FedoraServersTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final DataFormat format = new DataFormat(8, 1);

    private Path keptData(Path root) throws IOException {
        return new FedoraServers(root, List.of(), new PrintStream(out, true, StandardCharsets.UTF_8))
                .keptData(TestBuilds.FEDORA_4_7_5, StoreKind.FILE, BinaryStoreKind.FILE, format);
    }

    @Test
    void aHomeOfTheSameFormatKeepsItsData(@TempDir Path root) throws IOException {
        Path home = keptData(root);
        Files.writeString(home.resolve("loaded"), "fixtures");
        assertEquals(home, keptData(root));
        assertTrue(Files.exists(home.resolve("loaded")));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aHomeOfAnotherFormatIsDiscardedAndMarkedAgain(@TempDir Path root) throws IOException {
        Path home = keptData(root);
        Files.writeString(home.resolve("loaded"), "fixtures");
        new DataFormat(7, 1).mark(home);
        assertEquals(home, keptData(root));
        assertFalse(Files.exists(home.resolve("loaded")));
        assertEquals(Optional.of(format.text() + "\n"), DataFormat.markOf(home));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("holds data of fixture format 7, loader 1, not "
                + format.text() + ": discarding it"), out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aHomeWithoutAMarkIsDiscarded(@TempDir Path root) throws IOException {
        Path home = Files.createDirectories(root.resolve("fedora-4.7.5-file"));
        Files.writeString(home.resolve("loaded"), "by code before the mark");
        assertEquals(home, keptData(root));
        assertFalse(Files.exists(home.resolve("loaded")));
        assertTrue(format.reusable(home));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("no marked format"));
    }

    @Test
    void aHomeWhoseDatabaseIsNewIsDiscardedOnlyWhenItHoldsData(@TempDir Path root) throws IOException {
        FedoraServers servers = new FedoraServers(root, List.of(), new PrintStream(out, true, StandardCharsets.UTF_8));
        Path home = keptData(root);
        servers.discardOrphaned(TestBuilds.FEDORA_4_7_5, StoreKind.POSTGRESQL, BinaryStoreKind.FILE, home, true,
                format);
        assertTrue(DataFormat.markOf(home).isPresent(), "a fresh home, only marked: left as it is");
        assertEquals("", out.toString(StandardCharsets.UTF_8));

        Files.writeString(home.resolve("loaded"), "fixtures");
        servers.discardOrphaned(TestBuilds.FEDORA_4_7_5, StoreKind.POSTGRESQL, BinaryStoreKind.FILE, home, false,
                format);
        assertTrue(Files.exists(home.resolve("loaded")), "its database was there: kept");

        servers.discardOrphaned(TestBuilds.FEDORA_4_7_5, StoreKind.POSTGRESQL, BinaryStoreKind.FILE, home, true,
                format);
        assertFalse(Files.exists(home.resolve("loaded")), "data without its database: discarded");
        assertEquals(Optional.of(format.text() + "\n"), DataFormat.markOf(home), "and marked again");
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("holds data but its database on this run's"
                + " postgresql server is new: discarding it"), out.toString(StandardCharsets.UTF_8));
    }
}
