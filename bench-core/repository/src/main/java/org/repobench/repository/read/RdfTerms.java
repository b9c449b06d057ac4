package org.repobench.repository.read;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.StoredValues;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Item;
import javax.jcr.Property;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import java.util.Optional;
import java.util.stream.Stream;

import static org.repobench.repository.read.UncheckedRepositoryException.unchecked;

/**
 * The RDF half of a {@link ReadContext}: the URI of a resource node, the predicate of a property, the object of a
 * stored value. Kept apart from the half that walks JCR nodes because Jena's Node and JCR's Node share a simple
 * name; this half names only Jena's (a JCR node is an {@link Item} here).
 */
abstract class RdfTerms {
    final Session session;
    final ResourceUris uris;
    final RdfNames names;

    RdfTerms(Session session, ResourceUris uris, RdfNames names) {
        this.session = session;
        this.uris = uris;
        this.names = names;
    }

    /** The node a reference value points at, if it still exists. */
    abstract Optional<? extends Item> resolve(String identifier) throws RepositoryException;

    /**
     * The URI of a resource node; a binary's jcr:content answers for its nt:file. As fcrepo 4.7's
     * HttpResourceConverter, it first asks whether the node is a frozen version (by its type, then by its path: a
     * second walk up its ancestors through the node cache), because a version's URI lies under fcr:versions. The
     * model's representations hold no version, so one here is a defect; the check's cost is fcrepo's, paid per URI.
     */
    Node uriOf(Item node) {
        return unchecked(() -> {
            Item resource = JcrNames.CONTENT.equals(node.getName()) ? node.getParent() : node;
            if (isFrozen(resource)) {
                throw new IllegalStateException("a version's URI is not modelled: " + resource.getPath());
            }
            return uris.nodeOf(resource.getPath());
        });
    }

    /** Whether a resource node is a frozen version: fcrepo's isFrozenNode, its type, then its path. */
    abstract boolean isFrozen(Item resource) throws RepositoryException;

    Node predicateOf(Property property) {
        return unchecked(() -> {
            String name = property.getName();
            if (name.endsWith(JcrNames.REFERENCE_SUFFIX) && isReference(property.getType())) {
                name = name.substring(0, name.length() - JcrNames.REFERENCE_SUFFIX.length());
            }
            return NodeFactory.createURI(names.iri(session, name));
        });
    }

    Stream<Value> values(Property property) {
        return unchecked(() -> property.isMultiple() ? Stream.of(property.getValues())
                : Stream.of(property.getValue()));
    }

    /**
     * An RDF object for a stored value. A reference is resolved node by node (session.getNodeByIdentifier as
     * {@link ReferenceLookup} says, then the node's path): the per-member cost the Fedora community measured. A
     * dangling weak reference yields nothing.
     */
    Optional<Node> objectOf(Value value) {
        return unchecked(() -> value.getType() == PropertyType.REFERENCE
                || value.getType() == PropertyType.WEAKREFERENCE
                ? resolve(value.getString()).map(this::uriOf) : StoredValues.literal(value));
    }

    /** The triples of one property of the resource {@code subject}: one per value that has an RDF object. */
    Stream<Triple> triplesOf(Node subject, Property property) {
        Node predicate = predicateOf(property);
        return values(property)
                .flatMap(value -> objectOf(value).stream())
                .map(object -> Triple.create(subject, predicate, object));
    }

    static boolean isReference(int propertyType) {
        return propertyType == PropertyType.REFERENCE || propertyType == PropertyType.WEAKREFERENCE;
    }
}
