package org.repobench.api;

/**
 * The names a flame-graph recording ({@code run --flame}) is written and read by: the fork that records a benchmark's
 * measured iterations writes a recording and, beside it, what it is of; the report, the comparison and the gate read
 * them back. Spelled here once, so the two sides cannot drift apart.
 */
public final class FlameNames {
    /** {@code run --flame}: every fork records where the CPU and the allocation of its measured iterations went. */
    public static final String OPTION = "--flame";
    /** The fork's {@code -D} setting: the directory its recordings go to. */
    public static final String DIRECTORY_SETTING = "repobench.flame.dir";
    /** The fork's {@code -D} setting: async-profiler's library, extracted by the launcher; absent where none loads. */
    public static final String LIBRARY_SETTING = "repobench.flame.library";
    /** The fork's {@code -D} setting: why the launcher found no async-profiler to load, where it found none. */
    public static final String WHY_NOT_SETTING = "repobench.flame.whyNot";
    /**
     * Which profiler records ({@code -D} or environment): {@value #AUTO} (async-profiler where its agent loads, else
     * the JDK's flight recorder) or {@value #JFR} (the flight recorder only).
     */
    public static final String PROFILER_SETTING = "REPOBENCH_FLAME_PROFILER";
    public static final String AUTO = "auto";
    public static final String JFR = "jfr";
    /** A results file {@code X.json}'s recordings are in the directory {@code X.flames} beside it. */
    public static final String DIRECTORY_SUFFIX = ".flames";
    /** The key of {@code environment.json} naming the run's recordings directory. */
    public static final String ENVIRONMENT_KEY = "flameRecordings";
    /** A recording; what it is of is in the file of the same name ending {@link #ABOUT_SUFFIX} beside it. */
    public static final String RECORDING_SUFFIX = ".jfr";
    public static final String ABOUT_SUFFIX = ".properties";

    /** The keys of the file beside a recording. */
    public static final String BENCHMARK = "benchmark";
    public static final String MODE = "mode";
    public static final String THREADS = "threads";
    /** Each param as {@code param.NAME=VALUE}. */
    public static final String PARAM_PREFIX = "param.";
    /** What was recorded: {@value #MODEL} (the benchmark's own JVM) or {@value #SERVER} (a Fedora the suite runs). */
    public static final String SOURCE = "source";
    public static final String MODEL = "model";
    public static final String SERVER = "server";
    /** Which profiler made it, for the page: "async-profiler 4.5" or "JFR (the JDK's flight recorder)". */
    public static final String PROFILER = "profiler";
    /** Why async-profiler did not make it, where it was asked for and the flight recorder did. */
    public static final String FALLBACK = "fallback";

    private FlameNames() {
    }
}
