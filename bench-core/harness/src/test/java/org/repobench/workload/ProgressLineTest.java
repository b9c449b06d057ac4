package org.repobench.workload;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The load's progress: members of N, the rate since the line before, the ETA at that rate; when it is said. */
class ProgressLineTest {
    private long now;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ProgressLine progress = new ProgressLine("fixture n-members size=2000 seed=42",
            new PrintStream(out, true, StandardCharsets.UTF_8), () -> now);

    private List<String> lines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void aLineSaysMembersOfNTheRateAndTheEta() {
        assertEquals("# repobench: fixture n-members size=2000 seed=42: 1,000/2,000 members (50 %) in 12.3 s,"
                + " 81.3/s, ETA 12 s", ProgressLine.line("fixture n-members size=2000 seed=42", 1000, 2000, 12.3,
                81.3));
        assertEquals("# repobench: fixture n-children size=100000 seed=42: 12,345/100,000 members (12 %) in 146.6 s,"
                + " 84.2/s, ETA 17 min 21 s", ProgressLine.line("fixture n-children size=100000 seed=42", 12_345,
                100_000, 146.6, 84.2));
    }

    @Test
    void theEtaReadsInSecondsMinutesOrHours() {
        assertEquals("42 s", ProgressLine.duration(42.4));
        assertEquals("1 min 00 s", ProgressLine.duration(59.6));
        assertEquals("17 min 05 s", ProgressLine.duration(1025));
        assertEquals("2 h 03 min", ProgressLine.duration(7380));
    }

    /** A quick load: a line at each tenth, none at the end (the load's own line says it), none twice. */
    @Test
    void aQuickLoadSaysEachTenth() {
        for (int done = 1; done <= 2000; done++) {
            now += TimeUnit.MILLISECONDS.toNanos(10);
            progress.loaded(done, 2000);
        }
        List<String> lines = lines();
        assertEquals(9, lines.size(), lines.toString());
        assertEquals("# repobench: fixture n-members size=2000 seed=42: 200/2,000 members (10 %) in 2.0 s, 100.0/s,"
                + " ETA 18 s", lines.get(0));
        assertEquals("# repobench: fixture n-members size=2000 seed=42: 1,800/2,000 members (90 %) in 18.0 s,"
                + " 100.0/s, ETA 2 s", lines.get(8));
    }

    /** A slow load: a line after 30 s without one, at the rate since the line before. */
    @Test
    void aSlowLoadSaysWhereItIsEveryHalfMinute() {
        for (int done = 1; done <= 45; done++) {
            now += TimeUnit.SECONDS.toNanos(done <= 30 ? 1 : 2);
            progress.loaded(done, 100_000);
        }
        List<String> lines = lines();
        assertEquals(2, lines.size(), lines.toString());
        assertEquals("# repobench: fixture n-members size=2000 seed=42: 30/100,000 members (0 %) in 30.0 s, 1.0/s,"
                + " ETA 27 h 46 min", lines.get(0));
        assertEquals("# repobench: fixture n-members size=2000 seed=42: 45/100,000 members (0 %) in 60.0 s, 0.5/s,"
                + " ETA 55 h 31 min", lines.get(1));
    }

    /** Threads report out of order: a count behind the last one said is not said again. */
    @Test
    void aCountBehindTheLastLineIsNotSaid() {
        now = TimeUnit.SECONDS.toNanos(40);
        progress.loaded(300, 2000);
        progress.loaded(299, 2000);
        progress.loaded(350, 2000);
        progress.loaded(600, 2000);
        assertEquals(List.of("300/2,000", "600/2,000"), lines().stream()
                .map(line -> line.split(": ")[2].split(" ")[0]).toList());
    }
}
