package org.repobench.repository;

/** A GET that failed underneath (a database gone away, a broken store); the message names the store and the cause. */
public final class RepositoryReadException extends RuntimeException {
    public RepositoryReadException(String message, Throwable cause) {
        super(message, cause);
    }
}
