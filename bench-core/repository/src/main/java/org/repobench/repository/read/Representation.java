package org.repobench.repository.read;

import org.apache.jena.graph.Triple;
import org.repobench.repository.model.ResourceGoneException;
import org.repobench.repository.index.MembershipQueries;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Node;
import javax.jcr.PathNotFoundException;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.util.stream.Stream;

/** The triples a GET of one resource returns under a Prefer choice, as one (possibly parallel) stream. */
public final class Representation {
    private Representation() {
    }

    public static Stream<Triple> of(Session session, ResourceUris uris, RdfNames names, boolean parallel,
                                    ReferenceResolver references, String path, Prefer prefer)
            throws RepositoryException {
        return of(session, uris, names, parallel, references, path, prefer, null);
    }

    /**
     * As above; with an {@code index} (the INDEXED traversal), containment, membership and inbound references come
     * from the membership index instead of the nodes.
     */
    public static Stream<Triple> of(Session session, ResourceUris uris, RdfNames names, boolean parallel,
                                    ReferenceResolver references, String path, Prefer prefer,
                                    MembershipQueries index)
            throws RepositoryException {
        return of(session, uris, names, parallel, references, path, prefer, index, false);
    }

    /** As above; {@code query}: children and referrers come from JCR-SQL2 queries (the QUERY traversal). */
    public static Stream<Triple> of(Session session, ResourceUris uris, RdfNames names, boolean parallel,
                                    ReferenceResolver references, String path, Prefer prefer,
                                    MembershipQueries index, boolean query)
            throws RepositoryException {
        Node resource;
        try {
            resource = session.getNode(path);
        } catch (PathNotFoundException missing) {
            throw new IllegalArgumentException("no resource at " + uris.uriOf(path), missing);
        }
        if (resource.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
            throw new ResourceGoneException(uris.uriOf(path));
        }
        ReadContext ctx = new ReadContext(session, uris, names, parallel, references, index, query);
        Stream<Triple> triples = PropertiesContext.of(ctx, resource);
        if (prefer.serverManaged()) {
            triples = Stream.concat(triples, ServerManagedContext.of(ctx, resource));
        }
        if (prefer.containment()) {
            triples = Stream.concat(triples, index != null ? IndexedContexts.containment(ctx, resource)
                    : ContainmentContext.of(ctx, resource));
        }
        if (prefer.membership()) {
            triples = Stream.concat(triples, index != null ? IndexedContexts.membership(ctx, resource)
                    : MembershipContext.of(ctx, resource));
        }
        if (prefer.inboundReferences()) {
            triples = Stream.concat(triples, index != null ? IndexedContexts.inboundReferences(ctx, resource)
                    : InboundReferencesContext.of(ctx, resource));
        }
        return triples;
    }
}
