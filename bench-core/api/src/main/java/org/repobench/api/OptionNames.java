package org.repobench.api;

/**
 * The launcher's options that more than one module writes: the module that parses one and the modules that put it on
 * a command line spell it from here.
 */
public final class OptionNames {
    /**
     * {@code run --server-inject cpu=10%}: a known cost added to the code of every server the run starts (with
     * {@link #SIDE_BY_SIDE}, the target's server's only; the side-by-side server's: {@link #SIDE_BY_SIDE_INJECT}).
     */
    public static final String SERVER_INJECT = "--server-inject";
    /**
     * {@code run --side-by-side war:PATH}: each start of a pass's server starts this build's side-by-side server with
     * it, and the benchmarks that can send every other request to it (the warm GET, the create) do; each server's
     * time, CPU and allocation are reported apart. Spelled as {@code gate --side-by-side}, whose steps run this way:
     * two servers measured at the same moments of the machine.
     */
    public static final String SIDE_BY_SIDE = "--side-by-side";
    /** {@code run --side-by-side T --side-by-side-inject cpu=10%}: a known cost in the side-by-side server only. */
    public static final String SIDE_BY_SIDE_INJECT = "--side-by-side-inject";
    /** {@code run --server-jvm-args "-Xms4g -Xmx4g"}: options for the JVM of every server the run starts. */
    public static final String SERVER_JVM_ARGS = "--server-jvm-args";
    /**
     * {@code run --no-bytes-stored}: the bytes a server the run starts keeps are not measured (each a walk of its
     * files, seconds on a loaded home): for the gate, where they are no signal.
     */
    public static final String NO_BYTES_STORED = "--no-bytes-stored";
    /**
     * {@code run --warm-server 30}: each fork against a server the run starts repeats its operation, untimed, until
     * the server's JIT compiler is quiet, for at most that many seconds, before JMH's warm-up.
     */
    public static final String WARM_SERVER = "--warm-server";
    /**
     * {@code run --server-profile}: every server the run starts records itself (JFR's CPU and allocation samples)
     * into a file of its own under the results directory, read with {@code ./repobench profile}.
     */
    public static final String SERVER_PROFILE = "--server-profile";
    /** {@code --warm-server}'s most: ten minutes a fork. */
    public static final int WARM_SERVER_MAX_SECONDS = 600;

    private OptionNames() {
    }
}
