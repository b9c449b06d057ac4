package org.repobench.ldp.fedora;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * Who a run directory belongs to: the JVM that made it and the server it started, each by pid and start time. The
 * start time tells a live owner from an unrelated process that was given the same pid later, so a sweep never kills
 * or robs a stranger.
 */
record OwnerFile(long ownerPid, Optional<Instant> ownerStart, OptionalLong serverPid, Optional<Instant> serverStart) {
    static final String NAME = "owner.properties";
    // start times are read from /proc in clock ticks and converted by each JVM; allow for rounding
    private static final Duration SAME_START = Duration.ofSeconds(1);

    static OwnerFile of(ProcessHandle owner) {
        return new OwnerFile(owner.pid(), owner.info().startInstant(), OptionalLong.empty(), Optional.empty());
    }

    OwnerFile withServer(ProcessHandle server) {
        return new OwnerFile(ownerPid, ownerStart, OptionalLong.of(server.pid()), server.info().startInstant());
    }

    /** Whether the owning JVM still runs. */
    boolean ownerAlive() {
        return live(ownerPid, ownerStart).isPresent();
    }

    /** The recorded server, if that very process still runs. */
    Optional<ProcessHandle> liveServer() {
        return serverPid.isPresent() ? live(serverPid.getAsLong(), serverStart) : Optional.empty();
    }

    private static Optional<ProcessHandle> live(long pid, Optional<Instant> start) {
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).filter(process -> start.isEmpty()
                || process.info().startInstant().map(actual -> sameStart(actual, start.get())).orElse(true));
    }

    private static boolean sameStart(Instant a, Instant b) {
        return Duration.between(a, b).abs().compareTo(SAME_START) <= 0;
    }

    /** Replaces the file in one rename, so a sweep never reads half of it. */
    void write(Path directory) throws IOException {
        Properties properties = new Properties();
        properties.setProperty("owner.pid", String.valueOf(ownerPid));
        ownerStart.ifPresent(start -> properties.setProperty("owner.start", String.valueOf(start.toEpochMilli())));
        serverPid.ifPresent(pid -> properties.setProperty("server.pid", String.valueOf(pid)));
        serverStart.ifPresent(start -> properties.setProperty("server.start", String.valueOf(start.toEpochMilli())));
        Path temporary = directory.resolve(NAME + ".tmp");
        try (Writer out = Files.newBufferedWriter(temporary)) {
            properties.store(out, "a Fedora run of repobench: a start sweeps this directory once its owner died");
        }
        Files.move(temporary, directory.resolve(NAME), StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
    }

    /** The owner file of {@code directory}; empty when there is none or it cannot be read. */
    static Optional<OwnerFile> read(Path directory) {
        Path file = directory.resolve(NAME);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file)) {
            properties.load(in);
            return Optional.of(new OwnerFile(Long.parseLong(properties.getProperty("owner.pid")),
                    instant(properties.getProperty("owner.start")), pid(properties.getProperty("server.pid")),
                    instant(properties.getProperty("server.start"))));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Instant> instant(String millis) {
        return millis == null ? Optional.empty() : Optional.of(Instant.ofEpochMilli(Long.parseLong(millis)));
    }

    private static OptionalLong pid(String pid) {
        return pid == null ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(pid));
    }
}
