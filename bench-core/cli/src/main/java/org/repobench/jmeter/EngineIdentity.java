package org.repobench.jmeter;

import org.apache.jmeter.util.JMeterUtils;

import java.util.Arrays;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a controller and its engines must share for a load to mean one thing: the repobench revision (its plans, its
 * sample variables, its JTL columns), the JMeter version (the serialized test plan and the RMI interfaces) and the Java
 * major (class files and serialization across it). An engine publishes its own as a name in its RMI registry, readable
 * with {@code list()} by any controller of any revision without loading a class of the engine's; the controller
 * compares before it sends a plan, and refuses a mismatch in one line naming both sides.
 *
 * @param revision  the git commit the running classes were built from ("+dirty" with local changes; "unknown" out
 *                  of a checkout)
 * @param jmeter    JMeter's version
 * @param javaMajor the feature version of the Java running it
 */
public record EngineIdentity(String revision, String jmeter, int javaMajor) {
    /** How an engine's registry names its identity; anything after it is {@link #registryName()}'s fields. */
    static final String PREFIX = "repobench.engine ";
    private static final Pattern NAME = Pattern.compile(Pattern.quote(PREFIX)
            + "revision=(\\S+) jmeter=(\\S+) java=([0-9]+)");

    /** This JVM's: the revision of its classes' checkout, its JMeter, its Java. */
    public static EngineIdentity here() {
        return new EngineIdentity(BuildRevision.ofClasses(), JMeterUtils.getJMeterVersion(),
                Runtime.version().feature());
    }

    /** The name an engine binds in its registry: {@code repobench.engine revision=R jmeter=V java=N}. */
    String registryName() {
        return PREFIX + "revision=" + revision + " jmeter=" + jmeter + " java=" + javaMajor;
    }

    /** The identity among a registry's names; empty for an engine older than the handshake, or not repobench's. */
    static Optional<EngineIdentity> among(String[] names) {
        return Arrays.stream(names).map(NAME::matcher).filter(Matcher::matches).findFirst()
                .map(m -> new EngineIdentity(m.group(1), m.group(2), Integer.parseInt(m.group(3))));
    }

    /**
     * @param engine the engine, as the user named it
     * @param theirs its identity; empty when its registry holds none
     * @return null when it matches this one, else one line naming both sides and what to do
     */
    String refusal(LoadEngine engine, Optional<EngineIdentity> theirs) {
        if (theirs.isPresent() && theirs.get().equals(this)) {
            return null;
        }
        return "engine " + engine + " runs " + theirs.map(EngineIdentity::describe)
                .orElse("a repobench that publishes no revision (older than this check)") + "; this controller runs "
                + describe() + ": start the engines and the controller from one revision, on one Java major";
    }

    /** {@code repobench 1a2b3c4 (+dirty), JMeter 5.6.3, Java 17}. */
    String describe() {
        return "repobench " + revision + ", JMeter " + jmeter + ", Java " + javaMajor;
    }
}
