package org.repobench.repository.write;

import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.InvalidItemStateException;
import javax.jcr.Node;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Adds the nodes a writer's session creates, each where the session found none, holding its path in the
 * repository's {@link CreationLocks} until the session saves or discards it.
 */
final class NodeCreation {
    private final Session session;
    private final ResourceUris uris;
    private final CreationLocks locks;
    /** Paths of the nodes this session added and holds in {@link #locks} until it saves or discards them. */
    private final Set<String> creating = new HashSet<>();

    NodeCreation(Session session, ResourceUris uris, CreationLocks locks) {
        this.session = session;
        this.uris = uris;
        this.locks = locks;
    }

    /**
     * A new resource node at the path, whose missing ancestors become pairtree nodes. One that another session saved
     * there meanwhile is a conflict.
     */
    Node createResource(String path, String primaryType) throws RepositoryException {
        ensureAncestors(path);
        Node added = addNew(path, primaryType);
        if (added == null) {
            throw new InvalidItemStateException(uris.uriOf(path) + " was created by another session meanwhile; "
                    + "discard and try again");
        }
        return added;
    }

    /** Lets other writers create the paths this session held; {@code saved}: its nodes were saved, not discarded. */
    void release(boolean saved) {
        locks.release(creating, saved);
        creating.clear();
    }

    /** fcrepo's tagHierarchyWithPairtreeMixin: every missing ancestor is an nt:folder marked fedora:Pairtree. */
    private void ensureAncestors(String path) throws RepositoryException {
        Node current = session.getRootNode();
        String[] segments = path.substring(1).split("/");
        for (int i = 0; i < segments.length - 1; i++) {
            if (!current.hasNode(segments[i])) {
                Node pairtree = addNew("/" + String.join("/", Arrays.copyOf(segments, i + 1)), JcrNames.FOLDER);
                if (pairtree != null) {   // else another session saved it while this one waited: use theirs
                    pairtree.addMixin(JcrNames.FEDORA_PAIRTREE);
                }
            }
            current = current.getNode(segments[i]);
        }
    }

    /**
     * Adds a node where this session found none, holding its path until the save (see {@link CreationLocks}).
     *
     * @return the node; null if another session saved one there while this one waited for the path
     */
    private Node addNew(String path, String primaryType) throws RepositoryException {
        boolean savedElsewhere = locks.acquire(path);
        Node parent = parentOf(path);
        String name = path.substring(path.lastIndexOf('/') + 1);
        if (parent.hasNode(name) || savedElsewhere && comesIntoView(parent, name)) {
            locks.release(Set.of(path), false);
            return null;
        }
        creating.add(path);
        return parent.addNode(name, primaryType);
    }

    /**
     * Whether a child another session just saved reaches this session's view within a second (see
     * {@link CreationLocks}); false if it does not, as when it was removed again meanwhile.
     */
    private static boolean comesIntoView(Node parent, String name) throws RepositoryException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
        while (System.nanoTime() - deadline < 0) {
            if (parent.hasNode(name)) {
                return true;
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InvalidItemStateException("interrupted while waiting to see " + name);
            }
        }
        return false;
    }

    private Node parentOf(String path) throws RepositoryException {
        int slash = path.lastIndexOf('/');
        return slash == 0 ? session.getRootNode() : session.getNode(path.substring(0, slash));
    }
}
