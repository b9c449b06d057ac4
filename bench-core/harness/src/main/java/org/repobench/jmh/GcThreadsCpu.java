package org.repobench.jmh;

import org.repobench.api.TaskStat;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The CPU time of this JVM's garbage collector threads, which are not Java threads and so not in the JVM's own thread
 * API: on Linux each is a task in {@code /proc/self/task}, its name in {@code stat} and its time in {@code schedstat}
 * (nanoseconds; where the kernel keeps no schedstat, {@code stat}'s user + system clock ticks, 10 ms). HotSpot 17
 * names them "GC Thread#N" (the parallel workers of G1 and Parallel GC) and "G1 Main Marker", "G1 Conc#N",
 * "G1 Refine#N", "G1 Service"; the serial collector works on the "VM Thread", which runs every other safepoint
 * operation too, so it is not counted.
 */
final class GcThreadsCpu {
    private static final List<String> GC_THREAD_PREFIXES = List.of("GC Thread", "G1 ");

    private final Path tasks;

    GcThreadsCpu(Path tasks) {
        this.tasks = tasks;
    }

    /** Empty where there is no {@code /proc/self/task} (not Linux). */
    static Optional<GcThreadsCpu> ofThisJvm() {
        Path tasks = Path.of("/proc/self/task");
        return Files.isDirectory(tasks) ? Optional.of(new GcThreadsCpu(tasks)) : Optional.empty();
    }

    /** The CPU time all GC threads have used so far, in ns. */
    long nanos() {
        long nanos = 0;
        try (DirectoryStream<Path> all = Files.newDirectoryStream(tasks)) {
            for (Path task : all) {
                nanos += gcNanos(task);
            }
        } catch (IOException e) {
            // the directory went away under the reader; nothing to count
        }
        return nanos;
    }

    private static long gcNanos(Path task) {
        try {
            Optional<TaskStat> stat = TaskStat.parse(Files.readString(task.resolve("stat")));
            if (stat.isEmpty() || !isGcThread(stat.get().name())) {
                return 0;
            }
            Path schedstat = task.resolve("schedstat");
            OptionalLong exact = Files.isReadable(schedstat) ? runNanos(Files.readString(schedstat))
                    : OptionalLong.empty();
            return exact.orElse(stat.get().nanos());
        } catch (IOException e) {
            return 0;   // the thread ended between the listing and the read
        }
    }

    static boolean isGcThread(String name) {
        return GC_THREAD_PREFIXES.stream().anyMatch(name::startsWith);
    }

    /** {@code schedstat}'s first field: the time the task ran on a CPU, in ns. */
    static OptionalLong runNanos(String schedstat) {
        String[] fields = schedstat.strip().split("\\s+");
        try {
            return fields.length >= 1 ? OptionalLong.of(Long.parseLong(fields[0])) : OptionalLong.empty();
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}
