package org.repobench.repository;

/** The repository could not be started on its store; the message names the store and the cause. */
public final class RepositoryStartException extends RuntimeException {
    public RepositoryStartException(String message, Throwable cause) {
        super(message, cause);
    }
}
