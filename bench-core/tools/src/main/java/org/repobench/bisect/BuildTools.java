package org.repobench.bisect;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The tools a candidate's build needs, found before anything starts: a JDK (its {@code javac}), from
 * {@code --java-home}, else {@code JAVA_HOME}, else the one running repobench; and Maven on {@code PATH} for Fedora's
 * own build. A build command of the user's is theirs to make work.
 */
public final class BuildTools {
    private static final String JAVA_HOME = "JAVA_HOME";
    private static final String PATH = "PATH";

    private BuildTools() {
    }

    /**
     * The build's environment: {@code JAVA_HOME} and {@code PATH} led by its {@code bin}.
     *
     * @param javaHome    {@code --java-home}, if given
     * @param environment this process's variables
     * @param ownJavaHome the JDK running repobench ({@code java.home})
     * @param needsMaven  Fedora's own build, which runs {@code mvn}
     * @throws BisectException no JDK where the build would take it, or no Maven on the path
     */
    public static Map<String, String> environment(Optional<Path> javaHome, Map<String, String> environment,
                                                  Path ownJavaHome, boolean needsMaven) {
        Path home;
        String from;
        if (javaHome.isPresent()) {
            home = javaHome.get();
            from = BisectOptions.JAVA_HOME + " '" + home + "'";
        } else if (environment.containsKey(JAVA_HOME) && !environment.get(JAVA_HOME).isBlank()) {
            home = Path.of(environment.get(JAVA_HOME));
            from = JAVA_HOME + " '" + home + "'";
        } else {
            home = ownJavaHome;
            from = "the Java running repobench, '" + home + "' (neither " + BisectOptions.JAVA_HOME + " nor "
                    + JAVA_HOME + " given)";
        }
        if (!Files.isExecutable(home.resolve("bin").resolve("javac"))) {
            throw new BisectException("no Java for the build: " + from + " has no bin/javac; accepted: "
                    + BisectOptions.JAVA_HOME + " DIR naming a JDK, e.g. /usr/lib/jvm/java-17-openjdk-amd64 (Fedora 7"
                    + " builds on Java 21)");
        }
        String path = home.resolve("bin") + File.pathSeparator + environment.getOrDefault(PATH, "");
        if (needsMaven && onPath(path, "mvn").isEmpty()) {
            throw new BisectException("no Maven for the build: no mvn on PATH; accepted: Maven 3.8+ on PATH, or a"
                    + " build command of your own (" + BisectOptions.BUILD_COMMAND + ")");
        }
        Map<String, String> build = new LinkedHashMap<>();
        build.put(JAVA_HOME, home.toAbsolutePath().toString());
        build.put(PATH, path);
        return build;
    }

    static Optional<Path> onPath(String path, String program) {
        for (String entry : path.split(File.pathSeparator)) {
            if (!entry.isEmpty() && Files.isExecutable(Path.of(entry).resolve(program))) {
                return Optional.of(Path.of(entry).resolve(program));
            }
        }
        return Optional.empty();
    }
}
