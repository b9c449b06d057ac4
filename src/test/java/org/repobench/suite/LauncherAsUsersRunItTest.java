package org.repobench.suite;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.repobench.provision.TestEngine;
import org.repobench.store.jdbc.JdbcDialect;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code ./repobench} as users run it: a child JVM on the launcher's own class path file and main class, not the
 * test's class path (which differs: a commons-lang3 older than commons-compress needs once broke every container
 * store through the launcher while every module test passed). The file store, a container store where an engine runs
 * (required where {@code REPOBENCH_DOCKER_REQUIRED=true}, as in CI), an image that cannot be had, report and compare on
 * what a run wrote, and one bad input per command: one line, exit 2, no stack trace.
 */
class LauncherAsUsersRunItTest {
    private static final List<String> TINY = List.of("ManyMembersBenchmark.warmGet", "-p", "workload=N_MEMBERS",
            "-p", "size=3", "-p", "parallel=false", "-p", "cacheSize=10000", "-f", "1", "-wi", "0", "-i", "1",
            "-r", "200ms");
    private static final String NO_IMAGE = "repobench/no-such-image:0";

    @TempDir
    Path out;

    private static Launcher launcher() {
        return Launcher.fromBuild();
    }

    private Launcher.Run run(Map<String, String> env, String store) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", "--no-report", "--out", out.toString()));
        args.addAll(TINY);
        args.addAll(List.of("-p", "store=" + store));
        return launcher().run(env, args);
    }

    @Test
    void runOnTheFileStorePrintsTheTableThenReportAndCompareReadWhatItWrote() throws Exception {
        Launcher.Run run = run(Map.of(), "FILE");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("ms/member"), run.toString());
        Path latest = out.resolve("latest.json");

        Launcher.Run report = launcher().run(Map.of(), List.of("report", latest.toString(), "--out",
                out.resolve("report").toString()));
        assertEquals(0, report.exit(), report.toString());
        assertTrue(Files.isRegularFile(out.resolve("report").resolve("report.html")), report.toString());

        // one fork a side cannot be judged: no verdict, said, never a regression nor a crash
        Launcher.Run compare = launcher().run(Map.of(), List.of("compare", latest.toString(), latest.toString()));
        assertEquals(2, compare.exit(), compare.toString());
        assertFalse(compare.all().contains("\tat "), compare.toString());
    }

    /**
     * A database store from a container, the branch a user with Docker takes when they name no server: the servers
     * CI names are hidden from the child, so it takes that branch. Nothing of it is left on the engine after.
     */
    @ParameterizedTest
    @ValueSource(strings = {"POSTGRESQL", "MYSQL"})
    void runOnAContainerStore(String store) throws Exception {
        Optional<String> noEngine = TestEngine.unavailable();
        assumeTrue(noEngine.isEmpty(), () -> "skipped: " + noEngine.orElseThrow());
        Launcher.Run run = run(Launcher.withoutServerSettings(), store);
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("testcontainers"), "the store came from a container: " + run);
        assertTrue(run.out().contains("ms/member"), run.toString());
        assertEquals(List.of(), Docker.ownedBy(run.pid()), "containers and networks the run left");
    }

    /**
     * An image the engine lacks and cannot pull within the bound: one line naming it, its setting and
     * docker/images.sh, then the embedded server, as with no engine at all.
     */
    @Test
    void anImageThatCannotBeHadGivesOneLineAndTheEmbeddedServer() throws Exception {
        Optional<String> noEngine = TestEngine.unavailable();
        assumeTrue(noEngine.isEmpty(), () -> "skipped: " + noEngine.orElseThrow());
        Map<String, String> env = Launcher.withoutServerSettings();
        env.put("REPOBENCH_IMAGE_POSTGRESQL", NO_IMAGE);
        env.put("REPOBENCH_IMAGE_PULL_TIMEOUT", "5");
        Launcher.Run run = run(env, JdbcDialect.POSTGRESQL.storeName());
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.all().contains(NO_IMAGE + " is not on the Docker engine"), run.toString());
        assertTrue(run.all().contains("docker/images.sh") && run.all().contains("REPOBENCH_IMAGE_POSTGRESQL"),
                run.toString());
        assertTrue(run.out().contains("embedded"), "the next branch of the provisioning order: " + run);
        assertEquals(List.of(), Docker.ownedBy(run.pid()), "containers and networks the run left");
    }

    /** Every command's --help lists its options and runs nothing; no command lists the commands. */
    @ParameterizedTest
    @ValueSource(strings = {"gate", "compare", "run", "report"})
    void helpOfACommandListsItsOptions(String command) throws Exception {
        Launcher.Run help = launcher().run(Map.of(), List.of(command, "--help"));
        assertEquals(0, help.exit(), help.toString());
        assertTrue(help.out().startsWith("usage: ./repobench " + command), help.toString());
        assertTrue(help.out().contains("--help"), help.toString());
        assertEquals("", help.err(), help.toString());
    }

    @Test
    void noCommandListsTheCommands() throws Exception {
        Launcher.Run list = launcher().run(Map.of(), List.of());
        assertEquals(2, list.exit(), list.toString());
        assertTrue(list.out().contains("gate") && list.out().contains("compare"), list.toString());
    }

    /** A target that cannot be had is refused before any store is provisioned, whatever stores the run names. */
    @Test
    void aBadTargetIsRefusedBeforeAnyStore() throws Exception {
        List<String> args = new ArrayList<>(List.of("run", "--out", out.toString()));
        args.addAll(TINY);
        args.addAll(List.of("-p", "target=war:/nonexistent/fcrepo.war"));
        Launcher.Run run = launcher().run(Launcher.withoutServerSettings(), args);
        assertEquals(2, run.exit(), run.toString());
        assertOneLine(run);
        assertTrue(run.err().contains("/nonexistent/fcrepo.war"), run.toString());
        assertFalse(run.out().contains("# repobench: store") || run.all().contains("starting"),
                "no store was provisioned: " + run);
    }

    /** One bad input per command: one line naming it, exit 2, no stack trace, before anything starts. */
    @ParameterizedTest
    @ValueSource(strings = {
        "run ManyMembersBenchmark.warmGet -p size=abc",
        "report /nonexistent/results.json",
        "compare /nonexistent/base.json /nonexistent/head.json",
        "gate --base HEAD --forks 0",
        "bisect --checkout /nonexistent/fcrepo --good HEAD~1 --bad HEAD --build-command true",
        "dump --bogus",
        "serve --bogus",
        "load --bogus",
        "load-engine --port 0",
        "profile /nonexistent/recording.jfr",
        "no-such-command"})
    void badInputIsOneLineAndExitTwo(String command) throws Exception {
        Launcher.Run run = launcher().run(Map.of(), List.of(command.split(" ")));
        assertEquals(2, run.exit(), run.toString());
        assertOneLine(run);
    }

    private static void assertOneLine(Launcher.Run run) {
        assertFalse(run.all().contains("\tat ") || run.all().contains("Exception in thread"), run.toString());
        assertEquals(1, run.err().lines().filter(line -> !line.isBlank()).count(), run.toString());
    }

    /** The docker CLI, for what a run left on the engine. */
    private static final class Docker {
        private Docker() {
        }

        /** The containers and networks labelled with the JVM {@code pid} as their owner. */
        static List<String> ownedBy(long pid) throws IOException, InterruptedException {
            List<String> left = new ArrayList<>();
            String label = "label=org.repobench.owner.pid=" + pid;
            left.addAll(lines("docker", "ps", "-a", "-q", "--filter", label));
            left.addAll(lines("docker", "network", "ls", "-q", "--filter", label));
            return left;
        }

        private static List<String> lines(String... command) throws IOException, InterruptedException {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String text = new String(process.getInputStream().readAllBytes());
            process.waitFor();
            return text.lines().filter(line -> !line.isBlank()).toList();
        }
    }
}
