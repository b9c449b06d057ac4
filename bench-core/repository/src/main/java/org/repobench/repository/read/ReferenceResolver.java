package org.repobench.repository.read;

import org.modeshape.jcr.cache.NodeKey;

import javax.jcr.ItemNotFoundException;
import javax.jcr.Node;
import javax.jcr.Repository;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.util.Optional;

/**
 * Turns the identifier a reference value holds into its node, the way {@link ReferenceLookup} says. Made once per
 * repository: the key prefix is a property of the workspace, not of a GET.
 */
public final class ReferenceResolver {
    // ModeShape keys nodes as <7-character source key><7-character workspace key><identifier>
    private static final int SOURCE_KEY_LENGTH = 7;
    private static final String SYSTEM_NODE = "/jcr:system";

    private final String keyPrefix;

    private ReferenceResolver(String keyPrefix) {
        this.keyPrefix = keyPrefix;
    }

    /** For {@link ReferenceLookup#NODE_KEY}, derives and checks the default workspace's key prefix in a session. */
    public static ReferenceResolver of(ReferenceLookup lookup, Repository repository) throws RepositoryException {
        if (lookup == ReferenceLookup.IDENTIFIER) {
            return new ReferenceResolver("");
        }
        Session session = repository.login();
        try {
            return new ReferenceResolver(keyPrefixOf(session));
        } finally {
            session.logout();
        }
    }

    /** The node a reference value points at, if it still exists. */
    Optional<Node> resolve(Session session, String identifier) throws RepositoryException {
        try {
            return Optional.of(session.getNodeByIdentifier(keyPrefix + identifier));
        } catch (ItemNotFoundException dangling) {
            return Optional.empty();
        }
    }

    /**
     * The key prefix of the session's workspace. The JCR API hands out short identifiers for nodes of the session's
     * own workspace and complete keys for others, so the system workspace's {@code jcr:system} shows the repository's
     * source key; the workspace key is derived from the workspace name as ModeShape derives it. The result is checked
     * on the root node, so a ModeShape that keys nodes differently fails here rather than losing every reference.
     */
    private static String keyPrefixOf(Session session) throws RepositoryException {
        String systemKey = session.getNode(SYSTEM_NODE).getIdentifier();
        String prefix = systemKey.substring(0, Math.min(SOURCE_KEY_LENGTH, systemKey.length()))
                + NodeKey.keyForWorkspaceName(session.getWorkspace().getName());
        Node root = session.getRootNode();
        try {
            if (session.getNodeByIdentifier(prefix + root.getIdentifier()).isSame(root)) {
                return prefix;
            }
        } catch (ItemNotFoundException notAKey) {
            // reported below
        }
        throw new IllegalStateException("referenceLookup " + ReferenceLookup.NODE_KEY + " cannot work with this "
                + "ModeShape: the node key prefix '" + prefix + "' derived for workspace '"
                + session.getWorkspace().getName() + "' does not find the root node; use referenceLookup "
                + ReferenceLookup.IDENTIFIER);
    }
}
