package org.repobench.repository.read;

import org.apache.jena.graph.NodeFactory;
import org.repobench.repository.index.MembershipQueries;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Node;
import javax.jcr.Property;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import java.util.Iterator;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import static org.repobench.repository.read.UncheckedRepositoryException.unchecked;

/**
 * What every part of a representation needs: the session of this GET, node and value conversion, and the
 * {@code parallel} lever deciding how JCR iterators become streams (fcrepo's StreamUtils.iteratorToStream).
 */
final class ReadContext {
    final Session session;
    final ResourceUris uris;
    final RdfNames names;
    final boolean parallel;
    private final ReferenceResolver references;
    /** The membership index, for the INDEXED traversal; null when the nodes are walked. */
    final MembershipQueries index;
    /** Whether children and referrers come from JCR-SQL2 queries (the QUERY traversal). */
    final boolean query;

    ReadContext(Session session, ResourceUris uris, RdfNames names, boolean parallel, ReferenceResolver references,
                MembershipQueries index) {
        this(session, uris, names, parallel, references, index, false);
    }

    ReadContext(Session session, ResourceUris uris, RdfNames names, boolean parallel, ReferenceResolver references,
                MembershipQueries index, boolean query) {
        this.session = session;
        this.uris = uris;
        this.names = names;
        this.parallel = parallel;
        this.references = references;
        this.index = index;
        this.query = query;
    }

    /**
     * The reference properties pointing at the node: those named {@code property} (any, when null), strong and weak,
     * from the node's back references or, under QUERY, from a query.
     */
    Stream<Property> referencesTo(Node target, String property) {
        if (query) {
            return stream(unchecked(() -> QueryTraversal.referencesTo(session, target, property)).iterator());
        }
        if (property != null) {
            return properties(unchecked(() -> target.getReferences(property)));
        }
        return Stream.concat(properties(unchecked(target::getReferences)),
                properties(unchecked(target::getWeakReferences)));
    }

    <T> Stream<T> stream(Iterator<T> iterator) {
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator, Spliterator.IMMUTABLE), parallel);
    }

    @SuppressWarnings("unchecked")
    Stream<Node> nodes(Iterator<?> nodeIterator) {
        return stream((Iterator<Node>) nodeIterator);
    }

    @SuppressWarnings("unchecked")
    Stream<Property> properties(Iterator<?> propertyIterator) {
        return stream((Iterator<Property>) propertyIterator);
    }

    /** The URI of a resource node; a binary's jcr:content answers for its nt:file. */
    org.apache.jena.graph.Node uriOf(Node node) {
        return unchecked(() -> {
            Node resource = JcrNames.CONTENT.equals(node.getName()) ? node.getParent() : node;
            return uris.nodeOf(resource.getPath());
        });
    }

    org.apache.jena.graph.Node predicateOf(Property property) {
        return unchecked(() -> {
            String name = property.getName();
            if (name.endsWith(JcrNames.REFERENCE_SUFFIX) && isReference(property.getType())) {
                name = name.substring(0, name.length() - JcrNames.REFERENCE_SUFFIX.length());
            }
            return NodeFactory.createURI(names.iri(session, name));
        });
    }

    Stream<Value> values(Property property) {
        return unchecked(() -> property.isMultiple() ? Stream.of(property.getValues()) : Stream.of(property.getValue()));
    }

    /**
     * An RDF object for a stored value. A reference is resolved node by node (session.getNodeByIdentifier as
     * {@link ReferenceLookup} says, then the node's path): the per-member cost the Fedora community measured. A dangling weak reference yields nothing.
     */
    Optional<org.apache.jena.graph.Node> objectOf(Value value) {
        return unchecked(() -> switch (value.getType()) {
            case PropertyType.REFERENCE, PropertyType.WEAKREFERENCE -> resolve(value.getString()).map(this::uriOf);
            case PropertyType.URI -> Optional.of(NodeFactory.createURI(value.getString()));
            case PropertyType.STRING -> Optional.of(org.repobench.repository.model.LiteralCodec.decode(value.getString()));
            case PropertyType.LONG -> Optional.of(NodeFactory.createLiteralDT(value.getString(),
                    org.apache.jena.datatypes.xsd.XSDDatatype.XSDlong));
            case PropertyType.DATE -> Optional.of(NodeFactory.createLiteralDT(value.getString(),
                    org.apache.jena.datatypes.xsd.XSDDatatype.XSDdateTime));
            case PropertyType.BOOLEAN -> Optional.of(NodeFactory.createLiteralDT(value.getString(),
                    org.apache.jena.datatypes.xsd.XSDDatatype.XSDboolean));
            case PropertyType.BINARY -> Optional.empty();
            default -> Optional.of(NodeFactory.createLiteralString(value.getString()));
        });
    }

    /** The node a reference value points at, if it still exists. */
    Optional<Node> resolve(String identifier) throws RepositoryException {
        return references.resolve(session, identifier);
    }

    static boolean isReference(int propertyType) {
        return propertyType == PropertyType.REFERENCE || propertyType == PropertyType.WEAKREFERENCE;
    }

    /**
     * fcrepo's nodeToGoodChildren: a node's children that are resources, walking down through pairtree nodes
     * (each level is loaded) and skipping system nodes, jcr:content and the tombstones of deleted resources.
     */
    Stream<Node> resourceChildren(Node parent) {
        if (query) {
            return stream(unchecked(() -> QueryTraversal.resourceChildren(session, parent)).iterator());
        }
        return nodes(unchecked(parent::getNodes)).flatMap(child -> unchecked(() -> {
            String name = child.getName();
            if (name.startsWith("jcr:") || name.startsWith("mode:") || child.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
                return Stream.<Node>empty();
            }
            return child.isNodeType(JcrNames.FEDORA_PAIRTREE) ? resourceChildren(child) : Stream.of(child);
        }));
    }
}
