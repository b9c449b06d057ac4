package org.repobench.workload;

/** A fixture whose timed representation does not hold exactly N member triples: the benchmark must not run. */
public final class FixtureVerificationException extends RuntimeException {
    public FixtureVerificationException(String message) {
        super(message);
    }
}
