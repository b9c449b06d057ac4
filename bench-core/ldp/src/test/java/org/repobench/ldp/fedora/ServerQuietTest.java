package org.repobench.ldp.fedora;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerQuietTest {
    /** A clock that moves only when the wait sleeps, so a wait of minutes takes none. */
    private long now;
    private final ServerQuiet quiet = new ServerQuiet(() -> now, duration -> now += duration.toNanos());

    /** A server whose CPU grows by the given milliseconds in each window, then stays where it is. */
    private static ServerQuiet.Watched using(String name, long... perWindowMillis) {
        Deque<Long> growth = new ArrayDeque<>();
        for (long millis : perWindowMillis) {
            growth.add(millis);
        }
        long[] total = {1_000};
        return new ServerQuiet.Watched(name, () -> {
            Duration time = Duration.ofMillis(total[0]);
            total[0] += growth.isEmpty() ? 0 : growth.poll();
            return Optional.of(time);
        });
    }

    @Test
    void theRuleIsFivePercentOfACoreOverItsWindow() {
        assertTrue(ServerQuiet.quiet(Duration.ofSeconds(2), Duration.ofMillis(100)));
        assertFalse(ServerQuiet.quiet(Duration.ofSeconds(2), Duration.ofMillis(110)));
        assertTrue(ServerQuiet.quiet(Duration.ofSeconds(2), Duration.ZERO));
    }

    @Test
    void aServerQuietAtOnceCostsOneWindow() throws InterruptedException {
        ServerQuiet.Outcome outcome = quiet.await(List.of(using("fedora-6.1.0", 10)), ServerQuiet.MOST);
        assertTrue(outcome.quiet());
        assertEquals(ServerQuiet.WINDOW, outcome.waited());
        assertTrue(outcome.describe().startsWith("waited 2.0 s for a quiet server (the busiest, fedora-6.1.0, used"
                + " 0.5 % of a core over 2 s)"), outcome.describe());
    }

    @Test
    void everyServerMustBeQuietInTheSameWindow() throws InterruptedException {
        // the H2 writer of a freshly loaded 6.0.0 at 15 % for three windows, its neighbour quiet throughout
        ServerQuiet.Outcome outcome = quiet.await(List.of(using("fedora-6.1.0", 10, 10, 10, 10, 10),
                using("fedora-6.0.0", 300, 300, 300, 20)), ServerQuiet.MOST);
        assertTrue(outcome.quiet());
        assertEquals(Duration.ofSeconds(8), outcome.waited());
        assertEquals("fedora-6.0.0", outcome.busiest().orElseThrow().name());
        assertEquals(0.01, outcome.busiest().orElseThrow().share(), 1e-9);
    }

    @Test
    void aServerBusyToTheEndIsMeasuredAsItIsAndSaidSo() throws InterruptedException {
        long[] busy = new long[10];
        Arrays.fill(busy, 400);
        ServerQuiet.Outcome outcome = quiet.await(List.of(using("fedora-6.0.0", busy)), Duration.ofSeconds(6));
        assertFalse(outcome.quiet());
        assertEquals(Duration.ofSeconds(6), outcome.waited());
        assertEquals("no quiet server after 6.0 s (fedora-6.0.0 used 20.0 % of a core over the last 2 s): measured"
                + " as it is", outcome.describe());
    }

    @Test
    void aServerWhoseCpuCannotBeReadIsNotWaitedFor() throws InterruptedException {
        ServerQuiet.Outcome outcome = quiet.await(List.of(using("fedora-6.1.0"),
                new ServerQuiet.Watched("gone", Optional::empty)), ServerQuiet.MOST);
        assertFalse(outcome.quiet());
        assertEquals(Duration.ZERO, outcome.waited());
        assertTrue(outcome.describe().contains("cannot be read"), outcome.describe());
    }
}
