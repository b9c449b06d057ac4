package org.repobench.bisect;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What one bisect is asked, checked before anything is built.
 *
 * @param checkout the Fedora checkout
 * @param good     the good commit as given (a sha, tag, branch, ...)
 * @param bad      the bad commit as given
 * @param skip     commits the user leaves out as untestable ({@code git bisect skip}'s, given up front)
 * @param trustBad take the bad commit as bad without judging it first
 * @param out      the bisect's directory; empty: {@code target/bisect/<good>..<bad>} of the working directory
 * @param build    how each candidate's war is made
 * @param settings the options that decide a verdict, by name, as given (the gate's and the build's): a log is only
 *                 resumed with the same
 */
public record BisectOptions(Path checkout, String good, String bad, List<String> skip, boolean trustBad,
                            Optional<Path> out, BuildSpec build, Map<String, String> settings) {
    public static final String CHECKOUT = "--checkout";
    public static final String GOOD = "--good";
    public static final String BAD = "--bad";
    public static final String SKIP = "--skip";
    public static final String TRUST_BAD = "--trust-bad";
    public static final String OUT = "--out";
    public static final String BUILD_COMMAND = "--build-command";
    public static final String BUILD_ARGS = "--build-args";
    public static final String WAR_GLOB = "--war-glob";
    public static final String JAVA_HOME = "--java-home";

    public BisectOptions {
        skip = List.copyOf(skip);
        settings = Map.copyOf(settings);
    }
}
