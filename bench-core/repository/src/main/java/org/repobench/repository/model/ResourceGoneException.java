package org.repobench.repository.model;

/** A request for a resource that was deleted: a tombstone stands at its path (HTTP 410 in Fedora). */
public final class ResourceGoneException extends IllegalArgumentException {
    public ResourceGoneException(String uri) {
        super("resource " + uri + " is gone: it was deleted and its tombstone remains");
    }
}
