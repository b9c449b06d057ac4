package org.repobench.repository.write;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.Mixins;
import org.repobench.repository.model.PairtreeMinter;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Binary;
import javax.jcr.Node;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import javax.jcr.ValueFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.Calendar;
import java.util.List;
import java.util.Map;

/**
 * The write half of the repository API, shaped like the LDP requests the Fedora scripts sent: PUT and POST of
 * containers with Turtle bodies, PATCH with triples to insert, POST of binaries with a Digest. Changes collect
 * in one JCR session until {@link #save()}.
 */
public final class ResourceWriter implements AutoCloseable {
    private final Session session;
    private final ResourceUris uris;
    private final PairtreeMinter minter;
    private final PropertyWriter properties;

    public ResourceWriter(Session session, ResourceUris uris, RdfNames names, Mixins mixins, PairtreeMinter minter) {
        this.session = session;
        this.uris = uris;
        this.minter = minter;
        this.properties = new PropertyWriter(session, uris, names, mixins);
    }

    /** PUT: creates a container at the path (missing ancestors become pairtree nodes) or adds to an existing one. */
    public String put(String path, String turtle) throws RepositoryException {
        Node container = session.nodeExists(path) ? session.getNode(path) : createContainer(path);
        addTriples(container, turtle);
        return path;
    }

    /** POST without Slug: a new container at {@code parent/ab/cd/ef/gh/<uuid>}. */
    public String post(String parentPath, String turtle) throws RepositoryException {
        requireResource(parentPath);
        String path = childPath(parentPath, minter.mint());
        addTriples(createContainer(path), turtle);
        return path;
    }

    /** PATCH with {@code INSERT DATA}: adds the triples of the Turtle body to an existing resource. */
    public void patch(String path, String turtle) throws RepositoryException {
        addTriples(requireResource(path), turtle);
    }

    /**
     * POST of a binary. Every digest the client sent (algorithm → hex) is checked before anything is written; a
     * mismatch throws {@link DigestMismatchException} and leaves the repository as it was.
     */
    public String postBinary(String parentPath, BinarySource source, String mimeType,
                             Map<String, String> expectedDigests) throws RepositoryException, IOException {
        requireResource(parentPath);
        long[] size = new long[1];
        Map<String, String> actual = Digests.compute(source, expectedDigests.keySet(), size);
        for (Map.Entry<String, String> expected : expectedDigests.entrySet()) {
            String computed = actual.get(expected.getKey().toLowerCase(java.util.Locale.ROOT));
            if (!computed.equalsIgnoreCase(expected.getValue())) {
                throw new DigestMismatchException(expected.getKey() + " digest mismatch for a binary posted to "
                        + uris.uriOf(parentPath) + ": client sent " + expected.getValue() + ", content has "
                        + computed + "; nothing was stored");
            }
        }
        String path = childPath(parentPath, minter.mint());
        ensureAncestors(path);
        Node file = parentOf(path).addNode(lastSegment(path), JcrNames.FILE);
        file.addMixin(JcrNames.FEDORA_DESCRIPTION);
        Node content = file.addNode(JcrNames.CONTENT, JcrNames.RESOURCE);
        content.addMixin(JcrNames.FEDORA_BINARY);
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
        touchMembershipResource(file);
        return path;
    }

    public void save() throws RepositoryException {
        session.save();
    }

    /** Throws away everything not yet saved. */
    public void discard() throws RepositoryException {
        session.refresh(false);
    }

    @Override
    public void close() {
        session.logout();
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
        Node container = parentOf(path).addNode(lastSegment(path), JcrNames.FOLDER);
        container.addMixin(JcrNames.FEDORA_CONTAINER);
        touchMembershipResource(container);
        return container;
    }

    /** fcrepo's tagHierarchyWithPairtreeMixin: every missing ancestor is an nt:folder marked fedora:Pairtree. */
    private void ensureAncestors(String path) throws RepositoryException {
        Node current = session.getRootNode();
        String[] segments = path.substring(1).split("/");
        for (int i = 0; i < segments.length - 1; i++) {
            if (current.hasNode(segments[i])) {
                current = current.getNode(segments[i]);
            } else {
                current = current.addNode(segments[i], JcrNames.FOLDER);
                current.addMixin(JcrNames.FEDORA_PAIRTREE);
            }
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
        if (!session.nodeExists(path)) {
            throw new IllegalArgumentException("no resource at " + uris.uriOf(path));
        }
        return session.getNode(path);
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
