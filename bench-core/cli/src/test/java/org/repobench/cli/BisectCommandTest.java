package org.repobench.cli;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad input to {@code bisect} through the real entry point, before anything is built: one line naming what was wrong,
 * the value and what is accepted, exit 2, no stack trace, nothing written.
 */
class BisectCommandTest {
    @TempDir
    Path dir;
    private Path checkout;
    private final List<String> shas = new ArrayList<>();

    @BeforeEach
    void scratchCheckout() throws Exception {
        checkout = Files.createDirectories(dir.resolve("fcrepo"));
        git("init", "-q");
        for (String state : List.of("good", "middle", "bad")) {
            Files.writeString(checkout.resolve("state"), state);
            git("add", "-A");
            git("commit", "-q", "-m", state);
            shas.add(git("rev-parse", "HEAD"));
        }
    }

    private String git(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git", "-c", "user.name=t", "-c", "user.email=t@example.org"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).directory(checkout.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes()).strip();
        assertTrue(process.waitFor(1, TimeUnit.MINUTES) && process.exitValue() == 0, output);
        return output;
    }

    /** A bisect of the scratch checkout with a build that needs nothing, and these arguments besides. */
    private CliRunner bisect(String... more) {
        List<String> args = new ArrayList<>(List.of("bisect", "--checkout", checkout.toString(),
                "--build-command", "true", "--out", dir.resolve("out").toString()));
        args.addAll(List.of(more));
        return CliRunner.run(args.toArray(String[]::new));
    }

    private String oneLine(CliRunner run) {
        assertEquals(2, run.exitCode(), run.toString());
        List<String> lines = run.err().lines().toList();
        assertEquals(1, lines.size(), run.toString());
        assertTrue(lines.get(0).startsWith("repobench bisect: "), lines.get(0));
        assertEquals("", run.out(), "nothing started: " + run);
        assertFalse(Files.exists(dir.resolve("out")), "nothing written");
        return lines.get(0);
    }

    @Test
    void notAGitCheckout() throws Exception {
        Path plain = Files.createDirectories(dir.resolve("plain"));
        if (new ProcessBuilder("git", "rev-parse").directory(plain.toFile()).start().waitFor() == 0) {
            return;   // the temporary directory is inside some repository
        }
        String line = oneLine(CliRunner.run("bisect", "--checkout", plain.toString(), "--good", "HEAD~1", "--bad",
                "HEAD", "--build-command", "true"));
        assertTrue(line.contains("--checkout: '" + plain + "' is not a git checkout") && line.contains("accepted: "),
                line);
    }

    @Test
    void aCommitThatDoesNotExist() {
        String line = oneLine(bisect("--good", "v0.0.0-none", "--bad", "HEAD"));
        assertTrue(line.contains("--good: unknown commit 'v0.0.0-none'") && line.contains("accepted: "), line);
    }

    @Test
    void goodNotAnAncestorOfBad() {
        String line = oneLine(bisect("--good", shas.get(2), "--bad", shas.get(0)));
        assertTrue(line.contains("is not an ancestor of --bad") && line.contains("accepted: "), line);
    }

    @Test
    void goodAndBadTheSameCommit() {
        String line = oneLine(bisect("--good", "HEAD", "--bad", shas.get(2)));
        assertTrue(line.contains("--good and --bad are the same commit"), line);
    }

    @Test
    void noJavaForTheBuild() {
        Path notAJdk = dir.resolve("jre");
        String line = oneLine(bisect("--good", "HEAD~2", "--bad", "HEAD", "--java-home", notAJdk.toString()));
        assertTrue(line.contains("no Java for the build: --java-home '" + notAJdk + "' has no bin/javac")
                && line.contains("accepted: --java-home DIR"), line);
    }

    @Test
    void aSkipThatIsNoCandidateAndAGlobThatIsNone() {
        String line = oneLine(bisect("--good", "HEAD~2", "--bad", "HEAD", "--skip", "HEAD"));
        assertTrue(line.contains("--skip ") && line.contains("is not a candidate"), line);
        line = oneLine(bisect("--good", "HEAD~2", "--bad", "HEAD", "--war-glob", "/abs/*.war"));
        assertTrue(line.contains("--war-glob '/abs/*.war' is not relative to the work tree"), line);
    }

    @Test
    void theGatesOptionsAreCheckedAsTheGateChecksThem() {
        String line = oneLine(bisect("--good", "HEAD~2", "--bad", "HEAD", "--forks", "2"));
        assertTrue(line.contains("--forks") && line.contains("'2'"), line);
        line = oneLine(bisect("--good", "HEAD~2", "--bad", "HEAD", "--include", "ConcurrentCrudBenchmark\\.update$"));
        assertTrue(line.contains("--include") && line.contains("not applicable with --side-by-side"), line);
    }

    @Test
    void requiredOptions() {
        String line = oneLine(CliRunner.run("bisect", "--good", "HEAD~1", "--bad", "HEAD"));
        assertTrue(line.contains("option --checkout is required"), line);
        line = oneLine(bisect("--bad", "HEAD"));
        assertTrue(line.contains("option --good is required"), line);
    }
}
