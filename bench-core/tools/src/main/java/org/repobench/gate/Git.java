package org.repobench.gate;

import java.nio.file.Path;
import java.util.List;

/** The few git operations the gate needs, run in one repository. */
public final class Git {
    private final Path repository;
    private final ChildProcesses processes;

    private Git(Path repository, ChildProcesses processes) {
        this.repository = repository;
        this.processes = processes;
    }

    /** The repository that holds {@code directory}; bad input if there is none. */
    public static Git at(Path directory, ChildProcesses processes) {
        try {
            String top = processes.output(List.of("git", "rev-parse", "--show-toplevel"), directory);
            return new Git(Path.of(top), processes);
        } catch (ChildProcesses.CommandFailed e) {
            throw new GateException("the gate runs inside a git repository, but " + directory.toAbsolutePath()
                    + " is not in one (" + e.output().lines().findFirst().orElse("") + ")");
        }
    }

    public Path root() {
        return repository;
    }

    /** The commit a revision names; bad input (naming the option and the value) if git does not know it. */
    public String resolve(String option, String revision) {
        try {
            return processes.output(List.of("git", "rev-parse", "--verify", "--quiet", "--end-of-options",
                    revision + "^{commit}"), repository);
        } catch (ChildProcesses.CommandFailed e) {
            throw new GateException(option + ": unknown revision '" + revision + "'; accepted: anything git rev-parse "
                    + "resolves to a commit in " + repository + " (a branch, tag, sha, or e.g. HEAD~1, origin/main)");
        }
    }

    /** The first line of a commit's message, for the summary. */
    public String subject(String sha) {
        return processes.output(List.of("git", "log", "-1", "--format=%s", sha, "--"), repository);
    }

    public String shortSha(String sha) {
        return sha.length() > 10 ? sha.substring(0, 10) : sha;
    }

    /**
     * Tracked files with uncommitted changes, as {@code git status --porcelain} lines; untracked files do not count.
     */
    public List<String> uncommittedChanges() {
        String status = processes.output(List.of("git", "status", "--porcelain", "--untracked-files=no"), repository);
        return status.isEmpty() ? List.of() : status.lines().toList();
    }

    public void addWorktree(Path directory, String sha) {
        processes.output(List.of("git", "worktree", "add", "--detach", directory.toString(), sha), repository);
    }

    /** Removes a work tree the gate added; also when its directory is already gone. */
    public void removeWorktree(Path directory) {
        processes.output(List.of("git", "worktree", "remove", "--force", directory.toString()), repository);
    }
}
