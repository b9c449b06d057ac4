package org.repobench.jmh;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.repobench.ldp.fedora.ServerProcess;
import org.repobench.store.settings.Environment;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Each way {@link FlameProfiler} records, on a loop: in this JVM, and in a child JVM standing for a server; each
 * recording read back with the JDK's own reader, its CPU samples in the loop.
 */
class FlameRecordersTest {
    private static final Duration LENGTH = Duration.ofMillis(800);
    @TempDir
    static Path dir;
    private static Process child;
    private static volatile Object sink;

    @BeforeAll
    static void startABusyServer() throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        child = new ProcessBuilder(java.toString(), "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                Busy.class.getName()).redirectErrorStream(true).redirectOutput(dir.resolve("child.out").toFile())
                .start();
    }

    @AfterAll
    static void stopIt() throws InterruptedException {
        child.destroyForcibly();
        child.waitFor(10, TimeUnit.SECONDS);
    }

    private static ServerProcess server() {
        return new ServerProcess(child.pid(), Path.of(System.getProperty("java.home")));
    }

    private static Path library() {
        FlameAgent.Library library = FlameAgent.library(Environment.of(Map.of(), Map.of()));
        assumeTrue(library.file().isPresent(), library.whyNot());
        return library.file().get();
    }

    @Test
    void asyncProfilerRecordsThisJvm() throws Exception {
        Path file = dir.resolve("async-here.jfr");
        record(FlameRecorders.asyncHere(library()), file, true);
        assertTrue(samplesIn(file, "flameRecordersLoop") > 0, "CPU samples in the loop");
    }

    @Test
    void theFlightRecorderRecordsThisJvm() throws Exception {
        Path file = dir.resolve("jfr-here.jfr");
        FlameProfiler.Recorder recorder = FlameRecorders.jfrHere("asked for");
        record(recorder, file, true);
        assertEquals(FlameRecorders.JFR, recorder.profiler());
        assertEquals("asked for", recorder.fallback().orElseThrow());
        assertTrue(samplesIn(file, "flameRecordersLoop") > 0, "CPU samples in the loop");
    }

    @Test
    void asyncProfilerRecordsTheServer() throws Exception {
        Path file = dir.resolve("async-server.jfr");
        FlameProfiler.Recorder recorder = FlameRecorders.asyncServer(server(), library());
        record(recorder, file, false);
        assertTrue(recorder.server());
        assertTrue(recorder.profiler().startsWith("async-profiler 4."), recorder.profiler());
        assertTrue(samplesIn(file, "busyServerLoop") > 0, "CPU samples in the server's loop");
    }

    @Test
    void theFlightRecorderRecordsTheServer() throws Exception {
        Path file = dir.resolve("jfr-server.jfr");
        record(FlameRecorders.jfrServer(server(), ""), file, false);
        assertTrue(samplesIn(file, "busyServerLoop") > 0, "CPU samples in the server's loop");
    }

    @Test
    void theForksAreToldWhereAndWithWhat() {
        FlameAgent.Library none = FlameAgent.library(Environment.of(Map.of("REPOBENCH_FLAME_PROFILER", "jfr"),
                Map.of()));
        assertFalse(none.file().isPresent());
        assertTrue(FlameAgent.forkArgs(dir, none).contains("-Drepobench.flame.whyNot=REPOBENCH_FLAME_PROFILER=jfr"));
        assertTrue(FlameAgent.forkArgs(dir, none).contains("-XX:+DebugNonSafepoints"));
    }

    private static void record(FlameProfiler.Recorder recorder, Path file, boolean loopHere) throws Exception {
        recorder.start(file);
        long end = System.nanoTime() + LENGTH.toNanos();
        while (System.nanoTime() < end) {
            if (loopHere) {
                sink = flameRecordersLoop(5_000);
            } else {
                Thread.sleep(50);
            }
        }
        recorder.stop();
    }

    static long flameRecordersLoop(int n) {
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += Integer.toString(i).hashCode();
        }
        return sum;
    }

    /** CPU samples whose stack holds the method. */
    private static long samplesIn(Path file, String method) throws IOException {
        long count = 0;
        for (RecordedEvent event : RecordingFile.readAllEvents(file)) {
            if (event.getEventType().getName().equals("jdk.ExecutionSample") && event.getStackTrace() != null
                    && event.getStackTrace().getFrames().stream().map(RecordedFrame::getMethod)
                    .anyMatch(m -> m != null && m.getName().equals(method))) {
                count++;
            }
        }
        return count;
    }

    /** A server that only computes. */
    public static final class Busy {
        public static void main(String[] args) {
            while (true) {
                sink = busyServerLoop(10_000);
            }
        }

        static long busyServerLoop(int n) {
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum += Long.toString(i * 7L).hashCode();
            }
            return sum;
        }
    }
}
