package org.repobench.gate;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Built revisions under {@code target/gate/builds/<sha>/}: the launcher classpath ({@code classpath.txt}) and the
 * modules' jars it names. A revision is built once, from a detached work tree that is removed right after, with
 * {@code mvn -q -B package -DskipTests}; the same sha is never built twice, so an A/A gate or a re-run costs no build.
 */
public final class BuildCache {
    static final String CLASSPATH_FILE = "classpath.txt";
    /** Where the repobench launcher finds its classpath inside a built checkout. */
    private static final Path BUILT_CLASSPATH = Path.of("src", "test", "target", "classpath.txt");

    private final Path root;
    private final Git git;
    private final ChildProcesses processes;
    private final Cleanup cleanup;
    private final boolean offline;
    private final PrintStream out;

    public BuildCache(Path root, Git git, ChildProcesses processes, Cleanup cleanup, boolean offline,
                      PrintStream out) {
        this.root = root;
        this.git = git;
        this.processes = processes;
        this.cleanup = cleanup;
        this.offline = offline;
        this.out = out;
    }

    /** The classpath file of a built revision; builds it first unless the cache has it. */
    public Path classpathOf(Arm arm, String sha) throws IOException {
        Path built = root.resolve(sha);
        if (Files.isRegularFile(built.resolve(CLASSPATH_FILE))) {
            out.printf("gate: %s %s: reusing the build in %s%n", arm.label(), git.shortSha(sha), built);
            return built.resolve(CLASSPATH_FILE);
        }
        Files.createDirectories(root);
        Path log = root.resolve(sha + ".log");
        Files.deleteIfExists(log);
        Path worktree = Files.createTempDirectory("repobench-gate-" + arm.label() + "-");
        Runnable removeWorktree = cleanup.register("remove work tree " + worktree, () -> removeWorktree(worktree));
        try {
            out.printf("gate: %s %s: building (log %s) ...%n", arm.label(), git.shortSha(sha), log);
            long start = System.nanoTime();
            Files.delete(worktree);   // git worktree add wants to create the directory itself
            git.addWorktree(worktree, sha);
            int exit = processes.run(mavenCommand(offline), worktree, log);
            if (exit != 0) {
                throw new GateException(arm.label() + " " + git.shortSha(sha) + " did not build (mvn "
                        + ChildProcesses.describeExit(exit) + "): " + firstError(log) + "; full log: " + log);
            }
            keep(worktree, built);
            out.printf("gate: %s %s: built in %s%n", arm.label(), git.shortSha(sha),
                    Progress.duration(System.nanoTime() - start));
            return built.resolve(CLASSPATH_FILE);
        } finally {
            removeWorktree.run();
        }
    }

    static List<String> mavenCommand(boolean offline) {
        List<String> command = new ArrayList<>(List.of("mvn", "-q", "-B"));
        if (offline) {
            command.add("-o");
        }
        command.addAll(List.of("package", "-DskipTests"));
        return command;
    }

    /** Moves the build into the cache; a copy is only published (by one rename) once it is complete. */
    private void keep(Path worktree, Path built) throws IOException {
        Path classpathFile = worktree.resolve(BUILT_CLASSPATH);
        if (!Files.isRegularFile(classpathFile)) {
            throw new GateException("the build of " + worktree + " wrote no " + BUILT_CLASSPATH
                    + "; the gate can only run revisions that have the ./repobench launcher");
        }
        Path partial = Files.createTempDirectory(root, built.getFileName() + ".partial-");
        try {
            ClasspathRelocation relocation = ClasspathRelocation.plan(Files.readString(classpathFile), worktree,
                    built.resolve("lib"));
            relocation.copyInto(partial.resolve("lib"));
            Files.writeString(partial.resolve(CLASSPATH_FILE), relocation.classpath());
            Files.move(partial, built, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            if (Files.isRegularFile(built.resolve(CLASSPATH_FILE))) {
                return;   // a concurrent gate published the same sha first; its copy is as good as ours
            }
            throw e;
        } finally {
            deleteTree(partial);
        }
    }

    private void removeWorktree(Path worktree) throws IOException {
        try {
            git.removeWorktree(worktree);
        } finally {
            deleteTree(worktree);
        }
    }

    private static String firstError(Path log) throws IOException {
        try (Stream<String> lines = Files.lines(log)) {
            return lines.filter(line -> line.contains("ERROR")).findFirst()
                    .map(String::strip).orElse("no ERROR line in the log");
        }
    }

    static void deleteTree(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
