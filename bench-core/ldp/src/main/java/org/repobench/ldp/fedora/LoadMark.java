package org.repobench.ldp.fedora;

import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a fork loaded data through the server start it measures: a file in the start's run directory, made by the
 * fork that loads a fixture and read by the launcher once the start's forks end. A start that loaded its fixtures
 * has them in its caches and its JIT warmed by the load, so it is no fresh server and no sample of one: the launcher
 * sets its results aside and starts again ({@code ForkPlan}).
 */
public final class LoadMark {
    /** The mark's path, handed to the forks of a server start; absent for a server given by URL. */
    public static final String SETTING = "repobench.ldp.loadMark";

    private final Path file;

    public LoadMark(Path file) {
        this.file = file;
    }

    /** The mark of the server start these settings name; empty where the suite did not start the server. */
    public static Optional<LoadMark> of(Environment environment) {
        return environment.get(SETTING).map(path -> new LoadMark(Path.of(path)));
    }

    /** Said by a fork that loaded data through this start. */
    public void markLoaded() {
        try {
            Files.createFile(file);
        } catch (FileAlreadyExistsException marked) {
            // an earlier load, or another thread of the fork, marked it first
        } catch (IOException e) {
            throw new UncheckedIOException("cannot mark that this server start loaded data: " + file, e);
        }
    }

    /** Whether a fork said it loaded data through this start. */
    public boolean loaded() {
        return Files.exists(file);
    }

    /** The {@code -D} setting that hands this mark to a fork. */
    public String forkArg() {
        return "-D" + SETTING + "=" + file;
    }
}
