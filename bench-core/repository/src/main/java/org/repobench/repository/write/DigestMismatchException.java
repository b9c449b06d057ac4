package org.repobench.repository.write;

/** A binary whose bytes do not match a digest the client sent; nothing was stored. */
public final class DigestMismatchException extends RuntimeException {
    public DigestMismatchException(String message) {
        super(message);
    }
}
