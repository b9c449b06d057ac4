package org.repobench.ldp.fedora;

import org.repobench.api.OptionNames;
import org.repobench.ldp.LdpException;
import org.repobench.ldp.inject.Injection;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a run gives every server it starts beyond its build's own start: JVM options ({@code --server-jvm-args}, e.g.
 * a fixed heap), a known cost injected into its code ({@code --server-inject}), a flight recording of each start
 * ({@code --server-profile}), and the address it listens on (127.0.0.1 unless {@code serve --bind} names another).
 *
 * @param jvmOptions options for the server's JVM, put before the suite's own (which therefore win where both set
 *                   one)
 * @param injection  a cost added to the server's own code, or none
 * @param profiles   where each start's flight recording goes ({@link #profileOption}), or none
 * @param address    the one address its HTTP listener binds (every interface for 0.0.0.0 or ::, the suite's own
 *                   client then reaching it on 127.0.0.1)
 */
public record ServerOptions(List<String> jvmOptions, Optional<Injection> injection, Optional<Path> profiles,
                            InetAddress address) {
    /** Where a server listens unless told otherwise: only its own machine reaches it. */
    public static final InetAddress LOOPBACK = FreePort.LOOPBACK;
    /** The servers as their builds start them. */
    public static final ServerOptions NONE = new ServerOptions(List.of(), Optional.empty(), Optional.empty());
    /**
     * JFR's "profile" settings (CPU samples every 10 ms, allocation samples), with stacks deep enough to reach the
     * server's own frames beneath its database driver's.
     */
    private static final String RECORDING = ",settings=profile";
    private static final String STACK_DEPTH = "-XX:FlightRecorderOptions=stackdepth=256";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS", Locale.ROOT);
    /** What would start something other than the server, or bypass {@code --server-inject}. */
    private static final Set<String> REFUSED = Set.of("-jar", "-cp", "-classpath", "--class-path", "-m", "--module");
    static final String ACCEPTED = "JVM options, each starting with '-', e.g. \"-Xms4g -Xmx4g -XX:+UseParallelGC\""
            + " (no -jar, -cp, -classpath or -javaagent: the suite starts the server, and "
            + OptionNames.SERVER_INJECT + " adds its agent)";

    public ServerOptions {
        jvmOptions = List.copyOf(jvmOptions);
        Objects.requireNonNull(injection, OptionNames.SERVER_INJECT);
        Objects.requireNonNull(profiles, OptionNames.SERVER_PROFILE);
        Objects.requireNonNull(address, "address");
        // checked once, before any server starts: the JVM's recording option splits on ',' and '='
        profiles.filter(dir -> dir.toAbsolutePath().toString().matches(".*[,=].*"))
                .ifPresent(dir -> {
                    throw new LdpException(OptionNames.SERVER_PROFILE + ": '" + dir + "' is not accepted; accepted:"
                            + " a directory whose path has no ',' or '=' (the JVM's recording option splits on them)");
                });
    }

    /** On 127.0.0.1, as a run's servers are. */
    public ServerOptions(List<String> jvmOptions, Optional<Injection> injection, Optional<Path> profiles) {
        this(jvmOptions, injection, profiles, LOOPBACK);
    }

    /** These options, the server listening on {@code where} instead. */
    public ServerOptions listeningOn(InetAddress where) {
        return new ServerOptions(jvmOptions, injection, profiles, where);
    }

    /** Whether it changes nothing. */
    public boolean isNone() {
        return jvmOptions.isEmpty() && injection.isEmpty() && profiles.isEmpty() && address.equals(LOOPBACK);
    }

    /** Where the suite's own client reaches the server: its address, or 127.0.0.1 when it listens on every one. */
    InetAddress reachedOn() {
        return address.isAnyLocalAddress() ? LOOPBACK : address;
    }

    /**
     * The JVM options that make a start of {@code server} record itself into a file of its own under
     * {@link #profiles()}, written when the server stops; empty without {@code --server-profile}.
     *
     * @param server what the file is named for ({@code fedora-6.1.0-file}), before the start's time
     * @param now    the start's time, which keeps the files of one server's starts apart
     */
    public List<String> profileOption(String server, LocalDateTime now) {
        return profiles.map(dir -> {
            String file = dir.toAbsolutePath().resolve(server + "-" + STAMP.format(now) + ".jfr").toString();
            try {
                Files.createDirectories(dir);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create " + dir + " for the servers' recordings", e);
            }
            return List.of(STACK_DEPTH, "-XX:StartFlightRecording=filename=" + file + RECORDING);
        }).orElse(List.of());
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

    /**
     * "jvm -Xmx4g; injected cpu=10% in ...": for the environment record and messages; empty when none. The address is
     * not in it: the server's URL says it.
     */
    public String describe() {
        List<String> parts = new ArrayList<>();
        if (!jvmOptions.isEmpty()) {
            parts.add("jvm " + String.join(" ", jvmOptions));
        }
        injection.ifPresent(cost -> parts.add("injected " + cost.describe()));
        profiles.ifPresent(dir -> parts.add("recorded into " + dir));
        return String.join("; ", parts);
    }
}
