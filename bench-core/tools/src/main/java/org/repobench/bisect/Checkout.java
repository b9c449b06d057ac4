package org.repobench.bisect;

import org.repobench.gate.ChildProcesses;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The git checkout of Fedora being bisected: its commits, the candidates between the good and the bad one, and the
 * scratch work trees the builds run in. Its own working tree is never touched.
 */
public final class Checkout {
    private final Path root;
    private final ChildProcesses processes;

    private Checkout(Path root, ChildProcesses processes) {
        this.root = root;
        this.processes = processes;
    }

    /** The checkout at {@code directory}; one line if it is none. */
    public static Checkout at(Path directory, ChildProcesses processes) {
        if (!Files.isDirectory(directory)) {
            throw new BisectException(BisectOptions.CHECKOUT + ": '" + directory + "' is not a directory; accepted:"
                    + " a git checkout of Fedora (e.g. a clone of fcrepo)");
        }
        try {
            String top = processes.output(List.of("git", "rev-parse", "--show-toplevel"), directory);
            return new Checkout(Path.of(top), processes);
        } catch (ChildProcesses.CommandFailed e) {
            throw new BisectException(BisectOptions.CHECKOUT + ": '" + directory + "' is not a git checkout ("
                    + e.output().lines().findFirst().orElse("") + "); accepted: a git checkout of Fedora");
        }
    }

    public Path root() {
        return root;
    }

    /** The commit a revision names, with its subject; one line naming the option and the value if git has none. */
    public Commit resolve(String option, String revision) {
        String sha;
        try {
            sha = processes.output(List.of("git", "rev-parse", "--verify", "--quiet", "--end-of-options",
                    revision + "^{commit}"), root);
        } catch (ChildProcesses.CommandFailed e) {
            throw new BisectException(option + ": unknown commit '" + revision + "' in " + root + "; accepted:"
                    + " anything git rev-parse resolves to a commit (a branch, tag, sha, or e.g. HEAD~3)");
        }
        return new Commit(sha, subject(sha));
    }

    private String subject(String sha) {
        return processes.output(List.of("git", "log", "-1", "--format=%s", sha, "--"), root);
    }

    /**
     * The candidates of a bisect, in history order: the commits on the bad commit's first-parent line after the good
     * one, the bad commit last. First parent, so a merge is one step and the commits of a branch it merged are not
     * candidates of their own: a regression a merge brought in is found at the merge.
     *
     * @throws BisectException good and bad are one commit, or good is not an ancestor of bad
     */
    public List<Commit> candidates(Commit good, Commit bad) {
        if (good.sha().equals(bad.sha())) {
            throw new BisectException(BisectOptions.GOOD + " and " + BisectOptions.BAD + " are the same commit "
                    + good.describe() + "; accepted: a good commit that is an ancestor of the bad one");
        }
        if (!isAncestor(good.sha(), bad.sha())) {
            throw new BisectException(BisectOptions.GOOD + " " + good.describe() + " is not an ancestor of "
                    + BisectOptions.BAD + " " + bad.describe()
                    + "; accepted: a good commit in the bad one's history (git merge-base --is-ancestor GOOD BAD)");
        }
        String log = processes.output(List.of("git", "log", "--first-parent", "--reverse", "--format=%H %s",
                good.sha() + ".." + bad.sha(), "--"), root);
        List<Commit> commits = new ArrayList<>();
        for (String line : log.lines().toList()) {
            int space = line.indexOf(' ');
            commits.add(space < 0 ? new Commit(line, "") : new Commit(line.substring(0, space),
                    line.substring(space + 1)));
        }
        if (commits.isEmpty() || !commits.get(commits.size() - 1).sha().equals(bad.sha())) {
            throw new IllegalStateException("git log " + good.sha() + ".." + bad.sha() + " did not end at the bad"
                    + " commit: " + commits);
        }
        return commits;
    }

    private boolean isAncestor(String ancestor, String descendant) {
        try {
            processes.output(List.of("git", "merge-base", "--is-ancestor", ancestor, descendant), root);
            return true;
        } catch (ChildProcesses.CommandFailed e) {
            if (e.exitCode() == 1) {
                return false;
            }
            throw e;
        }
    }

    /** A detached work tree of {@code sha} at {@code directory}, which must not exist yet. */
    public void addWorktree(Path directory, String sha) {
        processes.output(List.of("git", "worktree", "add", "--detach", "--force", directory.toString(), sha), root);
    }

    /** Removes a work tree this bisect (or a killed one) added, and git's record of any whose directory is gone. */
    public void removeWorktree(Path directory) {
        try {
            processes.output(List.of("git", "worktree", "remove", "--force", "--force", directory.toString()), root);
        } finally {
            processes.output(List.of("git", "worktree", "prune"), root);
        }
    }

    /** The work trees git knows of in this checkout. */
    public List<Path> worktrees() {
        return processes.output(List.of("git", "worktree", "list", "--porcelain"), root).lines()
                .filter(line -> line.startsWith("worktree ")).map(line -> Path.of(line.substring(9))).toList();
    }
}
