package org.repobench.ldp.fedora;

import org.repobench.api.TaskStat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The CPU time a process's JIT compiler threads have used, thread by thread, as Linux counts it in
 * {@code /proc/PID/task/TID/stat} (user and system time, in clock ticks of 10 ms). A server's compiler works on long
 * after a fork's warm-up (a Fedora 6.1.0 server's C2 thread had used 30.6 s where its request threads had used 45 s),
 * and how much of it falls into an iteration differs from start to start: the server's CPU time per operation leaves
 * it out ({@code ServerCost}), as a fork's own {@code cpu.time/op} counts its benchmark threads only.
 *
 * @param byThread each live compiler thread's CPU time, by thread id
 */
public record CompilerCpu(Map<Long, Duration> byThread) {
    /** HotSpot's "C1 CompilerThread0", "C2 CompilerThread1", truncated to 15 characters by the kernel. */
    private static final String COMPILER_NAME = "CompilerThre";

    public CompilerCpu {
        byThread = Map.copyOf(byThread);
    }

    /** The process's compiler threads now; empty where the system has no {@code /proc} or the process is gone. */
    public static Optional<CompilerCpu> of(long pid) {
        Path tasks = Path.of("/proc", Long.toString(pid), "task");
        if (!Files.isDirectory(tasks)) {
            return Optional.empty();
        }
        Map<Long, Duration> byThread = new HashMap<>();
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            for (Path thread : threads) {
                try {
                    String stat = Files.readString(thread.resolve("stat"), StandardCharsets.UTF_8);
                    compilerTime(stat).ifPresent(time -> byThread.put(Long.parseLong(
                            thread.getFileName().toString()), time));
                } catch (NoSuchFileException ended) {
                    // the thread ended while the others were read
                }
            }
        } catch (NoSuchFileException gone) {
            return Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the threads of process " + pid, e);
        }
        return Optional.of(new CompilerCpu(byThread));
    }

    /** A thread's CPU time from its {@code stat} line, if it is a compiler thread. */
    static Optional<Duration> compilerTime(String stat) {
        return TaskStat.parse(stat).filter(thread -> thread.name().contains(COMPILER_NAME))
                .map(thread -> Duration.ofNanos(thread.nanos()));
    }

    /**
     * What the compiler threads used since {@code earlier}: each thread's growth, a thread new since then counted
     * whole; a thread that ended meanwhile (HotSpot stops idle compiler threads) is not counted, so what it used
     * before it ended stays in the rest of the process's time.
     */
    public Duration since(CompilerCpu earlier) {
        Duration total = Duration.ZERO;
        for (Map.Entry<Long, Duration> thread : byThread.entrySet()) {
            Duration before = earlier.byThread.getOrDefault(thread.getKey(), Duration.ZERO);
            // a smaller time than before is another thread that got an ended one's id: counted whole
            total = total.plus(thread.getValue().compareTo(before) >= 0 ? thread.getValue().minus(before)
                    : thread.getValue());
        }
        return total;
    }
}
