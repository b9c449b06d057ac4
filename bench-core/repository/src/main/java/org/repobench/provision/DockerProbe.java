package org.repobench.provision;

import java.util.Optional;

/** Whether a Docker engine can run containers here; an interface so resolution can be tested without one. */
@FunctionalInterface
public interface DockerProbe {
    /** What the resolution's line says when no engine answers: an expected outcome, not an error. */
    String NO_DOCKER = "no Docker engine";

    /** Empty when containers can be started; else one line saying why not, e.g. {@link #NO_DOCKER}. */
    Optional<String> unavailable();

    default boolean available() {
        return unavailable().isEmpty();
    }

    /** A probe that answers yes, or {@link #NO_DOCKER}: for tests. */
    static DockerProbe answering(boolean available) {
        return () -> available ? Optional.empty() : Optional.of(NO_DOCKER);
    }

    /** The probe, asked at most once: the answer holds for the whole run, and every server's resolution needs it. */
    static DockerProbe once(DockerProbe probe) {
        return new DockerProbe() {
            private Optional<String> answer;

            @Override
            public synchronized Optional<String> unavailable() {
                if (answer == null) {
                    answer = probe.unavailable();
                }
                return answer;
            }
        };
    }
}
