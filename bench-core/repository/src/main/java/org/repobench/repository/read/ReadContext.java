package org.repobench.repository.read;

import org.repobench.repository.index.MembershipQueries;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Item;
import javax.jcr.Node;
import javax.jcr.Property;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.util.Iterator;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import static org.repobench.repository.read.UncheckedRepositoryException.unchecked;

/**
 * What every part of a representation needs: the session of this GET, node and value conversion (the RDF side in
 * {@link RdfTerms}), and the {@code parallel} lever deciding how JCR iterators become streams (fcrepo's
 * StreamUtils.iteratorToStream).
 */
final class ReadContext extends RdfTerms {
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
        super(session, uris, names);
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

    @Override
    boolean isFrozen(Item resource) throws RepositoryException {
        return resource instanceof Node node && node.isNodeType(JcrNames.FROZEN_NODE)
                || resource.getPath().contains(JcrNames.FROZEN_NODE_NAME);
    }

    /** The node a reference value points at, if it still exists. */
    @Override
    Optional<Node> resolve(String identifier) throws RepositoryException {
        return references.resolve(session, identifier);
    }

    /**
     * fcrepo's nodeToGoodChildren: a node's children that are resources, walking down through pairtree nodes
     * (each level is loaded) and skipping system nodes, jcr:content and the tombstones of deleted resources, with
     * fcrepo 4.7's type checks on each child.
     */
    Stream<Node> resourceChildren(Node parent) {
        if (query) {
            return stream(unchecked(() -> QueryTraversal.resourceChildren(session, parent)).iterator());
        }
        return nodes(unchecked(parent::getNodes)).flatMap(child -> unchecked(() -> {
            String name = child.getName();
            if (name.startsWith("jcr:") || name.startsWith("mode:") || child.isNodeType(JcrNames.MODE_SYSTEM)
                    || child.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
                return Stream.<Node>empty();
            }
            if (child.isNodeType(JcrNames.FEDORA_PAIRTREE)) {
                return resourceChildren(child);
            }
            // fcrepo then wrapped each child as a FedoraResource of its kind (description, binary, tombstone, else
            // container): up to three more type checks per child, the tombstone asked again although the filter
            // above has left none (as in fcrepo). The model pays them; every child it gets here is kept
            boolean resource = child.isNodeType(JcrNames.FEDORA_DESCRIPTION) || child.isNodeType(JcrNames.FEDORA_BINARY)
                    || !child.isNodeType(JcrNames.FEDORA_TOMBSTONE);
            return resource ? Stream.of(child) : Stream.<Node>empty();
        }));
    }
}
