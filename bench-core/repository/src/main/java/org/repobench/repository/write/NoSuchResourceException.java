package org.repobench.repository.write;

/**
 * A write named a path where this session sees no resource (Fedora: 404). A client error, unless the caller knows
 * the resource is there and the session's view lags behind (see the write benchmarks' stale reads).
 */
public final class NoSuchResourceException extends IllegalArgumentException {
    public NoSuchResourceException(String uri) {
        super("no resource at " + uri);
    }
}
