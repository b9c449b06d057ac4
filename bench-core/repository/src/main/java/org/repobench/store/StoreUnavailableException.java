package org.repobench.store;

/** A store that cannot be used on this machine; the message says why and how to provide it. */
public final class StoreUnavailableException extends RuntimeException {
    public StoreUnavailableException(String message) {
        super(message);
    }

    public StoreUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
