package org.repobench.jmh;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WorkerThreadsCpuTest {
    private static final int OPS = 200;

    @Test
    void aCpuLoopsTimePerOperationIsPositiveAndAtMostItsWallTime() throws InterruptedException {
        WorkerThreadsCpu cpu = WorkerThreadsCpu.ofThisJvm();
        assertNotNull(cpu, "this JVM measures its threads' CPU time");
        long[] sink = new long[1];
        Thread idle = new Thread(() -> sleep(), "not-a-worker");
        Thread worker = new Thread(() -> {
            for (int op = 0; op < OPS; op++) {
                sink[0] += spin(op);
            }
            sleep();
        }, "loop" + WorkerThreadsCpu.WORKER_NAME + "1");
        idle.start();
        Map<Long, Long> start = cpu.snapshot();
        long wallStart = System.nanoTime();
        worker.start();
        // the reading at the end must see the thread alive, as JMH's pooled workers are
        while (worker.getState() != Thread.State.TIMED_WAITING) {
            Thread.onSpinWait();
        }
        Map<Long, Long> end = cpu.snapshot();
        long wall = System.nanoTime() - wallStart;
        worker.interrupt();
        idle.interrupt();
        worker.join();
        idle.join();

        assertEquals(Set.of(worker.getId()), end.keySet(), "only the worker thread is read");
        double cpuPerOp = PerOperation.time("cpu", WorkerThreadsCpu.used(start, end), OPS, TimeUnit.NANOSECONDS)
                .orElseThrow().getScore();
        double wallPerOp = (double) wall / OPS;
        assertTrue(cpuPerOp > 0, "cpu " + cpuPerOp);
        assertTrue(cpuPerOp <= wallPerOp, "cpu " + cpuPerOp + " ns/op, wall " + wallPerOp + " ns/op");
    }

    @Test
    void aThreadNotSeenAtTheStartCountsFromZero() {
        assertEquals(30, WorkerThreadsCpu.used(Map.of(1L, 10L), Map.of(1L, 20L, 2L, 20L)));
    }

    private static long spin(int seed) {
        long x = seed;
        for (int i = 0; i < 20_000; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }

    private static void sleep() {
        try {
            Thread.sleep(60_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
