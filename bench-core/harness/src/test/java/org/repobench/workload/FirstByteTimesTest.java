package org.repobench.workload;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FirstByteTimesTest {
    /** Eight threads at once, thread t adding (t + 1) µs 100,000 times: the mean is exactly 4.5 µs. */
    @Test
    void theTimesOfSeveralThreadsAddUp() throws InterruptedException {
        FirstByteTimes times = new FirstByteTimes();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            long nanos = (t + 1) * 1000L;
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                for (int i = 0; i < 100_000; i++) {
                    times.add(nanos);
                }
            });
            thread.start();
            threads.add(thread);
        }
        start.countDown();
        for (Thread thread : threads) {
            thread.join();
        }

        assertEquals(0.0045, times.takeMeanMillis(), 1e-12);
        assertTrue(Double.isNaN(times.takeMeanMillis()), "taken: none since");
    }
}
