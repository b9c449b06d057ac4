package org.repobench.run;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Two servers started at once: both, or neither, and no thread left behind. */
class TwoStartsTest {
    private final List<String> closed = new CopyOnWriteArrayList<>();

    private AutoCloseable started(String name) {
        return () -> closed.add(name);
    }

    @Test
    void bothStartAtOnce() throws Exception {
        CountDownLatch bothRunning = new CountDownLatch(2);
        TwoStarts.Both<AutoCloseable> both = TwoStarts.start(() -> {
            bothRunning.countDown();
            assertTrue(bothRunning.await(10, TimeUnit.SECONDS), "the second starts while the first does");
            return started("first");
        }, () -> {
            bothRunning.countDown();
            assertTrue(bothRunning.await(10, TimeUnit.SECONDS));
            return started("second");
        }, "two-starts-test");
        both.first().close();
        both.second().close();
        assertEquals(List.of("first", "second"), closed);
        assertNoStarterLeft();
    }

    @Test
    void whenTheFirstFailsTheSecondIsClosedOnceStarted() throws InterruptedException {
        IOException failure = new IOException("first did not start");
        assertEquals(failure, assertThrows(IOException.class, () -> TwoStarts.start(() -> {
            throw failure;
        }, () -> {
            Thread.sleep(200);
            return started("second");
        }, "two-starts-test")));
        assertEquals(List.of("second"), closed);
        assertNoStarterLeft();
    }

    @Test
    void whenTheSecondFailsTheFirstIsClosedAndTheFailureIsTheSecondsOwn() throws InterruptedException {
        IllegalStateException failure = new IllegalStateException("second did not start");
        assertEquals(failure, assertThrows(IllegalStateException.class, () -> TwoStarts.start(
                () -> started("first"), () -> {
                    throw failure;
                }, "two-starts-test")));
        assertEquals(List.of("first"), closed);
        assertNoStarterLeft();
    }

    private static void assertNoStarterLeft() throws InterruptedException {
        for (int wait = 0; wait < 50 && starterAlive(); wait++) {
            Thread.sleep(20);
        }
        assertFalse(starterAlive(), "the starter's thread ended with the call");
    }

    private static boolean starterAlive() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("two-starts-test"));
    }
}
