package org.repobench.repository.write;

import org.repobench.repository.model.LiteralCodec;


import org.apache.jena.graph.Triple;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.Mixins;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.Node;
import javax.jcr.PathNotFoundException;
import javax.jcr.Property;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import javax.jcr.ValueFactory;
import java.util.Arrays;
import java.util.Set;

/**
 * Stores one triple about a resource the way fcrepo 4.7 did (JcrRdfTools.addProperty and ValueConverter):
 * rdf:type becomes a mixin, ldp:membershipResource a strong REFERENCE, the LDP relation properties URI values,
 * an object inside the repository a WEAKREFERENCE in {@code <predicate>_ref}, and anything else an encoded STRING.
 */
final class PropertyWriter {
    private static final Set<org.apache.jena.graph.Node> URI_TYPED = Set.of(
            Vocabulary.LDP_HAS_MEMBER_RELATION, Vocabulary.LDP_IS_MEMBER_OF_RELATION,
            Vocabulary.LDP_INSERTED_CONTENT_RELATION);

    private final Session session;
    private final ResourceUris uris;
    private final RdfNames names;
    private final Mixins mixins;

    PropertyWriter(Session session, ResourceUris uris, RdfNames names, Mixins mixins) {
        this.session = session;
        this.uris = uris;
        this.names = names;
        this.mixins = mixins;
    }

    void add(Node resource, Triple triple) throws RepositoryException {
        org.apache.jena.graph.Node predicate = triple.getPredicate();
        org.apache.jena.graph.Node object = triple.getObject();
        if (predicate.equals(Vocabulary.RDF_TYPE)) {
            addType(resource, object);
        } else if (predicate.equals(Vocabulary.LDP_MEMBERSHIP_RESOURCE)) {
            resource.setProperty(JcrNames.MEMBERSHIP_RESOURCE, nodeFor(object, predicate));
        } else if (URI_TYPED.contains(predicate)) {
            resource.setProperty(names.jcrName(session, predicate.getURI()),
                    session.getValueFactory().createValue(object.getURI(), PropertyType.URI));
        } else if (object.isURI() && uris.inDomain(object.getURI())) {
            ValueFactory values = session.getValueFactory();
            append(resource, names.jcrName(session, predicate.getURI()) + JcrNames.REFERENCE_SUFFIX,
                    values.createValue(nodeFor(object, predicate), true));
        } else {
            append(resource, names.jcrName(session, predicate.getURI()),
                    session.getValueFactory().createValue(LiteralCodec.encode(object)));
        }
    }

    /**
     * Removes every triple a client wrote: user properties (literals, URIs, {@code _ref} links, the LDP relation
     * properties) and rdf:type mixins other than the interaction model's. What the server manages stays.
     */
    void clear(Node resource) throws RepositoryException {
        for (javax.jcr.PropertyIterator all = resource.getProperties(); all.hasNext(); ) {
            Property property = all.nextProperty();
            if (!JcrNames.isInternal(property.getName())) {
                property.remove();
            }
        }
        for (javax.jcr.nodetype.NodeType mixin : resource.getMixinNodeTypes()) {
            if (!JcrNames.isInternal(mixin.getName()) && !JcrNames.survivesReplace(mixin.getName())) {
                resource.removeMixin(mixin.getName());
            }
        }
    }

    private void addType(Node resource, org.apache.jena.graph.Node type) throws RepositoryException {
        if (!type.isURI()) {
            throw new IllegalArgumentException("rdf:type needs an IRI object, got " + type);
        }
        String mixin = names.jcrName(session, type.getURI());
        mixins.ensureRegistered(session, mixin);
        if (!resource.isNodeType(mixin)) {
            resource.addMixin(mixin);
        }
    }

    private Node nodeFor(org.apache.jena.graph.Node object, org.apache.jena.graph.Node predicate)
            throws RepositoryException {
        if (!object.isURI() || !uris.inDomain(object.getURI())) {
            throw new IllegalArgumentException(predicate.getURI() + " needs a resource of this repository ("
                    + uris.base() + "/...), got " + object);
        }
        try {
            return session.getNode(uris.pathOf(object.getURI()));
        } catch (PathNotFoundException missing) {
            throw new IllegalArgumentException(predicate.getURI() + " points at " + object.getURI()
                    + ", which does not exist in the repository", missing);
        }
    }

    /** fcrepo's appendOrReplaceNodeProperty: copy all values, skip a duplicate, write N+1 values back. */
    private static void append(Node resource, String name, Value value) throws RepositoryException {
        if (!resource.hasProperty(name)) {
            resource.setProperty(name, new Value[] {value});
            return;
        }
        Property existing = resource.getProperty(name);
        Value[] current = existing.isMultiple() ? existing.getValues() : new Value[] {existing.getValue()};
        for (Value present : current) {
            if (present.equals(value)) {
                return;
            }
        }
        Value[] next = Arrays.copyOf(current, current.length + 1);
        next[current.length] = value;
        resource.setProperty(name, next);
    }
}
