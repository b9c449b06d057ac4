package org.repobench.provision;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * The JVM that started a container or network, written on it as labels, so that the next run can tell what a killed
 * run left ({@link ContainerSweep}) from what a live one still uses. A process id alone could be a new process's;
 * its start time tells them apart. The host name keeps a run from judging containers that another machine sharing the
 * engine started.
 */
record ContainerOwner(long pid, Optional<Instant> start, String host) {
    static final String PID = "org.repobench.owner.pid";
    static final String START = "org.repobench.owner.start";
    static final String HOST = "org.repobench.owner.host";
    // ProcessHandle's start time comes from clock ticks since boot: the same process reads within a tick of itself
    private static final Duration SAME_START = Duration.ofSeconds(1);

    static ContainerOwner current() {
        return This.OWNER;
    }

    /** The owner the labels name; empty when they name none (a container some other tool started). */
    static Optional<ContainerOwner> of(Map<String, String> labels) {
        if (labels == null || !labels.containsKey(PID)) {
            return Optional.empty();
        }
        try {
            long pid = Long.parseLong(labels.get(PID));
            Optional<Instant> start = Optional.ofNullable(labels.get(START)).map(Long::parseLong)
                    .map(Instant::ofEpochMilli);
            return Optional.of(new ContainerOwner(pid, start, labels.getOrDefault(HOST, "")));
        } catch (NumberFormatException notOurs) {
            return Optional.empty();
        }
    }

    Map<String, String> labels() {
        return start.map(instant -> Map.of(PID, String.valueOf(pid), START, String.valueOf(instant.toEpochMilli()),
                HOST, host)).orElseGet(() -> Map.of(PID, String.valueOf(pid), HOST, host));
    }

    /** True when this host's process with that id and start time has exited: what it started may go. */
    boolean deadOn(String thisHost) {
        if (!host.equals(thisHost)) {
            return false;
        }
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                .filter(process -> start.isEmpty() || process.info().startInstant()
                        .map(actual -> Duration.between(actual, start.get()).abs().compareTo(SAME_START) <= 0)
                        .orElse(true))
                .isEmpty();
    }

    /** This machine's name, as the labels write it: asked once per JVM (a lookup can wait on the resolver). */
    static String hostName() {
        return This.OWNER.host();
    }

    private static String lookUpHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return Optional.ofNullable(System.getenv("HOSTNAME")).orElse("localhost");
        }
    }

    /** This JVM, the owner of what it starts, found when first needed. */
    private static final class This {
        private static final ContainerOwner OWNER = owner();

        private static ContainerOwner owner() {
            ProcessHandle self = ProcessHandle.current();
            return new ContainerOwner(self.pid(), self.info().startInstant(), lookUpHostName());
        }
    }
}
