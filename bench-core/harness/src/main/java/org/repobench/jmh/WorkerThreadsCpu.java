package org.repobench.jmh;

import com.sun.management.ThreadMXBean;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The CPU time of the JMH worker threads that run a benchmark, read from the JVM's per-thread CPU clocks (on Linux
 * {@code CLOCK_THREAD_CPUTIME_ID}: nanoseconds, the time the thread ran on a core, not the time it waited for one).
 * JMH 1.37 names its worker threads "{@code <benchmark>-jmh-worker-<n>}" and keeps them across a benchmark's
 * iterations; a thread that did not exist at the start of an iteration started at zero.
 */
final class WorkerThreadsCpu {
    static final String WORKER_NAME = "-jmh-worker-";

    private final ThreadMXBean threads;

    private WorkerThreadsCpu(ThreadMXBean threads) {
        this.threads = threads;
    }

    /** Null when this JVM cannot measure the CPU time of its threads. */
    static WorkerThreadsCpu ofThisJvm() {
        if (!(ManagementFactory.getThreadMXBean() instanceof ThreadMXBean bean) || !bean.isThreadCpuTimeSupported()) {
            return null;
        }
        if (!bean.isThreadCpuTimeEnabled()) {
            bean.setThreadCpuTimeEnabled(true);
        }
        return new WorkerThreadsCpu(bean);
    }

    /** The CPU time each worker thread has used so far, in ns, by thread id. */
    Map<Long, Long> snapshot() {
        long[] ids = threads.getAllThreadIds();
        ThreadInfo[] infos = threads.getThreadInfo(ids);
        long[] workers = Arrays.stream(infos).filter(Objects::nonNull)
                .filter(info -> info.getThreadName().contains(WORKER_NAME)).mapToLong(ThreadInfo::getThreadId)
                .toArray();
        long[] cpu = threads.getThreadCpuTime(workers);
        Map<Long, Long> snapshot = new HashMap<>();
        for (int i = 0; i < workers.length; i++) {
            if (cpu[i] >= 0) {   // -1: the thread ended meanwhile
                snapshot.put(workers[i], cpu[i]);
            }
        }
        return snapshot;
    }

    /** The CPU time the worker threads used from {@code start} to {@code end}, in ns. */
    static long used(Map<Long, Long> start, Map<Long, Long> end) {
        long used = 0;
        for (Map.Entry<Long, Long> thread : end.entrySet()) {
            used += thread.getValue() - start.getOrDefault(thread.getKey(), 0L);
        }
        return used;
    }
}
