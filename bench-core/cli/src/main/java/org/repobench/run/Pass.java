package org.repobench.run;

import org.openjdk.jmh.runner.BenchmarkListEntry;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;

/**
 * One JMH pass of a run. JMH runs the cross product of its params, but not every combination exists (DATABASE
 * binaries on the file store, LevelDB under Fedora, the model's levers on a server): the launcher runs one pass per
 * group of combinations that do, and says which it left out and why.
 *
 * @param params   param values this pass sets, replacing the run's (name to values)
 * @param excludes JMH exclude patterns added for this pass (JMH merges them with the run's own)
 * @param server   what to start before the pass and stop after it (a Fedora server), with what its forks need
 */
record Pass(String label, Map<String, String[]> params, List<String> excludes, Optional<ServerStart> server) {

    /** The exclude pattern that leaves out exactly this benchmark method. */
    static String excluding(BenchmarkListEntry entry) {
        return excluding(entry.getUsername());
    }

    /** The exclude pattern that leaves out exactly the benchmark of this full name. */
    static String excluding(String benchmark) {
        return "^" + Pattern.quote(benchmark) + "$";
    }

    /**
     * Starts what a pass measures; the result is stopped when the pass ends, even when it fails. A server the suite
     * manages starts afresh each time (on the same data), so every fork can have one of its own ({@link ForkPlan}).
     */
    @FunctionalInterface
    interface ServerStart {
        StartedServer start() throws Exception;

        /** Whether each start is a fresh server; not for a server given by URL, which runs as it was found. */
        default boolean startsAfresh() {
            return true;
        }

        /** A server that is already running, which this only hands to the forks: they all share it. */
        static ServerStart alreadyRunning(ServerStart handOff) {
            return new ServerStart() {
                @Override
                public StartedServer start() throws Exception {
                    return handOff.start();
                }

                @Override
                public boolean startsAfresh() {
                    return false;
                }
            };
        }
    }

    /** A running server and the {@code -D} settings that lead a fork to it. */
    interface StartedServer extends AutoCloseable {
        List<String> forkJvmArgs();

        /** What the server keeps on disk and in its database now; empty for a server the suite does not manage. */
        default OptionalLong bytesStored() {
            return OptionalLong.empty();
        }

        /** What the server's home takes on disk now (its files only); empty for a server the suite does not manage. */
        default OptionalLong homeBytes() {
            return OptionalLong.empty();
        }

        /** Whether a fork loaded data (a fixture) through this start, which is then no fresh server. */
        default boolean loadedData() {
            return false;
        }

        /**
         * Waits until the start's servers are quiet, as the start after a load does before its forks run; what the
         * wait came to, for the run's output, or empty where there is nothing to wait for.
         */
        default Optional<String> settle() throws InterruptedException {
            return Optional.empty();
        }
    }
}
