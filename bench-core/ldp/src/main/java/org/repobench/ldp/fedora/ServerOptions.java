package org.repobench.ldp.fedora;

import org.repobench.api.OptionNames;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.inject.Injection;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a run gives every server it starts beyond its build's own start: JVM options ({@code --server-jvm-args}, e.g.
 * a fixed heap) and a known cost injected into its code ({@code --server-inject}).
 *
 * @param jvmOptions options for the server's JVM, put before the suite's own (which therefore win where both set
 *                   one)
 * @param injection  a cost added to the server's own code, or none
 */
public record ServerOptions(List<String> jvmOptions, Optional<Injection> injection) {
    /** The servers as their builds start them. */
    public static final ServerOptions NONE = new ServerOptions(List.of(), Optional.empty());
    /** What would start something other than the server, or bypass {@code --server-inject}. */
    private static final Set<String> REFUSED = Set.of("-jar", "-cp", "-classpath", "--class-path", "-m", "--module");
    static final String ACCEPTED = "JVM options, each starting with '-', e.g. \"-Xms4g -Xmx4g -XX:+UseParallelGC\""
            + " (no -jar, -cp, -classpath or -javaagent: the suite starts the server, and "
            + OptionNames.SERVER_INJECT + " adds its agent)";

    public ServerOptions {
        jvmOptions = List.copyOf(jvmOptions);
        Objects.requireNonNull(injection, OptionNames.SERVER_INJECT);
    }

    /** Whether it changes nothing. */
    public boolean isNone() {
        return jvmOptions.isEmpty() && injection.isEmpty();
    }

    /**
     * {@code --server-jvm-args}' value, split on whitespace (an empty value, as an unset Maven property gives, is
     * none); each option checked, a mistake one line naming it.
     */
    public static List<String> parseJvmOptions(String value) {
        List<String> options = new ArrayList<>();
        for (String option : value.strip().split("\\s+")) {
            if (option.isEmpty()) {
                continue;
            }
            if (!option.startsWith("-") || REFUSED.contains(option) || option.startsWith("-javaagent:")) {
                throw new LdpException(OptionNames.SERVER_JVM_ARGS + ": '" + option + "' is not accepted; accepted: "
                        + ACCEPTED);
            }
            options.add(option);
        }
        return List.copyOf(options);
    }

    /** "jvm -Xmx4g; injected cpu=10% in ...": for the environment record and messages; empty when none. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (!jvmOptions.isEmpty()) {
            parts.add("jvm " + String.join(" ", jvmOptions));
        }
        injection.ifPresent(cost -> parts.add("injected " + cost.describe()));
        return String.join("; ", parts);
    }
}
