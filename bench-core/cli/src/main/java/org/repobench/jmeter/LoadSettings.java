package org.repobench.jmeter;

import org.repobench.load.LoadCycle;

import java.time.Duration;
import java.util.List;

/**
 * What a load is: the cycle each thread loops over, its threads on each engine, how long they take to start and how
 * long they then run, and the engines (none: embedded in this JVM). Every value's range is here, checked once by the
 * command before anything starts.
 *
 * @param cycle   what each pass of a thread sends
 * @param threads threads on each engine
 * @param rampUp  the time over which the threads start; their samples meanwhile are not measured, only verified
 * @param hold    how long all threads then run: the measured part
 * @param engines the JMeter servers; empty for the engine embedded in this JVM
 */
public record LoadSettings(LoadCycle cycle, int threads, Duration rampUp, Duration hold, List<LoadEngine> engines) {
    public static final int MAX_THREADS = 1_000;
    public static final long MAX_RAMP_UP_SECONDS = 3_600;
    public static final long MAX_DURATION_SECONDS = 86_400;
    /** How long a measured window is: the samples of an interval over one load (at least one window). */
    public static final Duration WINDOW = Duration.ofSeconds(5);

    public LoadSettings {
        engines = List.copyOf(engines);
    }

    /** Engines the load runs on: the embedded one counts as one. */
    public int engineCount() {
        return Math.max(1, engines.size());
    }

    public boolean embedded() {
        return engines.isEmpty();
    }

    /** The number of measured windows: the hold cut into {@link #WINDOW}s, at least one. */
    public int windows() {
        return (int) Math.max(1, hold.toMillis() / WINDOW.toMillis());
    }

    /** The longest a load may take before the run gives up waiting for an engine: start, ramp, hold and a minute. */
    public Duration deadline() {
        return rampUp.plus(hold).plus(Duration.ofMinutes(1));
    }
}
