package org.repobench.jmh;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shared end of an iteration: run once, by the last thread, every thread through only when it has run. */
class IterationEndTest {
    @Test
    void theLastThreadRunsTheWorkOnceAnIterationAndTheOthersWaitForIt() throws Exception {
        IterationEnd end = new IterationEnd(8);
        AtomicInteger runs = new AtomicInteger();
        AtomicInteger throughBeforeItRan = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            for (int iteration = 1; iteration <= 3; iteration++) {
                int expected = iteration;
                List<Future<?>> threads = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    threads.add(pool.submit(() -> {
                        end.arrive(() -> {
                            Thread.sleep(50);
                            runs.incrementAndGet();
                        });
                        if (runs.get() < expected) {
                            throughBeforeItRan.incrementAndGet();
                        }
                        return null;
                    }));
                }
                for (Future<?> thread : threads) {
                    thread.get(10, TimeUnit.SECONDS);
                }
                assertEquals(iteration, runs.get());
            }
            assertEquals(0, throughBeforeItRan.get(), "no thread went on before the work had run");
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aFailureOfTheWorkFailsEveryThread() throws Exception {
        IterationEnd end = new IterationEnd(3);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Future<?>> threads = new ArrayList<>();
            for (int t = 0; t < 3; t++) {
                threads.add(pool.submit(() -> {
                    end.arrive(() -> {
                        throw new IllegalStateException("2 resources lost");
                    });
                    return null;
                }));
            }
            for (Future<?> thread : threads) {
                Exception e = assertThrows(Exception.class, () -> thread.get(10, TimeUnit.SECONDS));
                assertTrue(String.valueOf(e.getCause()).contains("2 resources lost"), String.valueOf(e.getCause()));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aThreadThatNeverArrivesFailsTheOthersAfterTheArrivalTime() {
        IterationEnd end = new IterationEnd(2, Duration.ofMillis(200));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> end.arrive(() -> { }));
        assertTrue(e.getMessage().contains("only 1 of 2 threads ended the iteration"), e.getMessage());
        assertThrows(IllegalStateException.class, () -> end.arrive(() -> { }), "and the next iteration's end too");
    }
}
