package org.repobench.bisect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.api.ExitStatus;
import org.repobench.gate.Cleanup;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A bisect end to end on a scratch git history, Fedora and the gate stood in for: each commit's "war" is built by a
 * shell command in a scratch work tree and says whether it is fast or slow, and the judge reads it. What is real: the
 * candidates from git, the builds and their cache, the skips, the log, resuming, result.json, the work trees' cleanup.
 */
class BisectFlowTest {
    @TempDir
    Path dir;
    private History history;
    private Checkout checkout;
    private Path builds;
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);
    private final AtomicInteger judged = new AtomicInteger();
    private Cleanup cleanup;

    /** Judges a war by what it says, as the gate would by what it measured. */
    private final Judge byState = (commit, good, war, directory) -> {
        judged.incrementAndGet();
        assertEquals("fast", History.state(good), "always judged against the good commit's war");
        return switch (History.state(war)) {
            case "fast" -> new Judged(StepVerdict.GOOD, "all 2 as one (time)", OptionalValues.of(0.01),
                    OptionalValues.of(0.05), List.of(), directory.toString(), "");
            case "slow" -> new Judged(StepVerdict.BAD, "all 2 as one (time)", OptionalValues.of(0.3),
                    OptionalValues.of(0.05), List.of("all 2 as one (time)"), directory.toString(), "");
            default -> Judged.stopped(StepVerdict.NO_VERDICT, "no verdict: the servers did not start",
                    directory.toString());
        };
    };

    @BeforeEach
    void scratch() throws IOException {
        history = new History(dir.resolve("fcrepo"));
        checkout = Checkout.at(history.root, history.processes);
        builds = dir.resolve("builds.txt");
        cleanup = new Cleanup(history.processes, out);
    }

    @AfterEach
    void noWorkTreeLeft() {
        cleanup.close();
        assertEquals(List.of(checkout.root()), checkout.worktrees(), "every scratch work tree removed");
    }

    private WarBuilds wars() {
        BuildSpec spec = BuildSpec.shell(History.BUILD, List.of(), History.WAR_GLOB, Map.of("BUILDS",
                builds.toString()));
        return new WarBuilds(dir.resolve("wars"), checkout, spec, history.processes, cleanup, out);
    }

    private Bisect.Outcome bisect(String good, String bad, boolean trustBad, Judge judge, Map<String, String> settings)
            throws IOException {
        Commit g = checkout.resolve(BisectOptions.GOOD, good);
        Commit b = checkout.resolve(BisectOptions.BAD, bad);
        return new Bisect(new BisectLog.Plan(g, b, settings), checkout.candidates(g, b), Set.of(), trustBad,
                dir.resolve("bisect"), wars(), war -> Optional.empty(), judge, out).run();
    }

    private Bisect.Outcome bisect(Judge judge) throws IOException {
        return bisect(history.shas.get(0), history.shas.get(history.shas.size() - 1), false, judge, Map.of());
    }

    private int buildsRun() throws IOException {
        return Files.exists(builds) ? (int) Files.lines(builds).count() : 0;
    }

    private List<String> loggedVerdicts() throws IOException {
        try (BisectLog log = BisectLog.open(dir.resolve("bisect"), plan())) {
            return log.steps().stream().map(s -> s.verdict().label()).toList();
        }
    }

    private BisectLog.Plan plan() {
        return new BisectLog.Plan(checkout.resolve(BisectOptions.GOOD, history.shas.get(0)),
                checkout.resolve(BisectOptions.BAD, history.shas.get(history.shas.size() - 1)), Map.of());
    }

    /** good, fast, fast, broken, fast, slow (the first bad), slow (bad). */
    private void sixCandidates() throws IOException {
        for (String state : List.of("fast", "fast", "fast", "broken", "fast", "slow", "slow")) {
            history.commit(state);
        }
    }

    @Test
    void namesTheFirstSlowCommitSkippingOneThatDoesNotBuild() throws IOException {
        sixCandidates();
        Bisect.Outcome outcome = bisect(byState);
        assertEquals(ExitStatus.DONE, outcome.status(), printed.toString());
        assertEquals(List.of(history.shas.get(5)), outcome.suspects().stream().map(Commit::sha).toList());
        assertTrue(outcome.line().startsWith("first bad commit: " + history.shas.get(5) + " commit 5: slow"),
                outcome.line());
        // the bad commit first, then the middle (which does not build), the one after it, the first slow
        assertEquals(List.of("bad", "skip", "good", "bad"), loggedVerdicts());
        assertEquals(3, judged.get());

        JsonNode result = new ObjectMapper().readTree(dir.resolve("bisect").resolve("result.json").toFile());
        assertEquals(history.shas.get(5), result.path("firstBad").path("sha").asText());
        assertEquals(0, result.path("exit").asInt());
        assertEquals(4, result.path("steps").size());
        assertTrue(result.path("steps").get(1).path("note").asText().startsWith("the build failed"), result.toString());
        assertTrue(printed.toString().contains("could see"), printed.toString());
    }

    @Test
    void runAgainItReadsItsLogAndBuildsAndJudgesNothingTwice() throws IOException {
        sixCandidates();
        AtomicInteger calls = new AtomicInteger();
        Judge killedAtTheSecond = (commit, good, war, directory) -> {
            if (calls.incrementAndGet() == 2) {
                throw new IllegalStateException("killed");
            }
            return byState.judge(commit, good, war, directory);
        };
        assertThrows(IllegalStateException.class, () -> bisect(killedAtTheSecond));
        assertEquals(List.of("bad", "skip", "could not run"), loggedVerdicts());
        int built = buildsRun();
        judged.set(0);

        Bisect.Outcome outcome = bisect(byState);
        assertEquals(ExitStatus.DONE, outcome.status(), printed.toString());
        assertEquals(history.shas.get(5), outcome.suspects().get(0).sha());
        assertEquals(2, judged.get(), "neither the bad commit nor the skipped one again");
        assertEquals(built + 1, buildsRun(), "only the first slow commit's war is new; the rest are cached");
        assertEquals(List.of("bad", "skip", "could not run", "good", "bad"), loggedVerdicts());
        assertTrue(printed.toString().contains("resuming: 3 step(s)"), printed.toString());

        // a finished bisect run again only says what it found
        judged.set(0);
        assertEquals(history.shas.get(5), bisect(byState).suspects().get(0).sha());
        assertEquals(0, judged.get());
    }

    @Test
    void aLineCutShortByAKillIsDroppedAndItsStepDoneAgain() throws IOException {
        sixCandidates();
        Judge stop = (commit, good, war, directory) -> Judged.stopped(StepVerdict.NO_VERDICT, "later", "");
        assertEquals(ExitStatus.NO_VERDICT, bisect(stop).status());
        Path log = dir.resolve("bisect").resolve(BisectLog.FILE);
        Files.writeString(log, "{\"step\":2,\"commit\":\"abc", StandardOpenOption.APPEND);
        assertEquals(ExitStatus.DONE, bisect(byState).status(), printed.toString());
        assertTrue(Files.readString(log).lines().allMatch(line -> line.endsWith("}")), Files.readString(log));
    }

    @Test
    void aStepWithoutAVerdictStopsTheBisectAndTheNextRunJudgesItAgain() throws IOException {
        sixCandidates();
        AtomicInteger calls = new AtomicInteger();
        Judge flaky = (commit, good, war, directory) -> calls.incrementAndGet() == 2
                ? Judged.stopped(StepVerdict.NO_VERDICT, "no verdict: a step failed", directory.toString())
                : byState.judge(commit, good, war, directory);
        Bisect.Outcome stopped = bisect(flaky);
        assertEquals(ExitStatus.NO_VERDICT, stopped.status());
        assertTrue(stopped.line().contains("no verdict: a step failed") && stopped.line().contains("--skip "),
                stopped.line());
        assertEquals(List.of(), stopped.suspects());
        assertEquals(ExitStatus.DONE, bisect(flaky).status(), printed.toString());
        assertEquals(List.of("bad", "skip", "no verdict", "good", "bad"), loggedVerdicts());
    }

    @Test
    void aBadCommitThatIsNotSlowerLeavesNothingToBisect() throws IOException {
        for (String state : List.of("fast", "fast", "fast")) {
            history.commit(state);
        }
        Bisect.Outcome outcome = bisect(byState);
        assertEquals(ExitStatus.NO_VERDICT, outcome.status());
        assertTrue(outcome.line().contains("is not slower than --good by the gate's rule"), outcome.line());
        assertEquals(1, judged.get(), "the bad commit alone");
    }

    @Test
    void trustedTheBadCommitIsNotJudgedAndSkipsCanLeaveTwoSuspects() throws IOException {
        // good, fast, broken, slow (the first bad), slow (bad)
        for (String state : List.of("fast", "fast", "broken", "slow", "slow")) {
            history.commit(state);
        }
        Bisect.Outcome outcome = bisect(history.shas.get(0), history.shas.get(4), true, byState, Map.of());
        assertEquals(ExitStatus.DONE, outcome.status());
        assertEquals(List.of(history.shas.get(2), history.shas.get(3)), outcome.suspects().stream()
                .map(Commit::sha).toList());
        assertTrue(outcome.line().startsWith("the first bad commit is one of: ") && outcome.line().contains(
                "(skipped)"), outcome.line());
        assertEquals(2, judged.get());
    }

    @Test
    void aLogOfOtherSettingsIsNotResumed() throws IOException {
        sixCandidates();
        bisect(history.shas.get(0), history.shas.get(6), false, byState, Map.of("--forks", "6"));
        String message = assertThrows(BisectException.class, () -> bisect(history.shas.get(0), history.shas.get(6),
                false, byState, Map.of("--forks", "8"))).getMessage();
        assertTrue(message.contains("other settings (--forks '6')") && message.contains("another --out"), message);
    }

    @Test
    void theCandidatesAreTheFirstParentLineAMergeOneOfThem() throws IOException {
        String good = history.commit("fast");
        String a = history.commit("fast");
        history.git("checkout", "-q", "-b", "topic");
        history.commit("fast");
        history.commit("slow");
        history.git("checkout", "-q", "main");
        history.commit("fast");
        history.git("merge", "-q", "--no-ff", "-s", "ours", "-m", "merge topic", "topic");
        String merge = history.git("rev-parse", "HEAD");
        String c = history.commit("slow");
        List<String> candidates = checkout.candidates(checkout.resolve("--good", good), checkout.resolve("--bad", c))
                .stream().map(Commit::sha).toList();
        assertEquals(List.of(a, history.shas.get(4), merge, c), candidates);
    }

    @Test
    void badInputIsOneLineNamingTheValue() throws Exception {
        String first = history.commit("fast");
        String second = history.commit("slow");
        Commit good = checkout.resolve("--good", first);
        Commit bad = checkout.resolve("--bad", second);
        assertTrue(assertThrows(BisectException.class, () -> checkout.candidates(bad, bad)).getMessage()
                .contains("are the same commit"));
        assertTrue(assertThrows(BisectException.class, () -> checkout.candidates(bad, good)).getMessage()
                .contains("is not an ancestor of --bad"));
        assertTrue(assertThrows(BisectException.class, () -> checkout.resolve("--good", "v9.9.9")).getMessage()
                .startsWith("--good: unknown commit 'v9.9.9'"));
        Path plain = Files.createDirectories(dir.resolve("plain"));
        if (new ProcessBuilder("git", "rev-parse").directory(plain.toFile()).start().waitFor() != 0) {
            assertTrue(assertThrows(BisectException.class, () -> Checkout.at(plain, history.processes))
                    .getMessage().contains("is not a git checkout"));
        }
        assertTrue(assertThrows(BisectException.class, () -> Checkout.at(dir.resolve("none"), history.processes))
                .getMessage().contains("is not a directory"));
    }

    @Test
    void aWorkTreeADeadBisectLeftIsRemovedByTheNext() throws Exception {
        history.commit("fast");
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path left = Path.of(System.getProperty("java.io.tmpdir")).toRealPath()
                .resolve(WarBuilds.WORKTREE_PREFIX + gone.pid() + "-abc-1");
        checkout.addWorktree(left, history.shas.get(0));
        Path stray = Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir"))
                .resolve(WarBuilds.WORKTREE_PREFIX + gone.pid() + "-def-2"));
        Path live = Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir"))
                .resolve(WarBuilds.WORKTREE_PREFIX + ProcessHandle.current().pid() + "-ghi-3"));
        try {
            wars().sweep();
            assertTrue(Files.notExists(left) && Files.notExists(stray), "a dead bisect's work trees are removed");
            assertTrue(Files.isDirectory(live), "a live bisect's are left");
        } finally {
            Files.deleteIfExists(live);
        }
    }

    @Test
    void theWarGlobWalksBelowItsLiteralDirectoriesOnly() throws IOException {
        Path tree = Files.createDirectories(dir.resolve("tree").resolve("fcrepo-webapp").resolve("target"));
        Files.writeString(tree.resolve("fcrepo-webapp-6.1.0.war"), "war");
        Files.writeString(tree.resolve("fcrepo-webapp-6.1.0.jar"), "jar");
        WarBuilds fedora = new WarBuilds(dir.resolve("wars"), checkout, BuildSpec.maven(false, List.of(), Map.of()),
                history.processes, cleanup, out);
        assertEquals(List.of(tree.resolve("fcrepo-webapp-6.1.0.war")), fedora.matches(dir.resolve("tree")));
    }
}
