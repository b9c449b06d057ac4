package org.repobench.api;

import java.util.Optional;

/**
 * A Linux thread's name and CPU clock ticks (user + system) from its {@code /proc/PID/task/TID/stat} line:
 * "{@code tid (name) state ...}", utime and stime the 14th and 15th fields. The name may hold spaces and parentheses,
 * so it ends at the last ')'. Read for a fork's own collector threads and for a managed server's compiler threads.
 */
public record TaskStat(String name, long ticks) {
    /** Linux's USER_HZ, what {@code stat} counts CPU time in; 100 on every architecture Java runs on. */
    public static final long NANOS_PER_TICK = 10_000_000L;

    /** The line's name and ticks; empty for a line that is not a whole {@code stat} line. */
    public static Optional<TaskStat> parse(String line) {
        int open = line.indexOf('(');
        int close = line.lastIndexOf(')');
        if (open < 0 || close < open) {
            return Optional.empty();
        }
        // after the name: state (field 3) is rest[0], so utime (field 14) is rest[11] and stime rest[12]
        String[] rest = line.substring(close + 1).strip().split("\\s+");
        if (rest.length < 13) {
            return Optional.empty();
        }
        try {
            return Optional.of(new TaskStat(line.substring(open + 1, close),
                    Long.parseLong(rest[11]) + Long.parseLong(rest[12])));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The ticks in nanoseconds. */
    public long nanos() {
        return ticks * NANOS_PER_TICK;
    }
}
