package org.repobench.bisect;

import org.repobench.gate.ChildProcesses;
import org.repobench.gate.Cleanup;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Candidates' wars, built once per commit and kept under {@code <root>/<commit sha>/} (the build's own name for the
 * war, its log beside it as {@code <sha>.log}): a commit bisected again, by this bisect resumed or by another over
 * the same history, costs no build. Each build runs in a detached work tree of the commit in the temporary directory,
 * never in the user's; it is removed when the build ends, however it ends (Ctrl-C included), and one a killed bisect
 * left is removed by the next ({@link #sweep}).
 */
public final class WarBuilds implements WarSource {
    /** Scratch work trees: {@code repobench-bisect-<pid>-<short sha>-<random>}, the pid telling a live one's. */
    static final String WORKTREE_PREFIX = "repobench-bisect-";
    private static final Pattern WORKTREE_NAME = Pattern.compile(Pattern.quote(WORKTREE_PREFIX) + "(\\d+)-.*");
    private static final String GLOB_CHARACTERS = "*?[{";

    private final Path root;
    private final Checkout checkout;
    private final BuildSpec spec;
    private final ChildProcesses processes;
    private final Cleanup cleanup;
    private final PrintStream out;

    public WarBuilds(Path root, Checkout checkout, BuildSpec spec, ChildProcesses processes, Cleanup cleanup,
                     PrintStream out) {
        this.root = root;
        this.checkout = checkout;
        this.spec = spec;
        this.processes = processes;
        this.cleanup = cleanup;
        this.out = out;
    }

    /** A commit's war, and how long it took to have it. */
    public sealed interface Outcome permits Built, Failed {
        double seconds();
    }

    /** @param reused the cache had it */
    public record Built(Path war, double seconds, boolean reused) implements Outcome {
    }

    /** The commit did not build, or its build made no war: the bisect skips it. */
    public record Failed(String why, double seconds) implements Outcome {
    }

    /** The commit's war, from the cache or built now; a build that fails is an outcome, not an exception. */
    @Override
    public Outcome war(Commit commit) throws IOException {
        long start = System.nanoTime();
        Path cached = root.resolve(spec.cacheKey(commit.sha()));
        Optional<Path> war = cachedWar(cached);
        if (war.isPresent()) {
            out.printf("bisect: %s: reusing its war %s%n", commit.shortSha(), war.get());
            return new Built(war.get(), seconds(start), true);
        }
        Files.createDirectories(root);
        Path log = root.resolve(cached.getFileName() + ".log");
        Files.deleteIfExists(log);
        // as git lists it: a temporary directory reached through a link is named by its real path
        Path worktree = Files.createTempDirectory(WORKTREE_PREFIX + ProcessHandle.current().pid() + "-"
                + commit.shortSha() + "-").toRealPath();
        Runnable remove = cleanup.register("remove work tree " + worktree, () -> remove(worktree));
        try {
            Files.delete(worktree);   // git worktree add wants to create the directory itself
            checkout.addWorktree(worktree, commit.sha());
            out.printf("bisect: %s: building (%s; log %s) ...%n", commit.shortSha(), spec.describe(), log);
            int exit = processes.run(spec.command(), worktree, log, spec.environment());
            if (exit != 0) {
                return new Failed("the build failed (" + exit(exit) + "): " + firstError(log) + "; log " + log,
                        seconds(start));
            }
            List<Path> found = matches(worktree);
            if (found.size() != 1) {
                return new Failed("the build made " + (found.isEmpty() ? "no war" : found.size() + " wars") + " at "
                        + spec.warGlob() + (found.isEmpty() ? "" : " (" + found + ")") + "; log " + log,
                        seconds(start));
            }
            Path kept = keep(found.get(0), cached);
            out.printf(Locale.ROOT, "bisect: %s: built in %.0f s: %s%n", commit.shortSha(), seconds(start), kept);
            return new Built(kept, seconds(start), false);
        } finally {
            remove.run();
        }
    }

    private static Optional<Path> cachedWar(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(directory)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".war")).findFirst();
        }
    }

    /** Copies the war into the cache, published by one rename once it is whole. */
    private Path keep(Path war, Path cached) throws IOException {
        Path partial = Files.createTempDirectory(root, cached.getFileName() + ".partial-");
        try {
            Files.copy(war, partial.resolve(war.getFileName()));
            Files.move(partial, cached, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            if (cachedWar(cached).isEmpty()) {
                throw e;
            }
            // another bisect published the same commit's war first; its copy is as good as ours
        } finally {
            deleteTree(partial);
        }
        return cachedWar(cached).orElseThrow();
    }

    /** The files the war glob matches in the work tree, walking only below the glob's literal directories. */
    List<Path> matches(Path worktree) throws IOException {
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + spec.warGlob());
        String[] parts = spec.warGlob().split("/");
        Path start = worktree;
        int literal = 0;
        while (literal < parts.length - 1 && parts[literal].chars().noneMatch(c -> GLOB_CHARACTERS.indexOf(c) >= 0)) {
            start = start.resolve(parts[literal++]);
        }
        if (!Files.isDirectory(start)) {
            return List.of();
        }
        int depth = spec.warGlob().contains("**") ? Integer.MAX_VALUE : parts.length - literal;
        try (Stream<Path> walk = Files.walk(start, depth)) {
            return walk.filter(Files::isRegularFile).filter(file -> matcher.matches(worktree.relativize(file)))
                    .sorted().toList();
        }
    }

    /**
     * Removes the scratch work trees of bisects no longer running (killed before they could), in this checkout and in
     * the temporary directory; a live bisect's are left alone.
     */
    public void sweep() throws IOException {
        List<Path> dead = new ArrayList<>();
        for (Path worktree : checkout.worktrees()) {
            if (deadOwner(worktree)) {
                dead.add(worktree);
            }
        }
        Path temp = Path.of(System.getProperty("java.io.tmpdir"));
        try (Stream<Path> entries = Files.list(temp)) {
            entries.filter(Files::isDirectory).filter(WarBuilds::deadOwner).map(WarBuilds::real)
                    .filter(entry -> !dead.contains(entry)).forEach(dead::add);
        }
        for (Path worktree : dead) {
            out.println("bisect: removing the work tree " + worktree + " a bisect that is no longer running left");
            remove(worktree);
        }
    }

    private static boolean deadOwner(Path directory) {
        var name = WORKTREE_NAME.matcher(directory.getFileName() == null ? "" : directory.getFileName().toString());
        return name.matches() && ProcessHandle.of(Long.parseLong(name.group(1))).map(p -> !p.isAlive()).orElse(true);
    }

    private static Path real(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path;
        }
    }

    private void remove(Path worktree) throws IOException {
        try {
            if (checkout.worktrees().contains(worktree)) {
                checkout.removeWorktree(worktree);
            }
        } finally {
            deleteTree(worktree);
        }
    }

    private static String exit(int code) {
        return code > 128 && code < 160 ? "stopped by signal " + (code - 128) : "exit " + code;
    }

    private static String firstError(Path log) throws IOException {
        try (Stream<String> lines = Files.lines(log)) {
            return lines.filter(line -> line.contains("ERROR") || line.contains("rror:")).findFirst()
                    .map(String::strip).orElse("no error line in its log");
        } catch (UncheckedIOException e) {
            return "its log is not text";
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
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
