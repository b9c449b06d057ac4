package org.repobench.ldp;

import java.util.OptionalInt;

/**
 * A failure talking to an LDP server or running one: the message is one line naming what went wrong, the value and
 * what is accepted or what to do, so callers print it as it is, without a stack trace. A request the server answered
 * with an error carries the status, so a benchmark can count a 409 as a conflict and a 5xx as the server's error.
 */
public class LdpException extends RuntimeException {
    private final int status;

    public LdpException(String message) {
        this(message, 0);
    }

    public LdpException(String message, Throwable cause) {
        super(message, cause);
        this.status = 0;
    }

    /** @param status the HTTP status the server answered with */
    public LdpException(String message, int status) {
        super(message);
        this.status = status;
    }

    /** The status the server answered with; empty when it did not answer or the failure was not an answer. */
    public OptionalInt status() {
        return status == 0 ? OptionalInt.empty() : OptionalInt.of(status);
    }
}
