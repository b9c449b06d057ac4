package org.repobench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * Where a run's results go: {@code run-<timestamp>.json} for every run, and {@code latest.json} replaced by an atomic
 * rename so a reader never sees half a file and a crash never corrupts an earlier result.
 */
public final class ResultFiles {
    public static final String LATEST = "latest.json";
    /** Where results go unless {@code --out} says otherwise. */
    public static final Path DEFAULT_DIRECTORY = Path.of("target", "bench");
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Path directory;
    private final String stamp;

    public ResultFiles(Path directory) {
        this.directory = directory.toAbsolutePath();
        this.stamp = LocalDateTime.now().format(STAMP);
    }

    public Path directory() {
        return directory;
    }

    /** Where JMH writes while it runs; never a file anyone reads. */
    public Path scratch() throws IOException {
        Files.createDirectories(directory);
        return directory.resolve(".run-" + stamp + ".json.inprogress");
    }

    public Path timestamped(String suffix) {
        return directory.resolve("run-" + stamp + suffix);
    }

    /** A complete run: kept under its timestamp and published as latest.json. */
    public Path publishComplete(Path scratch) throws IOException {
        Path kept = timestamped(".json");
        Files.move(scratch, kept, StandardCopyOption.ATOMIC_MOVE);
        replaceAtomically(kept, directory.resolve(LATEST));
        return kept;
    }

    /** A failed run's completed results, kept beside the others; latest.json stays the last complete run. */
    public Path publishPartial(Path scratch) throws IOException {
        Path kept = timestamped("-partial.json");
        Files.move(scratch, kept, StandardCopyOption.ATOMIC_MOVE);
        return kept;
    }

    /** Copies to a temporary sibling, then renames over the target in one step. */
    public static void replaceAtomically(Path source, Path target) throws IOException {
        Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
        try {
            Files.copy(source, temp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
