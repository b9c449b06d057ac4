package org.repobench.api;

/**
 * The launcher's options that more than one module writes: the module that parses one and the modules that put it on
 * a command line spell it from here.
 */
public final class OptionNames {
    /** {@code run --server-inject cpu=10%}: a known cost added to the code of every server the run starts. */
    public static final String SERVER_INJECT = "--server-inject";
    /** {@code run --server-jvm-args "-Xms4g -Xmx4g"}: options for the JVM of every server the run starts. */
    public static final String SERVER_JVM_ARGS = "--server-jvm-args";

    private OptionNames() {
    }
}
