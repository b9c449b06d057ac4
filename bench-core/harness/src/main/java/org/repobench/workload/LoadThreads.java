package org.repobench.workload;

import org.repobench.store.settings.Environment;

/**
 * How many threads load a many-members fixture on a server ({@value #SETTING}, an environment variable or a
 * {@code -D} property): members at once, each with its own requests. Default: twice the cores this JVM sees, so the
 * server always has a request to work on while the answer to another is on its way. {@code 1} loads one member after
 * another with the scripts' own requests (POST without Slug), as every load did before.
 */
public final class LoadThreads {
    public static final String SETTING = "REPOBENCH_LDP_LOAD_THREADS";
    /** The most threads: more would only queue at the server. */
    public static final int MAX = 64;

    private LoadThreads() {
    }

    /** The setting's value, else the default; a value that is no whole number from 1 to {@link #MAX} is refused. */
    public static int of(Environment environment) {
        return environment.get(SETTING).map(LoadThreads::parse).orElseGet(LoadThreads::byDefault);
    }

    /** Twice the cores this JVM sees. */
    static int byDefault() {
        return Math.min(MAX, 2 * Runtime.getRuntime().availableProcessors());
    }

    private static int parse(String value) {
        try {
            int threads = Integer.parseInt(value.strip());
            if (threads >= 1 && threads <= MAX) {
                return threads;
            }
        } catch (NumberFormatException notANumber) {
            // said below
        }
        throw new IllegalArgumentException(SETTING + " '" + value + "' is not accepted; accepted: a whole number"
                + " from 1 (one member after another) to " + MAX + "; default " + byDefault()
                + " (twice the cores)");
    }
}
