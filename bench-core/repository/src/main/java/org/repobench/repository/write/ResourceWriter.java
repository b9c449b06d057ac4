package org.repobench.repository.write;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.repobench.repository.model.ResourceGoneException;
import org.repobench.repository.index.MembershipIndex;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.Mixins;
import org.repobench.repository.model.PairtreeMinter;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Binary;
import javax.jcr.InvalidItemStateException;
import javax.jcr.Node;
import javax.jcr.PathNotFoundException;
import javax.jcr.NodeIterator;
import javax.jcr.Property;
import javax.jcr.PropertyIterator;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import javax.jcr.ValueFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Calendar;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.sql.SQLException;
import java.util.Set;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The write half of the repository API, shaped like the LDP requests the Fedora scripts and tests sent: PUT and POST
 * of containers with Turtle bodies, PATCH with triples to insert, PUT and POST of binaries with a Digest, DELETE
 * (leaving a tombstone) and the tombstone's purge. Changes collect in one JCR session until {@link #save()}; a
 * failed save leaves them there, so call {@link #discard()} before trying again.
 */
public final class ResourceWriter implements AutoCloseable {
    private final Session session;
    private final ResourceUris uris;
    private final PairtreeMinter minter;
    private final PropertyWriter properties;
    /** The membership index this writer keeps, or null when index maintenance is off. */
    private final MembershipIndex index;
    /** Resources this session created or changed (their index rows are derived again at save). */
    private final Set<String> changed = new LinkedHashSet<>();
    /** Resources this session deleted (their rows, and those of everything below them, go at save). */
    private final Set<String> deleted = new LinkedHashSet<>();
    private final CreationLocks locks;
    /** Paths of the nodes this session added and holds in {@link #locks} until it saves or discards them. */
    private final Set<String> creating = new HashSet<>();

    /**
     * For crash tests only: runs after the nodes of a save are stored and before the index is updated, the window a
     * killed process must not leave silently wrong.
     */
    public static volatile Runnable betweenNodeSaveAndIndexUpdate;

    /**
     * A writer of its own session. {@code locks} are shared by all writers of the repository; {@code index} is the
     * membership index it keeps (null: it keeps none).
     */
    public ResourceWriter(Session session, ResourceUris uris, RdfNames names, Mixins mixins, PairtreeMinter minter,
                          CreationLocks locks, MembershipIndex index) {
        this.session = session;
        this.locks = locks;
        this.uris = uris;
        this.minter = minter;
        this.properties = new PropertyWriter(session, uris, names, mixins);
        this.index = index;
    }

    /** PUT: creates a container at the path (missing ancestors become pairtree nodes) or adds to an existing one. */
    public String put(String path, String turtle) throws RepositoryException {
        Node existing = existingResource(path);
        Node container = existing != null ? existing : createContainer(path);
        addTriples(container, turtle);
        changed.add(path);
        return path;
    }

    /** POST without Slug: a new container at {@code parent/ab/cd/ef/gh/<uuid>}. */
    public String post(String parentPath, String turtle) throws RepositoryException {
        requireResource(parentPath);
        String path = childPath(parentPath, minter.mint());
        addTriples(createContainer(path), turtle);
        changed.add(path);
        return path;
    }

    /** PATCH with {@code INSERT DATA}: adds the triples of the Turtle body to an existing resource. */
    public void patch(String path, String turtle) throws RepositoryException {
        addTriples(requireResource(path), turtle);
        changed.add(path);
    }

    /**
     * POST of a binary: a new binary at {@code parent/ab/cd/ef/gh/<uuid>} (see {@link #putBinary}). Every digest the
     * client sent is checked before anything is written.
     */
    public String postBinary(String parentPath, BinarySource source, String mimeType,
                             Map<String, String> expectedDigests) throws RepositoryException, IOException {
        requireResource(parentPath);
        String path = childPath(parentPath, minter.mint());
        putBinary(path, source, mimeType, expectedDigests);
        return path;
    }

    /**
     * PUT of a binary: creates it at the path (missing ancestors become pairtree nodes) or replaces the content of
     * the binary there. Every digest the client sent (algorithm → hex) is checked before anything is written; a
     * mismatch throws {@link DigestMismatchException} and leaves the repository as it was.
     *
     * @return whether the binary was created (false: its content was replaced)
     */
    public boolean putBinary(String path, BinarySource source, String mimeType, Map<String, String> expectedDigests)
            throws RepositoryException, IOException {
        long[] size = new long[1];
        Map<String, String> actual = Digests.compute(source, expectedDigests.keySet(), size);
        for (Map.Entry<String, String> expected : expectedDigests.entrySet()) {
            String computed = actual.get(expected.getKey().toLowerCase(java.util.Locale.ROOT));
            if (!computed.equalsIgnoreCase(expected.getValue())) {
                throw new DigestMismatchException(expected.getKey() + " digest mismatch for a binary sent to "
                        + uris.uriOf(path) + ": client sent " + expected.getValue() + ", content has "
                        + computed + "; nothing was stored");
            }
        }
        Node file = existingResource(path);
        boolean created = file == null;
        if (created) {
            ensureAncestors(path);
            file = addResource(path, JcrNames.FILE);
            file.addMixin(JcrNames.FEDORA_DESCRIPTION);
            file.addNode(JcrNames.CONTENT, JcrNames.RESOURCE).addMixin(JcrNames.FEDORA_BINARY);
        } else if (!file.isNodeType(JcrNames.FEDORA_DESCRIPTION)) {
            throw new IllegalArgumentException("cannot PUT a binary at " + uris.uriOf(path)
                    + ": a container is there");
        }
        Node content = file.getNode(JcrNames.CONTENT);
        ValueFactory values = session.getValueFactory();
        try (InputStream in = source.open()) {
            Binary binary = values.createBinary(in);
            String stored = ((org.modeshape.jcr.api.Binary) binary).getHexHash();
            if (!stored.equalsIgnoreCase(actual.get("sha1"))) {
                session.refresh(false);
                throw new DigestMismatchException("the binary changed while it was stored under " + uris.uriOf(path)
                        + " (sha1 " + actual.get("sha1") + " then " + stored + "); nothing was stored");
            }
            content.setProperty(JcrNames.DATA, binary);
        }
        content.setProperty("jcr:mimeType", mimeType);
        content.setProperty(JcrNames.HAS_MIME_TYPE, mimeType);
        content.setProperty(JcrNames.HAS_SIZE, size[0]);
        Value[] digests = actual.entrySet().stream()
                .map(e -> uriValue(values, "urn:" + e.getKey() + ":" + e.getValue()))
                .toArray(Value[]::new);
        content.setProperty(JcrNames.HAS_MESSAGE_DIGEST, digests);
        file.setProperty("jcr:lastModified", Calendar.getInstance());
        if (created) {
            touchMembershipResource(file);
        }
        changed.add(path);
        return created;
    }

    /**
     * PUT with a Turtle body to an existing container: its triples become exactly the body's (fcrepo's
     * replaceProperties). What the server manages (interaction model, created, the LDP container configuration's
     * types) stays.
     */
    public void replace(String path, String turtle) throws RepositoryException {
        Node container = requireResource(path);
        if (container.isNodeType(JcrNames.FEDORA_DESCRIPTION)) {
            throw new IllegalArgumentException("cannot replace the triples of binary " + uris.uriOf(path)
                    + " with a Turtle body; PUT its content instead");
        }
        properties.clear(container);
        addTriples(container, turtle);
        changed.add(path);
    }

    /**
     * DELETE, as Fedora 4 did it (FedoraResourceImpl.delete): references to the resource and to everything below it
     * are removed from their referrers, the node goes, and a {@code fedora:Tombstone} takes its place, so the path
     * answers "gone" until the tombstone is purged. A membership resource the resource counted towards is touched.
     */
    public void delete(String path) throws RepositoryException {
        Node resource = requireResource(path);
        if (path.equals("/")) {
            throw new IllegalArgumentException("cannot DELETE the repository root");
        }
        removeReferencesTo(resource);
        touchMembershipResource(resource);
        Node parent = resource.getParent();
        String name = resource.getName();
        resource.remove();
        parent.addNode(name, JcrNames.FEDORA_TOMBSTONE);
        deleted.add(path);
    }

    /** DELETE of {@code <path>/fcr:tombstone}: removes the tombstone, so the path is free again. */
    public void purgeTombstone(String path) throws RepositoryException {
        Node tombstone = nodeIfAny(path);
        if (tombstone == null || !tombstone.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
            throw new IllegalArgumentException("no tombstone at " + uris.uriOf(path));
        }
        tombstone.remove();
    }
    /** Whether a resource (not a tombstone) is at the path, as this session sees it. */
    public boolean exists(String path) throws RepositoryException {
        Node node = nodeIfAny(path);
        return node != null && !node.isNodeType(JcrNames.FEDORA_TOMBSTONE);
    }

    /** Whether a deleted resource's tombstone is at the path. */
    public boolean isTombstone(String path) throws RepositoryException {
        Node node = nodeIfAny(path);
        return node != null && node.isNodeType(JcrNames.FEDORA_TOMBSTONE);
    }

    /**
     * One lookup, not nodeExists then getNode: between the two another session's save can change the shared view
     * (seen with two threads creating and deleting under one parent on the file store), and the second would throw.
     */
    private Node nodeIfAny(String path) throws RepositoryException {
        try {
            return session.getNode(path);
        } catch (PathNotFoundException notThere) {
            return null;
        }
    }

    /**
     * Saves the session's changes. With the membership index kept, the touched paths are first recorded as pending
     * in the index, then the nodes are saved, then the index rows of those resources are derived again from the
     * saved nodes (see {@link MembershipIndex}).
     */
    public void save() throws RepositoryException {
        if (index == null || (changed.isEmpty() && deleted.isEmpty())) {
            session.save();
            releaseCreated(true);
            changed.clear();
            deleted.clear();
            return;
        }
        MembershipIndex.Changes changes = new MembershipIndex.Changes(List.copyOf(changed), List.copyOf(deleted));
        long token;
        try {
            token = index.beforeSave(changes);
        } catch (SQLException e) {
            throw new RepositoryException("nothing saved: the membership index cannot record the save: "
                    + e.getMessage(), e);
        }
        try {
            session.save();
        } catch (RepositoryException | RuntimeException e) {
            try {
                index.abandon(token);
            } catch (SQLException abandon) {
                e.addSuppressed(abandon);
            }
            throw e;
        }
        releaseCreated(true);
        changed.clear();
        deleted.clear();
        Runnable hook = betweenNodeSaveAndIndexUpdate;
        if (hook != null) {
            hook.run();
        }
        try {
            index.afterSave(token, changes, session);
        } catch (SQLException | RepositoryException | RuntimeException e) {
            index.markNeedsRepair(token);
            throw new RepositoryException("the nodes were saved but the membership index was not updated; it is "
                    + "repaired from the nodes before the next indexed read or opening: " + e.getMessage(), e);
        }
    }

    /** Throws away everything not yet saved. */
    public void discard() throws RepositoryException {
        session.refresh(false);
        releaseCreated(false);
        changed.clear();
        deleted.clear();
    }

    @Override
    public void close() {
        session.logout();
        releaseCreated(false);
    }

    private void releaseCreated(boolean saved) {
        locks.release(creating, saved);
        creating.clear();
    }

    /**
     * Adds a node where this session found none, holding its path until the save (see {@link CreationLocks}).
     *
     * @return the node; null if another session saved one there while this one waited for the path
     */
    private Node addNew(String path, String primaryType) throws RepositoryException {
        boolean savedElsewhere = locks.acquire(path);
        Node parent = parentOf(path);
        String name = lastSegment(path);
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

    /** {@link #addNew} of a resource the request itself creates: one saved meanwhile is a conflict. */
    private Node addResource(String path, String primaryType) throws RepositoryException {
        Node added = addNew(path, primaryType);
        if (added == null) {
            throw new InvalidItemStateException(uris.uriOf(path) + " was created by another session meanwhile; "
                    + "discard and try again");
        }
        return added;
    }

    private void addTriples(Node resource, String turtle) throws RepositoryException {
        String uri = uris.uriOf(resource.getPath());
        Graph body = RDFParser.create().fromString(turtle).lang(Lang.TURTLE).base(uri).toGraph();
        List<Triple> triples = body.find().toList();
        for (Triple triple : triples) {
            if (!triple.getSubject().isURI() || !triple.getSubject().getURI().equals(uri)) {
                throw new IllegalArgumentException("a request body may only describe the resource itself (<" + uri
                        + ">), found subject " + triple.getSubject());
            }
            properties.add(resource, triple);
        }
        resource.setProperty("jcr:lastModified", Calendar.getInstance());
    }

    private Node createContainer(String path) throws RepositoryException {
        ensureAncestors(path);
        Node container = addResource(path, JcrNames.FOLDER);
        container.addMixin(JcrNames.FEDORA_CONTAINER);
        touchMembershipResource(container);
        return container;
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
     * fcrepo's touchLdpMembershipResource: a new child of a Direct or Indirect container changes its membership
     * resource, so that resource's lastModified moves (one more document rewritten per save, as in Fedora).
     */
    private void touchMembershipResource(Node created) throws RepositoryException {
        Node container = created.getParent();
        while (container.isNodeType(JcrNames.FEDORA_PAIRTREE) && container.getDepth() > 0) {
            container = container.getParent();
        }
        boolean membershipContainer = container.isNodeType(JcrNames.DIRECT_CONTAINER)
                || container.isNodeType(JcrNames.INDIRECT_CONTAINER);
        if (membershipContainer && container.hasProperty(JcrNames.MEMBERSHIP_RESOURCE)) {
            container.getProperty(JcrNames.MEMBERSHIP_RESOURCE).getNode()
                    .setProperty("jcr:lastModified", Calendar.getInstance());
        }
    }

    private Node requireResource(String path) throws RepositoryException {
        Node resource = existingResource(path);
        if (resource == null) {
            throw new NoSuchResourceException(uris.uriOf(path));
        }
        return resource;
    }

    /** The resource at the path; null if there is none; {@link ResourceGoneException} if a tombstone is there. */
    private Node existingResource(String path) throws RepositoryException {
        Node node = nodeIfAny(path);
        if (node == null) {
            return null;
        }
        if (node.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
            throw new ResourceGoneException(uris.uriOf(path));
        }
        return node;
    }

    /** fcrepo's removeReferences: no referrer keeps a value pointing at the node or anything below it. */
    private void removeReferencesTo(Node target) throws RepositoryException {
        String identifier = target.getIdentifier();
        for (PropertyIterator referrers = target.getReferences(); referrers.hasNext(); ) {
            removeValue(referrers.nextProperty(), identifier);
        }
        for (PropertyIterator referrers = target.getWeakReferences(); referrers.hasNext(); ) {
            removeValue(referrers.nextProperty(), identifier);
        }
        for (NodeIterator children = target.getNodes(); children.hasNext(); ) {
            Node child = children.nextNode();
            if (child.isNodeType("mix:referenceable")) {
                removeReferencesTo(child);
            }
        }
    }

    private void removeValue(Property property, String identifier) throws RepositoryException {
        Node referrer = property.getParent();
        changed.add(JcrNames.CONTENT.equals(referrer.getName()) ? referrer.getParent().getPath() : referrer.getPath());
        if (!property.isMultiple()) {
            property.remove();
            return;
        }
        List<Value> kept = new ArrayList<>();
        for (Value value : property.getValues()) {
            if (!value.getString().equals(identifier)) {
                kept.add(value);
            }
        }
        if (kept.isEmpty()) {
            property.remove();
        } else {
            property.setValue(kept.toArray(Value[]::new));
        }
    }

    private Node parentOf(String path) throws RepositoryException {
        int slash = path.lastIndexOf('/');
        return slash == 0 ? session.getRootNode() : session.getNode(path.substring(0, slash));
    }

    private static String lastSegment(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    private static String childPath(String parentPath, String relative) {
        return ("/".equals(parentPath) ? "" : parentPath) + "/" + relative;
    }

    private static Value uriValue(ValueFactory values, String uri) {
        try {
            return values.createValue(uri, PropertyType.URI);
        } catch (RepositoryException e) {
            throw new IllegalStateException("cannot make a URI value of " + uri, e);
        }
    }
}
