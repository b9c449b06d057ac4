package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FixtureFormatTest {
    @TempDir
    Path dir;

    /** A class path holding a FixtureCache compiled with this FORMAT, as a built revision's would. */
    private String revisionWithFormat(String name, int format) throws IOException {
        Path sources = Files.createDirectories(dir.resolve(name + "-src/org/repobench/fixture"));
        Path classes = Files.createDirectories(dir.resolve(name + "-classes"));
        Path source = Files.writeString(sources.resolve("FixtureCache.java"), "package org.repobench.fixture;\n"
                + "public final class FixtureCache { public static final int FORMAT = " + format + "; }\n");
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(),
                source.toString()));
        return dir.resolve("missing.jar") + File.pathSeparator + classes;
    }

    @Test
    void readsTheFormatFromTheRevisionsOwnClasses() throws IOException {
        assertEquals(OptionalInt.of(3), FixtureFormat.of(revisionWithFormat("a", 3)));
    }

    @Test
    void equalFormatsShareTheirFixturesAndDifferentOnesDoNot() throws IOException {
        String three = revisionWithFormat("a", 3);
        assertTrue(FixtureFormat.shared(three, revisionWithFormat("b", 3)));
        assertFalse(FixtureFormat.shared(three, revisionWithFormat("c", 4)));
    }

    @Test
    void aRevisionWithoutTheClassHasNoFormat() {
        assertEquals(OptionalInt.empty(), FixtureFormat.of(dir.toString()));
        assertFalse(FixtureFormat.shared(dir.toString(), dir.toString()));
    }
}
