package org.repobench.repository.write;

import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.ResourceGoneException;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Node;
import javax.jcr.PathNotFoundException;
import javax.jcr.RepositoryException;
import javax.jcr.Session;

/** What a writer's session sees at a path: nothing, a resource, or a deleted resource's tombstone. */
final class ResourceLookup {
    private final Session session;
    private final ResourceUris uris;

    ResourceLookup(Session session, ResourceUris uris) {
        this.session = session;
        this.uris = uris;
    }

    /**
     * One lookup, not nodeExists then getNode: between the two another session's save can change the shared view
     * (seen with two threads creating and deleting under one parent on the file store), and the second would throw.
     */
    Node nodeIfAny(String path) throws RepositoryException {
        try {
            return session.getNode(path);
        } catch (PathNotFoundException notThere) {
            return null;
        }
    }

    /** The resource at the path; null if there is none; {@link ResourceGoneException} if a tombstone is there. */
    Node existing(String path) throws RepositoryException {
        Node node = nodeIfAny(path);
        if (node == null) {
            return null;
        }
        if (node.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
            throw new ResourceGoneException(uris.uriOf(path));
        }
        return node;
    }

    /** The resource at the path; {@link NoSuchResourceException} if there is none. */
    Node require(String path) throws RepositoryException {
        Node resource = existing(path);
        if (resource == null) {
            throw new NoSuchResourceException(uris.uriOf(path));
        }
        return resource;
    }

    boolean exists(String path) throws RepositoryException {
        Node node = nodeIfAny(path);
        return node != null && !node.isNodeType(JcrNames.FEDORA_TOMBSTONE);
    }

    boolean isTombstone(String path) throws RepositoryException {
        Node node = nodeIfAny(path);
        return node != null && node.isNodeType(JcrNames.FEDORA_TOMBSTONE);
    }
}
