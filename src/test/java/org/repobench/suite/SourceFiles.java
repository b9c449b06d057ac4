package org.repobench.suite;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The repository's Java sources, found from the suite's working directory ({@code src/test}): the modules are the
 * top-level {@code bench-*} directories and those under {@code bench-core}; the suite's own tests are
 * {@code src/test/java}. For the tests that read code as text (imports, names in the docs).
 */
final class SourceFiles {
    static final Path ROOT = Path.of("..", "..");
    private static final String MAIN = "src/main/java";
    private static final String TEST = "src/test/java";

    private SourceFiles() {
    }

    /** Every module's main sources, in a stable order. */
    static List<Path> main() throws IOException {
        List<Path> roots = new ArrayList<>();
        for (Path module : modules()) {
            roots.add(module.resolve(MAIN));
        }
        return javaFiles(roots);
    }

    /** Every module's main and test sources, and the suite's own. */
    static List<Path> all() throws IOException {
        List<Path> roots = new ArrayList<>();
        for (Path module : modules()) {
            roots.add(module.resolve(MAIN));
            roots.add(module.resolve(TEST));
        }
        roots.add(ROOT.resolve(TEST));
        return javaFiles(roots);
    }

    private static List<Path> modules() throws IOException {
        List<Path> modules = new ArrayList<>();
        try (Stream<Path> top = Files.list(ROOT)) {
            top.filter(dir -> dir.getFileName().toString().startsWith("bench-")).sorted().forEach(modules::add);
        }
        try (Stream<Path> core = Files.list(ROOT.resolve("bench-core"))) {
            core.filter(Files::isDirectory).sorted().forEach(modules::add);
        }
        return modules;
    }

    private static List<Path> javaFiles(List<Path> roots) throws IOException {
        List<Path> sources = new ArrayList<>();
        for (Path root : roots) {
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.walk(root)) {
                    files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(sources::add);
                }
            }
        }
        return sources;
    }
}
