package org.repobench.gate;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A built revision's launcher classpath, moved out of its work tree: entries inside the work tree (the modules' jars)
 * are copied below a library directory, entries outside it (the Maven repository) stay. The work tree can then be
 * removed while the build stays reusable.
 *
 * @param entries the new classpath, in the original order
 * @param copies  source to its path relative to the library directory, for the entries that move
 */
public record ClasspathRelocation(List<String> entries, Map<Path, Path> copies) {

    public static ClasspathRelocation plan(String classpath, Path worktree, Path library) {
        Path root = worktree.toAbsolutePath().normalize();
        List<String> entries = new ArrayList<>();
        Map<Path, Path> copies = new LinkedHashMap<>();
        for (String entry : classpath.trim().split(File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            Path path = Path.of(entry).toAbsolutePath().normalize();
            if (path.startsWith(root)) {
                Path relative = root.relativize(path);
                copies.put(path, relative);
                entries.add(library.resolve(relative.toString()).toString());
            } else {
                entries.add(entry);
            }
        }
        return new ClasspathRelocation(List.copyOf(entries), copies);
    }

    public String classpath() {
        return String.join(File.pathSeparator, entries);
    }

    /**
     * Copies every moving entry, file or directory, below {@code staging}: a directory that becomes the library
     * directory once complete, so a half-copied build is never on anyone's classpath.
     */
    public void copyInto(Path staging) throws IOException {
        for (Map.Entry<Path, Path> copy : copies.entrySet()) {
            copyTree(copy.getKey(), staging.resolve(copy.getValue().toString()));
        }
    }

    private static void copyTree(Path source, Path target) throws IOException {
        if (!Files.exists(source)) {
            throw new IOException("the classpath names " + source + ", which the build did not produce");
        }
        try (Stream<Path> walk = Files.walk(source)) {
            walk.forEach(from -> {
                Path to = target.resolve(source.relativize(from).toString());
                try {
                    if (Files.isDirectory(from)) {
                        Files.createDirectories(to);
                    } else {
                        Files.createDirectories(to.getParent());
                        Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
