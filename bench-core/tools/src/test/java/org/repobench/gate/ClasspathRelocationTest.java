package org.repobench.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ClasspathRelocationTest {
    @TempDir
    Path dir;

    @Test
    void entriesInsideTheWorktreeMoveAndTheRestStay() throws Exception {
        Path worktree = Files.createDirectories(dir.resolve("wt"));
        Path jar = Files.createDirectories(worktree.resolve("bench-core/target")).resolve("core.jar");
        Files.writeString(jar, "jar");
        Path classes = Files.createDirectories(worktree.resolve("bench-members/target/classes/META-INF"));
        Files.writeString(classes.resolve("BenchmarkList"), "list");
        String m2 = "/root/.m2/repository/jmh-core.jar";
        String classpath = String.join(File.pathSeparator, jar.toString(), m2,
                worktree.resolve("bench-members/target/classes").toString()) + "\n";
        Path library = dir.resolve("cache/abc/lib");

        ClasspathRelocation relocation = ClasspathRelocation.plan(classpath, worktree, library);

        assertEquals(List.of(library.resolve("bench-core/target/core.jar").toString(), m2,
                library.resolve("bench-members/target/classes").toString()), relocation.entries());
        Path staging = dir.resolve("staging");
        relocation.copyInto(staging);
        assertEquals("jar", Files.readString(staging.resolve("bench-core/target/core.jar")));
        assertEquals("list", Files.readString(staging.resolve("bench-members/target/classes/META-INF/BenchmarkList")));
        assertTrue(relocation.classpath().contains(File.pathSeparator + m2 + File.pathSeparator));
    }

    @Test
    void aMissingBuildOutputIsReported() {
        Path worktree = dir.resolve("wt");
        ClasspathRelocation relocation = ClasspathRelocation.plan(worktree.resolve("gone.jar").toString(), worktree,
                dir.resolve("lib"));
        Exception e = assertThrows(IOException.class, () -> relocation.copyInto(dir.resolve("staging")));
        assertTrue(e.getMessage().contains("gone.jar"), e.getMessage());
    }
}
