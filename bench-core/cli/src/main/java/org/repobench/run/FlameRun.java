package org.repobench.run;

import org.repobench.api.FlameNames;
import org.repobench.jmh.FlameAgent;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A run's flame graphs ({@code run --flame}): where its forks' recordings go ({@code run-<time>.flames} beside the
 * run's results, which the report finds by that name), which profiler they will try, what every fork is handed, and
 * the recordings of a server start whose results are set aside (it loaded the fixtures), which go with them.
 */
final class FlameRun {
    /** A run without flame graphs. */
    static final FlameRun NONE = new FlameRun(null, List.of());

    private final Path directory;
    private final List<String> forkArgs;

    private FlameRun(Path directory, List<String> forkArgs) {
        this.directory = directory;
        this.forkArgs = List.copyOf(forkArgs);
    }

    /**
     * The run's, said in one line; {@link #NONE} without {@code --flame}.
     *
     * @param directory the run's recordings directory
     */
    static FlameRun of(boolean flame, Path directory, PrintStream out) {
        if (!flame) {
            return NONE;
        }
        FlameAgent.Library library = FlameAgent.library(Environment.system());
        out.println("# repobench: every fork records where the CPU and the allocation of its measured iterations went"
                + " (the model's JVM, or the server it measures) into " + directory.toAbsolutePath() + " ("
                + FlameNames.OPTION + "; " + library.file().map(file -> FlameAgent.describe() + ", the JDK's flight"
                + " recorder where it does not load").orElse("the JDK's flight recorder: " + library.whyNot())
                + "); profiling perturbs the times");
        return new FlameRun(directory.toAbsolutePath(), FlameAgent.forkArgs(directory, library));
    }

    /** What every fork gets; none without {@code --flame}. */
    List<String> forkArgs() {
        return forkArgs;
    }

    /** The recordings so far, to tell a JMH run's own apart afterwards. */
    Set<Path> recorded() {
        if (directory == null || !Files.isDirectory(directory)) {
            return Set.of();
        }
        try (Stream<Path> files = Files.list(directory)) {
            return files.collect(Collectors.toSet());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + directory, e);
        }
    }

    /** Deletes the recordings made since {@code before}: those of a JMH run whose results are set aside. */
    void discardSince(Set<Path> before) {
        for (Path file : recorded()) {
            if (!before.contains(file)) {
                try {
                    Files.deleteIfExists(file);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot delete the set-aside recording " + file, e);
                }
            }
        }
    }
}
