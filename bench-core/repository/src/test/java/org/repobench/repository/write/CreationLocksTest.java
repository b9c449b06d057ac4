package org.repobench.repository.write;

import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CreationLocksTest {
    @Test
    void aPathSavedByAnotherWriterIsReportedToTheNextOneAndADiscardedOneIsNot() throws Exception {
        CreationLocks locks = new CreationLocks();
        assertFalse(locks.acquire("/a"));
        locks.release(Set.of("/a"), true);
        assertTrue(locks.acquire("/a"), "saved a moment ago: the next writer waits to see it");
        assertFalse(locks.acquire("/b"));
        locks.release(Set.of("/b"), false);
        assertFalse(locks.acquire("/b"), "discarded: nothing to wait for");
    }

    @Test
    void aSecondWriterWaitsUntilTheFirstReleasesThePath() throws Exception {
        CreationLocks locks = new CreationLocks();
        locks.acquire("/a");
        CountDownLatch started = new CountDownLatch(1);
        AtomicBoolean savedByFirst = new AtomicBoolean();
        Thread second = new Thread(() -> {
            started.countDown();
            try {
                savedByFirst.set(locks.acquire("/a"));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        second.start();
        started.await();
        while (second.getState() != Thread.State.TIMED_WAITING) {
            Thread.sleep(1);
        }
        assertTrue(second.isAlive(), "still waiting while the first writer holds the path");
        locks.release(Set.of("/a"), true);
        second.join(TimeUnit.MINUTES.toMillis(1));
        assertFalse(second.isAlive());
        assertTrue(savedByFirst.get());
    }
}
