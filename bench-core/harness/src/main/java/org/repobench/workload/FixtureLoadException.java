package org.repobench.workload;

/**
 * A fixture's load over HTTP that failed: a member's request refused in a way no retry mends, or refused or
 * unanswered on every attempt. The message names the member and what the server said.
 */
public final class FixtureLoadException extends RuntimeException {
    public FixtureLoadException(String message, Throwable cause) {
        super(message, cause);
    }
}
