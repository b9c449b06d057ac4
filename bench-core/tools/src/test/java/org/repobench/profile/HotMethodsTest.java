package org.repobench.profile;

import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A recording made here, of a method that spins and allocates beneath a library call (the JDK's digest), is read
 * back with both signals on that method, the innermost frame of the code asked about; a file that is not a
 * recording is one line.
 */
class HotMethodsTest {
    private static final String BURN = "HotMethodsTest.burn";
    private static final String PREFIX = "org.repobench.profile";

    @TempDir
    Path dir;

    @Test
    void samplesGoToTheInnermostFrameOfTheCodeAskedAbout() throws Exception {
        HotMethods read = HotMethods.read(record(dir.resolve("burn.jfr")), PREFIX);
        assertTrue(read.cpuSamples() > 0, "CPU samples: " + read.cpuSamples());
        assertTrue(read.allocatedBytes() > 0, "allocation samples");
        assertEquals(BURN, largest(read.cpu()), read.cpu().toString());
        // the JIT may compile burn's digest into the loop that calls it, and an allocation sampled there then has
        // the caller as its innermost frame of ours (seen once in CI: 1.05 GB on record, 57 MB on burn): burn must
        // hold allocation samples of its own, not the most
        assertTrue(read.allocation().getOrDefault(BURN, 0L) > 0, read.allocation().toString());
        assertTrue(read.cpuShare(BURN) > 0 && read.cpuShare(BURN) <= 1, "a share");

        HotMethods elsewhere = HotMethods.read(dir.resolve("burn.jfr"), "org.nowhere");
        assertEquals(Map.of(HotMethods.ELSEWHERE, elsewhere.cpuSamples()), elsewhere.cpu(),
                "no frame of the code asked about: all elsewhere");

        String table = ProfileTable.format(List.of(read, elsewhere), PREFIX, 5);
        assertTrue(table.contains(BURN), table);
        assertTrue(table.contains("[2] burn.jfr"), table);
    }

    @Test
    void aFileThatIsNotARecordingIsOneLine() throws IOException {
        Path text = Files.writeString(dir.resolve("notes.jfr"), "not a recording\n");
        for (Path bad : List.of(text, dir.resolve("missing.jfr"))) {
            String message = assertThrows(RecordingException.class, () -> HotMethods.read(bad, PREFIX)).getMessage();
            assertFalse(message.contains("\n"), message);
            assertTrue(message.startsWith("'" + bad + "'"), message);
            assertTrue(message.endsWith("accepted: " + HotMethods.ACCEPTED), message);
        }
    }

    /** Half a second or more of {@link #burn} under a recording of CPU samples every 10 ms and allocation samples. */
    private static Path record(Path file) throws Exception {
        try (Recording recording = new Recording()) {
            recording.enable(HotMethods.CPU_EVENT).withPeriod(Duration.ofMillis(10)).withStackTrace();
            recording.enable(HotMethods.ALLOCATION_EVENT).with("throttle", "1000/s").withStackTrace();
            recording.start();
            long sink = 0;
            long until = System.nanoTime() + Duration.ofMillis(500).toNanos();
            while (System.nanoTime() < until) {
                sink += burn();
            }
            recording.stop();
            recording.dump(file);
            assertTrue(sink != 1, "consumed");
        }
        return file;
    }

    private static long burn() throws Exception {
        MessageDigest digest = MessageDigest.getInstance("SHA-256");
        long sum = 0;
        for (int i = 0; i < 200; i++) {
            byte[] block = new byte[4096 + i];
            sum += digest.digest(block)[0];
        }
        return sum;
    }

    private static String largest(Map<String, Long> counts) {
        return counts.entrySet().stream().filter(e -> !e.getKey().equals(HotMethods.ELSEWHERE))
                .max(Map.Entry.comparingByValue()).orElseThrow().getKey();
    }
}
