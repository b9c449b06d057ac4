package org.repobench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.fixture.FixtureCache;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code ./repobench bisect} as users run it, on a small fake history of Fedora instead of Fedora's own: each commit's
 * "build" copies one of two real wars, Fedora 6.1.0 as it is or with a servlet filter that spends 40 ms of CPU on
 * every request ({@link CostlyWar}), or fails. The judgement is the gate's, real and tiny: the warm GET of 10 members,
 * 4 pairs of servers started side by side, judged at alpha 0.2 (its three tests, time, CPU and allocation, can reach
 * it under the gate's Holm rule: 3 x 1/16 is below 0.2) against a 50 % threshold that the added cost passes many times
 * over and two builds of the same bytes cannot. The history:
 *
 * <pre>
 *   good   Fedora 6.1.0
 *   c1     the costly filter      the first bad commit
 *   c2     a change that does not build
 *   bad    the costly filter      (taken as bad: --trust-bad)
 * </pre>
 *
 * The search judges c2 first (the middle), which does not build and is skipped as {@code git bisect skip}, then c1,
 * which the gate finds slower: one gate. Run again, the bisect reads its log and says the same without a gate.
 */
class BisectEndToEndTest {
    private static final int CPU_MILLIS = 40;
    /**
     * About 4 minutes on a quiet 2-core machine (6 pairs of server starts, two of them made again after loading
     * fixtures); twice that where the machine is shared. It measures nothing, so a busy machine only slows it.
     */
    private static final long MOST_MINUTES = 20;
    private static final List<String> TINY_GATE = List.of("--include", "ManyMembersBenchmark\\.warmGet$",
            "--params", "workload=N_MEMBERS;size=10", "--forks", "4", "--alpha", "0.2", "--warmup", "1",
            "--threshold", "50", "--pooled-threshold", "50", "--alloc-threshold", "50");

    @TempDir
    Path dir;

    private String git(Path repository, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=t", "-c", "user.email=t@example.org"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(repository.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes()).strip();
        assertTrue(process.waitFor(1, TimeUnit.MINUTES) && process.exitValue() == 0, output);
        return output;
    }

    private String commit(Path repository, String build, String subject) throws IOException, InterruptedException {
        Files.writeString(repository.resolve("build"), build);
        git(repository, "add", "-A");
        git(repository, "commit", "-q", "-m", subject);
        return git(repository, "rev-parse", "HEAD");
    }

    @Test
    void findsTheCommitThatAddedACostSkippingOneThatDoesNotBuild() throws Exception {
        Path wars = Files.createDirectories(dir.resolve("wars"));
        Files.copy(CostlyWar.fedora(), wars.resolve("plain.war"));
        CostlyWar.write(wars.resolve("costly.war"), CPU_MILLIS, dir.resolve("filter"));
        Path fedora = Files.createDirectories(dir.resolve("fcrepo"));
        git(fedora, "init", "-q");
        String good = commit(fedora, "plain", "Fedora 6.1.0 as released");
        String firstBad = commit(fedora, "costly", "Spend " + CPU_MILLIS + " ms of CPU on every request");
        String broken = commit(fedora, "broken", "A change that does not compile");
        String bad = commit(fedora, "costly", "Another change, still slow");

        // the build a Fedora checkout's commit gets: its war where Fedora's build leaves one, or a failure
        String build = "test \"$(cat build)\" != broken && mkdir -p fcrepo-webapp/target && cp '" + wars
                + "'/\"$(cat build)\".war fcrepo-webapp/target/fcrepo-webapp-" + CostlyWar.FEDORA + ".war";
        List<String> args = new ArrayList<>(List.of("bisect", "--checkout", fedora.toString(), "--good", good,
                "--bad", bad, "--trust-bad", "--build-command", build));
        args.addAll(TINY_GATE);
        Path work = Files.createDirectories(dir.resolve("work"));
        Map<String, String> ownFixtures = Map.of(FixtureCache.DIRECTORY_ENV, dir.resolve("fixtures").toString());

        Launcher.Run run = Launcher.fromBuild().run(work, ownFixtures, args, MOST_MINUTES);
        // what the bisect and its gate said, for a reader of the test's report
        System.out.println(run.out());
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("bisect: first bad commit: " + firstBad), run.toString());
        assertFalse(run.all().contains("\tat "), run.toString());

        Path bisect = work.resolve("target").resolve("bisect").resolve(good.substring(0, 10) + ".."
                + bad.substring(0, 10));
        List<JsonNode> steps = new ArrayList<>();
        ObjectMapper json = new ObjectMapper();
        for (String line : Files.readAllLines(bisect.resolve("bisect.log")).subList(1, 3)) {
            steps.add(json.readTree(line));
        }
        assertEquals(List.of(broken, firstBad), steps.stream().map(s -> s.path("commit").asText()).toList());
        assertEquals("skip", steps.get(0).path("verdict").asText());
        JsonNode judged = steps.get(1);
        assertEquals("bad", judged.path("verdict").asText(), judged.toString());
        assertTrue(judged.path("fired").size() > 0 && judged.path("couldSee").isNumber(), judged.toString());
        assertTrue(Files.isRegularFile(Path.of(judged.path("results").asText()).resolve("compare.html")),
                judged.toString());
        JsonNode result = json.readTree(bisect.resolve("result.json").toFile());
        assertEquals(firstBad, result.path("firstBad").path("sha").asText(), result.toString());
        assertEquals(List.of(fedora.toRealPath().toString()), List.of(git(fedora, "worktree", "list",
                "--porcelain").lines().filter(l -> l.startsWith("worktree ")).map(l -> l.substring(9))
                .toArray(String[]::new)), "no scratch work tree left");

        Launcher.Run again = Launcher.fromBuild().run(work, ownFixtures, args);
        assertEquals(0, again.exit(), again.toString());
        assertTrue(again.out().contains("resuming: 2 step(s)")
                && again.out().contains("bisect: first bad commit: " + firstBad), again.toString());
        assertFalse(again.out().contains("gate: "), "nothing judged again: " + again);
    }
}
