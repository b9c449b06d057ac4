package org.repobench.gate;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The git side of the gate against a scratch repository: revisions, cleanliness, work trees, the build cache. */
class GitRepositoryTest {
    @TempDir
    Path dir;
    private final ChildProcesses processes = new ChildProcesses();
    private Path repository;
    private Git git;

    @BeforeEach
    void scratchRepository() throws Exception {
        repository = Files.createDirectories(dir.resolve("repo"));
        processes.output(List.of("git", "init", "-q"), repository);
        Files.writeString(repository.resolve("a.txt"), "one");
        commit("first");
        Files.writeString(repository.resolve("a.txt"), "two");
        commit("second");
        git = Git.at(repository.resolve("."), processes);
    }

    private void commit(String message) {
        processes.output(List.of("git", "add", "-A"), repository);
        processes.output(List.of("git", "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-q",
                "-m", message), repository);
    }

    @Test
    void resolvesRevisionsToCommits() {
        String head = git.resolve("--head", "HEAD");
        assertTrue(head.matches("[0-9a-f]{40}"), head);
        assertFalse(head.equals(git.resolve("--base", "HEAD~1")));
        assertEquals("second", git.subject(head));
    }

    @Test
    void anUnknownRevisionIsBadInputNamingTheOptionAndValue() {
        String message = assertThrows(GateException.class, () -> git.resolve("--base", "no-such-branch")).getMessage();
        assertTrue(message.startsWith("--base: unknown revision 'no-such-branch'"), message);
        assertThrows(GateException.class, () -> git.resolve("--base", "HEAD~5"));
    }

    @Test
    void outsideARepositoryIsBadInput() throws Exception {
        Path elsewhere = Files.createDirectories(dir.resolve("not-a-repo"));
        // a temp dir could sit inside some repository; only check when it does not
        if (new ProcessBuilder("git", "rev-parse").directory(elsewhere.toFile()).start().waitFor() != 0) {
            assertThrows(GateException.class, () -> Git.at(elsewhere, processes));
        }
    }

    @Test
    void trackedEditsCountAsUncommittedButNewFilesDoNot() throws Exception {
        assertEquals(List.of(), git.uncommittedChanges());
        Files.writeString(repository.resolve("new.txt"), "untracked");
        assertEquals(List.of(), git.uncommittedChanges());
        Files.writeString(repository.resolve("a.txt"), "edited");
        assertEquals(1, git.uncommittedChanges().size());
    }

    @Test
    void withoutHeadADirtyTreeIsBadInputThatSaysWhatToDo() throws Exception {
        RevisionArms.requireCleanWorkingTree(git);
        Files.writeString(repository.resolve("a.txt"), "edited");
        String message = assertThrows(GateException.class, () -> RevisionArms.requireCleanWorkingTree(git))
                .getMessage();
        assertTrue(message.contains("'M a.txt'") && message.contains("--head HEAD"), message);
    }

    @Test
    void worktreesComeAndGo() throws Exception {
        Path worktree = dir.resolve("wt");
        git.addWorktree(worktree, git.resolve("--base", "HEAD~1"));
        assertEquals("one", Files.readString(worktree.resolve("a.txt")));
        git.removeWorktree(worktree);
        assertFalse(Files.exists(worktree));
        assertFalse(processes.output(List.of("git", "worktree", "list"), repository).contains(worktree.toString()));
    }

    @Test
    void aCachedBuildIsReusedWithoutBuilding() throws Exception {
        String sha = git.resolve("--head", "HEAD");
        Path builds = dir.resolve("builds");
        Path cached = Files.createDirectories(builds.resolve(sha)).resolve(BuildCache.CLASSPATH_FILE);
        Files.writeString(cached, "/x.jar");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Cleanup cleanup = new Cleanup(processes, System.err)) {
            BuildCache cache = new BuildCache(builds, git, processes, cleanup, true, new PrintStream(out, true));
            assertEquals(cached, cache.classpathOf(Arm.HEAD, sha));
        }
        assertTrue(out.toString().contains("reusing the build"), out.toString());
    }

    @Test
    void aRevisionThatDoesNotBuildIsReportedWithItsLogAndLeavesNoWorktree() throws Exception {
        String sha = git.resolve("--head", "HEAD");
        Path builds = dir.resolve("builds");
        try (Cleanup cleanup = new Cleanup(processes, System.err)) {
            BuildCache cache = new BuildCache(builds, git, processes, cleanup, true,
                    new PrintStream(new ByteArrayOutputStream()));
            // the scratch repository has no pom.xml, so Maven fails
            GateException e = assertThrows(GateException.class, () -> cache.classpathOf(Arm.BASE, sha));
            assertTrue(e.getMessage().contains("did not build") && e.getMessage().contains(sha + ".log"),
                    e.getMessage());
        }
        String worktrees = processes.output(List.of("git", "worktree", "list"), repository);
        assertEquals(1, worktrees.lines().count(), worktrees);
        assertFalse(Files.exists(builds.resolve(sha)));
    }

    @Test
    void mavenRunsQuietBatchPackageWithoutTests() {
        assertEquals(List.of("mvn", "-q", "-B", "package", "-DskipTests"), BuildCache.mavenCommand(false));
        assertEquals(List.of("mvn", "-q", "-B", "-o", "package", "-DskipTests"), BuildCache.mavenCommand(true));
    }
}
