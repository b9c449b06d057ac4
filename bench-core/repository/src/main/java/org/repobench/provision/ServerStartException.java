package org.repobench.provision;

/** A server could not be started here; the message says precisely why, in one line. */
public final class ServerStartException extends Exception {
    public ServerStartException(String message) {
        super(message);
    }

    public ServerStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
