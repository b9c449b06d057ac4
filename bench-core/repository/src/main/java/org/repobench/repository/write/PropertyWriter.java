package org.repobench.repository.write;

import org.apache.jena.graph.Triple;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.LiteralCodec;
import org.repobench.repository.model.Mixins;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.Node;
import javax.jcr.PathNotFoundException;
import javax.jcr.Property;
import javax.jcr.PropertyIterator;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import javax.jcr.ValueFactory;
import javax.jcr.nodetype.NodeType;
import java.util.Arrays;

/**
 * Stores one triple about a resource the way fcrepo 4.7 did (JcrRdfTools.addProperty and ValueConverter):
 * rdf:type becomes a mixin, ldp:membershipResource a strong REFERENCE, the LDP relation properties URI values,
 * an object inside the repository a WEAKREFERENCE in {@code <predicate>_ref}, and anything else an encoded STRING.
 */
final class PropertyWriter {
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
        var predicate = triple.getPredicate();
        var object = triple.getObject();
        if (predicate.equals(Vocabulary.RDF_TYPE)) {
            addType(resource, triple);
        } else if (predicate.equals(Vocabulary.LDP_MEMBERSHIP_RESOURCE)) {
            resource.setProperty(JcrNames.MEMBERSHIP_RESOURCE, nodeFor(triple));
        } else if (isUriTyped(triple)) {
            resource.setProperty(names.jcrName(session, predicate.getURI()),
                    session.getValueFactory().createValue(object.getURI(), PropertyType.URI));
        } else if (object.isURI() && uris.inDomain(object.getURI())) {
            ValueFactory values = session.getValueFactory();
            append(resource, names.jcrName(session, predicate.getURI()) + JcrNames.REFERENCE_SUFFIX,
                    values.createValue(nodeFor(triple), true));
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
        for (PropertyIterator all = resource.getProperties(); all.hasNext(); ) {
            Property property = all.nextProperty();
            if (!JcrNames.isInternal(property.getName())) {
                property.remove();
            }
        }
        for (NodeType mixin : resource.getMixinNodeTypes()) {
            if (!JcrNames.isInternal(mixin.getName()) && !JcrNames.survivesReplace(mixin.getName())) {
                resource.removeMixin(mixin.getName());
            }
        }
    }

    /** The LDP relation properties, which are stored as URI values. */
    private static boolean isUriTyped(Triple triple) {
        var predicate = triple.getPredicate();
        return predicate.equals(Vocabulary.LDP_HAS_MEMBER_RELATION)
                || predicate.equals(Vocabulary.LDP_IS_MEMBER_OF_RELATION)
                || predicate.equals(Vocabulary.LDP_INSERTED_CONTENT_RELATION);
    }

    /** The triple's object as a mixin of the resource (rdf:type). */
    private void addType(Node resource, Triple triple) throws RepositoryException {
        var type = triple.getObject();
        if (!type.isURI()) {
            throw new IllegalArgumentException("rdf:type needs an IRI object, got " + type);
        }
        String mixin = names.jcrName(session, type.getURI());
        mixins.ensureRegistered(session, mixin);
        if (!resource.isNodeType(mixin)) {
            resource.addMixin(mixin);
        }
    }

    /** The node of this repository the triple's object names. */
    private Node nodeFor(Triple triple) throws RepositoryException {
        var object = triple.getObject();
        var predicate = triple.getPredicate();
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
