package org.repobench.ldp;

/**
 * A failure talking to an LDP server or running one: the message is one line naming what went wrong, the value and
 * what is accepted or what to do, so callers print it as it is, without a stack trace.
 */
public class LdpException extends RuntimeException {
    public LdpException(String message) {
        super(message);
    }

    public LdpException(String message, Throwable cause) {
        super(message, cause);
    }
}
