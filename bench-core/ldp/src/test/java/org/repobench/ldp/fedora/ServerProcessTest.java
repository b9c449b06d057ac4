package org.repobench.ldp.fedora;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.LdpException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A fork makes a managed server collect its garbage: through the attach API from inside the fork, as the launcher's
 * forks may ({@link AttachedJcmd#ADD_EXPORTS}, which the build gives its tests too), else with the server's jcmd. A
 * child JVM that only sleeps stands for the server; its GC log shows each collection asked.
 */
class ServerProcessTest {
    @TempDir
    static Path dir;
    private static Process child;
    private static Path gcLog;

    @BeforeAll
    static void startAChildJvm() throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        gcLog = dir.resolve("gc.log");
        child = new ProcessBuilder(java.toString(), "-XX:+UseParallelGC", "-Xmx64m", "-Xlog:gc:file=" + gcLog,
                "-cp", System.getProperty("java.class.path"), Sleeper.class.getName())
                .redirectErrorStream(true).redirectOutput(dir.resolve("child.out").toFile()).start();
    }

    @AfterAll
    static void stopIt() throws InterruptedException {
        child.destroyForcibly();
        child.waitFor(10, TimeUnit.SECONDS);
    }

    @Test
    void aForkWithTheAttachApiOpenAsksWithoutStartingJcmd() throws IOException {
        ServerProcess server = new ServerProcess(child.pid(), Path.of(System.getProperty("java.home")));
        ServerProcess.Collector collector = server.collector().orElseThrow();
        assertEquals("the attach API", collector.how());
        long before = fullCollections();
        collector.collect();
        collector.collect();
        assertEquals(before + 2, fullCollections(), "two forced collections in " + Files.readString(gcLog));
    }

    @Test
    void theServersJcmdStillAsksWhereTheForkCannotAttach() throws IOException {
        ServerProcess server = new ServerProcess(child.pid(), Path.of(System.getProperty("java.home")));
        long before = fullCollections();
        server.collectGarbage(server.jcmd().orElseThrow());
        assertEquals(before + 1, fullCollections());
    }

    @Test
    void aProcessThatIsGoneCannotBeAttachedNorAsked() throws IOException, InterruptedException {
        Process gone = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-version").start();
        gone.waitFor(30, TimeUnit.SECONDS);
        assertTrue(AttachedJcmd.attach(gone.pid()).isEmpty());
        ServerProcess server = new ServerProcess(gone.pid(), Path.of(System.getProperty("java.home")));
        Optional<ServerProcess.Collector> collector = server.collector();
        assertEquals(Optional.of(server.jcmd().orElseThrow().toString()), collector.map(ServerProcess.Collector::how));
        assertThrows(LdpException.class, () -> collector.orElseThrow().collect());
    }

    @Test
    void theForkIsHandedTheOptionThatOpensTheAttachApi() {
        List<String> args = new ServerProcess(42, Path.of("/opt/java")).forkArgs();
        assertTrue(args.contains(AttachedJcmd.ADD_EXPORTS), args.toString());
    }

    /** "Pause Full (Diagnostic Command)": a collection jcmd's GC.run asked for, however it was asked. */
    private static long fullCollections() throws IOException {
        for (int tries = 0; tries < 50 && !Files.exists(gcLog); tries++) {
            sleep();
        }
        return Files.readAllLines(gcLog, StandardCharsets.UTF_8).stream()
                .filter(line -> line.contains("Pause Full (Diagnostic Command)")).count();
    }

    private static void sleep() {
        try {
            Thread.sleep(Duration.ofMillis(100).toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The child: a JVM that waits to be asked. */
    public static final class Sleeper {
        public static void main(String[] args) throws InterruptedException {
            Thread.sleep(Duration.ofMinutes(5).toMillis());
        }
    }
}
