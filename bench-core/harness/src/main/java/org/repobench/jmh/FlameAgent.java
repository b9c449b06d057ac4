package org.repobench.jmh;

import org.repobench.api.FlameNames;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;

/**
 * What a run with flame graphs ({@code run --flame}) hands its forks and servers: async-profiler's library, taken out
 * of its jar (the {@code linux-x64} one on the class path) once per version into the temporary directory, where a
 * fork loads it into itself or into its server; the directory the recordings go to; and the JVM options that make
 * either profiler's stacks right (frames between safepoints, stacks deep enough for a server's).
 */
public final class FlameAgent {
    /**
     * For every fork and server: stacks attributed between safepoints (async-profiler's advice), and the flight
     * recorder's stacks 256 frames deep (its default 64 cuts a server's stacks short of Fedora's frames).
     */
    public static final List<String> JVM_OPTIONS = List.of("-XX:+UnlockDiagnosticVMOptions",
            "-XX:+DebugNonSafepoints", "-XX:FlightRecorderOptions=stackdepth=256");
    private static final String LIBRARY = "linux-x64/libasyncProfiler.so";
    private static final String POM = "/META-INF/maven/tools.profiler/async-profiler/pom.properties";

    private FlameAgent() {
    }

    /** "async-profiler 4.5": the version on the class path. */
    public static String describe() {
        return "async-profiler " + version().orElse("(unknown version)");
    }

    private static Optional<String> version() {
        try (InputStream in = FlameAgent.class.getResourceAsStream(POM)) {
            if (in == null) {
                return Optional.empty();
            }
            Properties pom = new Properties();
            pom.load(in);
            return Optional.ofNullable(pom.getProperty("version"));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /**
     * The library, taken out of the jar if it is not out yet; empty (with why) where it cannot load: not Linux on
     * x86-64, or {@link FlameNames#PROFILER_SETTING} says {@value FlameNames#JFR}.
     */
    public static Library library(Environment environment) {
        String wanted = environment.get(FlameNames.PROFILER_SETTING).orElse(FlameNames.AUTO).strip()
                .toLowerCase(Locale.ROOT);
        if (wanted.equals(FlameNames.JFR)) {
            return new Library(Optional.empty(), FlameNames.PROFILER_SETTING + "=" + FlameNames.JFR);
        }
        if (!wanted.equals(FlameNames.AUTO)) {
            throw new IllegalArgumentException(FlameNames.PROFILER_SETTING + ": '" + wanted + "' is not accepted;"
                    + " accepted: " + FlameNames.AUTO + " (async-profiler where it loads, else JFR) or "
                    + FlameNames.JFR);
        }
        String os = System.getProperty("os.name", "");
        String arch = System.getProperty("os.arch", "");
        if (!os.startsWith("Linux") || !(arch.equals("amd64") || arch.equals("x86_64"))) {
            return new Library(Optional.empty(), "async-profiler's library here is for Linux on x86-64, not " + os
                    + " on " + arch);
        }
        try (InputStream in = FlameAgent.class.getClassLoader().getResourceAsStream(LIBRARY)) {
            if (in == null) {
                return new Library(Optional.empty(), LIBRARY + " is not on the class path");
            }
            Path dir = Path.of(System.getProperty("java.io.tmpdir"), "repobench-"
                    + describe().replace(' ', '-').replaceAll("[^A-Za-z0-9.-]", ""));
            Path file = dir.resolve("libasyncProfiler.so");
            if (!Files.isRegularFile(file)) {
                Files.createDirectories(dir);
                Path temp = Files.createTempFile(dir, ".lib", ".tmp");
                try {
                    Files.copy(in, temp, StandardCopyOption.REPLACE_EXISTING);
                    move(temp, file);
                } finally {
                    Files.deleteIfExists(temp);
                }
            }
            return new Library(Optional.of(file), "");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot take async-profiler's library out of its jar", e);
        }
    }

    private static void move(Path temp, Path file) throws IOException {
        try {
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** async-profiler's library where it can load, else why not. */
    public record Library(Optional<Path> file, String whyNot) {
    }

    /** The settings and options every fork of a run with flame graphs gets. */
    public static List<String> forkArgs(Path directory, Library library) {
        List<String> args = new ArrayList<>(JVM_OPTIONS);
        args.add("-D" + FlameNames.DIRECTORY_SETTING + "=" + directory.toAbsolutePath());
        library.file().ifPresentOrElse(file -> args.add("-D" + FlameNames.LIBRARY_SETTING + "=" + file),
                () -> args.add("-D" + FlameNames.WHY_NOT_SETTING + "=" + library.whyNot()));
        return args;
    }
}
