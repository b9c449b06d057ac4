package org.repobench.repository.read;

import javax.jcr.RepositoryException;

/** A JCR failure inside a triple stream, where checked exceptions cannot pass. */
public final class UncheckedRepositoryException extends RuntimeException {
    public UncheckedRepositoryException(RepositoryException cause) {
        super(cause.getMessage(), cause);
    }

    @FunctionalInterface
    interface JcrSupplier<T> {
        T get() throws RepositoryException;
    }

    static <T> T unchecked(JcrSupplier<T> call) {
        try {
            return call.get();
        } catch (RepositoryException e) {
            throw new UncheckedRepositoryException(e);
        }
    }
}
