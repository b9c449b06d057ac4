package org.repobench.flame;

import org.repobench.api.FlameNames;
import org.repobench.results.EnvironmentFile;
import org.repobench.results.ResultKey;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The flame-graph recordings of some results files ({@code run --flame}): for a file {@code X.json}, those in the
 * directory {@code X.flames} beside it (a run's {@code run-<time>.flames}, a gate's {@code base.flames} and
 * {@code head.flames}), else in the directory its {@code environment.json} names ({@link FlameNames#ENVIRONMENT_KEY}:
 * {@code latest.json}'s is the last run's).
 */
public final class FlameRecordings {
    public static final FlameRecordings NONE = new FlameRecordings(List.of());

    private final List<FlameRecording> recordings;

    private FlameRecordings(List<FlameRecording> recordings) {
        this.recordings = List.copyOf(recordings);
    }

    /** Those of these results files, each directory read once. */
    public static FlameRecordings of(List<Path> resultFiles) {
        Set<Path> directories = new LinkedHashSet<>();
        for (Path file : resultFiles) {
            directory(file).ifPresent(dir -> directories.add(dir.toAbsolutePath().normalize()));
        }
        List<FlameRecording> all = new ArrayList<>();
        directories.forEach(dir -> all.addAll(in(dir).recordings));
        return new FlameRecordings(all);
    }

    /** Every complete recording under the directory, in file-name order. */
    public static FlameRecordings in(Path directory) {
        if (!Files.isDirectory(directory)) {
            return NONE;
        }
        try (Stream<Path> files = Files.walk(directory)) {
            return new FlameRecordings(files.filter(f -> f.getFileName().toString().endsWith(FlameNames.ABOUT_SUFFIX))
                    .sorted(Comparator.comparing(Path::toString))
                    .map(FlameRecording::read).flatMap(Optional::stream).toList());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the recordings in " + directory, e);
        }
    }

    /** Where a results file's recordings are, if it has any. */
    static Optional<Path> directory(Path resultFile) {
        Path absolute = resultFile.toAbsolutePath();
        String name = absolute.getFileName().toString();
        String stem = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
        Path own = absolute.resolveSibling(stem + FlameNames.DIRECTORY_SUFFIX);
        if (Files.isDirectory(own)) {
            return Optional.of(own);
        }
        return EnvironmentFile.besides(resultFile)
                .flatMap(env -> Optional.ofNullable(EnvironmentFile.read(env).get(FlameNames.ENVIRONMENT_KEY)))
                .map(Path::of).filter(Files::isDirectory);
    }

    /** The recordings made for the result with this key ({@link FlameRecording#isOf}). */
    public List<FlameRecording> of(ResultKey key) {
        return recordings.stream().filter(r -> r.isOf(key)).toList();
    }

    public boolean isEmpty() {
        return recordings.isEmpty();
    }

    public List<FlameRecording> all() {
        return recordings;
    }
}
