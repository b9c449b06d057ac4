package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A managed server's kept data is reused only when its home's mark names the same fixture format and loader. */
class DataFormatTest {
    private static final DataFormat FORMAT = new DataFormat(8, 1);

    @Test
    void theSameFormatIsReused() {
        assertTrue(FORMAT.reuses(Optional.of("fixture format 8, loader 1")));
        assertTrue(FORMAT.reuses(Optional.of("fixture format 8, loader 1\n")), "as the file holds it");
    }

    @Test
    void anotherFixtureFormatOrLoaderOrNoMarkIsRebuilt() {
        assertFalse(FORMAT.reuses(Optional.of("fixture format 7, loader 1")));
        assertFalse(FORMAT.reuses(Optional.of("fixture format 8, loader 2")));
        assertFalse(FORMAT.reuses(Optional.of("")));
        assertFalse(FORMAT.reuses(Optional.empty()), "a home from before the mark");
    }

    @Test
    void aMarkedHomeIsReusedByItsFormatOnly(@TempDir Path dir) throws IOException {
        Path home = Files.createDirectories(dir.resolve("fedora-4.7.5-file"));
        assertFalse(FORMAT.reusable(home), "no mark yet");
        assertFalse(FORMAT.reusable(dir.resolve("missing")), "no home");
        FORMAT.mark(home);
        assertEquals(Optional.of("fixture format 8, loader 1\n"), DataFormat.markOf(home));
        assertTrue(FORMAT.reusable(home));
        assertFalse(new DataFormat(9, 1).reusable(home));
        assertFalse(new DataFormat(8, 2).reusable(home));
    }
}
