package org.repobench.provision;

/** Whether a Docker engine can run containers here; an interface so resolution can be tested without one. */
@FunctionalInterface
public interface DockerProbe {
    boolean available();

    /** The probe, asked at most once: the answer holds for the whole run, and every server's resolution needs it. */
    static DockerProbe once(DockerProbe probe) {
        return new DockerProbe() {
            private Boolean answer;

            @Override
            public synchronized boolean available() {
                if (answer == null) {
                    answer = probe.available();
                }
                return answer;
            }
        };
    }
}
