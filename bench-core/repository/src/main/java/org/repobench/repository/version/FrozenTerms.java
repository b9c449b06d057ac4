package org.repobench.repository.version;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.StoredValues;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.ItemNotFoundException;
import javax.jcr.Property;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import java.util.Optional;

/**
 * The RDF terms of what a frozen node stores, for {@link FrozenTriples}: a property's predicate, a value's object.
 * Apart from FrozenTriples, which walks JCR nodes, because Jena's Node and JCR's Node share a simple name.
 */
final class FrozenTerms {
    private FrozenTerms() {
    }

    static Node predicateOf(Session session, RdfNames names, Property property) throws RepositoryException {
        String name = property.getName();
        boolean reference = property.getType() == PropertyType.REFERENCE
                || property.getType() == PropertyType.WEAKREFERENCE;
        if (reference && name.endsWith(JcrNames.REFERENCE_SUFFIX)) {
            name = name.substring(0, name.length() - JcrNames.REFERENCE_SUFFIX.length());
        }
        return NodeFactory.createURI(names.iri(session, name));
    }

    static Optional<Node> objectOf(Session session, ResourceUris uris, Value value) throws RepositoryException {
        return value.getType() == PropertyType.REFERENCE || value.getType() == PropertyType.WEAKREFERENCE
                ? target(session, uris, value.getString()) : StoredValues.literal(value);
    }

    /** The resource a stored link points at now; nothing if it is gone. */
    private static Optional<Node> target(Session session, ResourceUris uris, String identifier)
            throws RepositoryException {
        try {
            var node = session.getNodeByIdentifier(identifier);
            var resource = JcrNames.CONTENT.equals(node.getName()) ? node.getParent() : node;
            return Optional.of(uris.nodeOf(resource.getPath()));
        } catch (ItemNotFoundException gone) {
            return Optional.empty();
        }
    }
}
