package org.repobench.repository.read;

import org.apache.jena.graph.Triple;
import org.repobench.repository.ResourceGoneException;
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
        Node resource;
        try {
            resource = session.getNode(path);
        } catch (PathNotFoundException missing) {
            throw new IllegalArgumentException("no resource at " + uris.uriOf(path), missing);
        }
        if (resource.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
            throw new ResourceGoneException(uris.uriOf(path));
        }
        ReadContext ctx = new ReadContext(session, uris, names, parallel, references);
        Stream<Triple> triples = PropertiesContext.of(ctx, resource);
        if (prefer.serverManaged()) {
            triples = Stream.concat(triples, ServerManagedContext.of(ctx, resource));
        }
        if (prefer.containment()) {
            triples = Stream.concat(triples, ContainmentContext.of(ctx, resource));
        }
        if (prefer.membership()) {
            triples = Stream.concat(triples, MembershipContext.of(ctx, resource));
        }
        if (prefer.inboundReferences()) {
            triples = Stream.concat(triples, InboundReferencesContext.of(ctx, resource));
        }
        return triples;
    }
}
