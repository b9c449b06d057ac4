package org.repobench.load;

import org.repobench.ldp.LdpRequest;

import java.util.Objects;

/**
 * One request of a load cycle: what it does and the request itself, whose path and body may hold the engine's
 * references to the cycle's resource name ({@link LoadCycle#NAME}).
 *
 * @param operation what it does, and so its label and the status that means done
 * @param request   the request, as the JMH benchmarks send it
 */
public record LoadStep(LoadOperation operation, LdpRequest request) {
    public LoadStep {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(request, "request");
    }
}
