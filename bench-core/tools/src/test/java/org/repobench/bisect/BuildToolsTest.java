package org.repobench.bisect;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JDK and Maven a candidate's build runs on, found before anything starts; and how its wars are cached. */
class BuildToolsTest {
    @TempDir
    Path dir;

    private Path executable(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    private Path jdk(String name) throws IOException {
        Path home = dir.resolve(name);
        executable(home.resolve("bin").resolve("javac"));
        return home;
    }

    @Test
    void theOptionBeatsJavaHomeWhichBeatsTheJavaRunningRepobench() throws IOException {
        Path option = jdk("option");
        Path env = jdk("env");
        Path own = jdk("own");
        Path maven = executable(dir.resolve("maven").resolve("bin").resolve("mvn")).getParent();
        Map<String, String> environment = Map.of("JAVA_HOME", env.toString(), "PATH", maven.toString());
        assertEquals(option.toString(), BuildTools.environment(Optional.of(option), environment, own, true)
                .get("JAVA_HOME"));
        assertEquals(env.toString(), BuildTools.environment(Optional.empty(), environment, own, true).get("JAVA_HOME"));
        Map<String, String> built = BuildTools.environment(Optional.empty(), Map.of("PATH", maven.toString()), own,
                true);
        assertEquals(own.toString(), built.get("JAVA_HOME"));
        assertEquals(own.resolve("bin") + File.pathSeparator + maven, built.get("PATH"), "its java first");
    }

    @Test
    void noJdkOrNoMavenIsOneLine() throws IOException {
        Path jre = Files.createDirectories(dir.resolve("jre").resolve("bin")).getParent();
        String message = assertThrows(BisectException.class, () -> BuildTools.environment(Optional.of(jre), Map.of(),
                jdk("own"), false)).getMessage();
        assertTrue(message.startsWith("no Java for the build: --java-home '" + jre + "' has no bin/javac"), message);
        message = assertThrows(BisectException.class, () -> BuildTools.environment(Optional.empty(),
                Map.of("PATH", dir.toString()), jdk("jdk"), true)).getMessage();
        assertTrue(message.startsWith("no Maven for the build: no mvn on PATH"), message);
        BuildTools.environment(Optional.empty(), Map.of("PATH", dir.toString()), jdk("jdk2"), false);
    }

    @Test
    void fedorasOwnBuildIsCachedByCommitAnyOtherApart() {
        String sha = "0123456789abcdef0123456789abcdef01234567";
        assertEquals(sha, BuildSpec.maven(false, List.of(), Map.of()).cacheKey(sha));
        assertEquals(sha, BuildSpec.maven(true, List.of(), Map.of()).cacheKey(sha), "-o builds the same war");
        String withArgs = BuildSpec.maven(false, List.of("-Dfoo=bar"), Map.of()).cacheKey(sha);
        assertTrue(withArgs.matches(sha + "-[0-9a-f]{8}"), withArgs);
        assertEquals(withArgs, BuildSpec.maven(true, List.of("-Dfoo=bar"), Map.of()).cacheKey(sha));
        String shell = BuildSpec.shell("make war", List.of(), "out/*.war", Map.of()).cacheKey(sha);
        assertNotEquals(withArgs, shell);
        assertNotEquals(shell, BuildSpec.shell("make war", List.of(), "dist/*.war", Map.of()).cacheKey(sha));
        assertEquals(List.of("sh", "-c", "make war -Dx=1"), BuildSpec.shell("make war", List.of("-Dx=1"), "*.war",
                Map.of()).command());
        assertEquals("-o", BuildSpec.maven(true, List.of(), Map.of()).command().get(1));
    }
}
