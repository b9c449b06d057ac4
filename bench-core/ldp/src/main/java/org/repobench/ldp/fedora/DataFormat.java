package org.repobench.ldp.fedora;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What the data a managed server keeps across runs was loaded with: the fixture format (the model's fixture cache's,
 * bumped when a fixture's data changes) and the version of the code that loads fixtures over HTTP. A home is marked
 * with it when it is made ({@value #MARK}); a home that names another format, or none (made before homes were
 * marked), holds data older code loaded, which may still verify its count while its shape or its history (a home
 * grown by earlier runs' writes) moves the numbers: it is discarded, with its database, and the fixtures load again.
 * The decision is {@link #reuses}.
 *
 * @param fixtureFormat the fixture cache's format
 * @param loaderVersion the version of the requests that load fixtures on a server
 */
public record DataFormat(int fixtureFormat, int loaderVersion) {
    /** The mark's file in the home. */
    static final String MARK = "repobench-data-format";

    /** "fixture format 8, loader 1": what a home's mark holds. */
    public String text() {
        return "fixture format " + fixtureFormat + ", loader " + loaderVersion;
    }

    /**
     * Whether data marked {@code mark} may be reused: only when the mark names exactly this format. Another format,
     * or no mark, means the data goes and is loaded again.
     */
    public boolean reuses(Optional<String> mark) {
        return mark.map(String::strip).filter(text()::equals).isPresent();
    }

    /** Whether the data in {@code home} may be reused (see {@link #reuses}); a missing home has nothing to reuse. */
    public boolean reusable(Path home) {
        return reuses(markOf(home));
    }

    /** What the home's mark says; empty when it has none, or there is no home. */
    public static Optional<String> markOf(Path home) {
        Path mark = home.resolve(MARK);
        try {
            return Files.isRegularFile(mark) ? Optional.of(Files.readString(mark, StandardCharsets.UTF_8))
                    : Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the data format of " + home + " in " + mark, e);
        }
    }

    /** Whether {@code home} holds anything besides its mark: data a server wrote there. */
    public static boolean holdsData(Path home) {
        if (!Files.isDirectory(home)) {
            return false;
        }
        try (Stream<Path> entries = Files.list(home)) {
            return entries.anyMatch(entry -> !entry.getFileName().toString().equals(MARK));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + home, e);
        }
    }

    /** Marks {@code home}, which must exist, as holding data of this format. */
    public void mark(Path home) {
        try {
            Files.writeString(home.resolve(MARK), text() + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot mark the data format of " + home, e);
        }
    }

    @Override
    public String toString() {
        return text();
    }
}
