package org.repobench.jmh;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HostWatchTest {

    @Test
    void aGoneHostEndsTheForkOnce() throws Exception {
        CountDownLatch gone = new CountDownLatch(2);
        try (HostWatch watch = new HostWatch(Optional.empty(), gone::countDown)) {
            assertFalse(gone.await(3, TimeUnit.SECONDS), "told more than once");
            assertEquals(1, gone.getCount(), "never told");
        }
    }

    @Test
    void aLiveHostIsLeftAloneAndCloseEndsTheWatch() throws Exception {
        CountDownLatch gone = new CountDownLatch(1);
        HostWatch watch = new HostWatch(Optional.of(ProcessHandle.current()), gone::countDown);
        assertFalse(gone.await(1500, TimeUnit.MILLISECONDS));
        watch.close();
        Thread.sleep(200);
        assertTrue(Thread.getAllStackTraces().keySet().stream()
                .noneMatch(thread -> thread.getName().equals("repobench-host-watch") && thread.isAlive()));
    }

    @Test
    void theBenchmarkRunningInTheHostIsNotWatched() {
        assertTrue(HostWatch.ofThisFork(new PrintStream(new ByteArrayOutputStream())).isEmpty());
    }
}
