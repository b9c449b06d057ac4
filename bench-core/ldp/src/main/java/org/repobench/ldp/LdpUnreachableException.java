package org.repobench.ldp;

/**
 * The server did not answer at all (refused, timed out, reset): kept apart from a server that answered with an error,
 * because a server that is still starting, or has died, looks like this.
 */
public final class LdpUnreachableException extends LdpException {
    public LdpUnreachableException(String message, Throwable cause) {
        super(message, cause);
    }
}
