package org.repobench.provision;

/** Whether a Docker engine can run containers here; an interface so resolution can be tested without one. */
@FunctionalInterface
public interface DockerProbe {
    boolean available();
}
