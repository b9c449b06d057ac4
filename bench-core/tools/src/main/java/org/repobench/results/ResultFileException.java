package org.repobench.results;

import java.nio.file.Path;

/**
 * A result or environment file that cannot be used. The message always starts with the file name, then says what was
 * wrong and what was expected. It is an {@link IllegalArgumentException} so the CLI reports it as bad input (exit 2).
 */
public final class ResultFileException extends IllegalArgumentException {
    private final Path file;

    public ResultFileException(Path file, String problem) {
        super(file + ": " + problem);
        this.file = file;
    }

    public ResultFileException(Path file, String problem, Throwable cause) {
        super(file + ": " + problem, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
