package org.repobench.repository.version;

import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.model.LiteralCodec;

import javax.jcr.ItemNotFoundException;
import javax.jcr.NodeIterator;
import javax.jcr.Property;
import javax.jcr.PropertyIterator;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A resource as a version holds it: the frozen node's triples under the resource's own URI (fcrepo's versioned view
 * of a resource): its rdf:types (from the frozen mixins), its properties, and {@code ldp:contains} for the children
 * the version recorded, whether copied (nt:frozenNode) or referenced (nt:versionedChild). Links to other resources
 * are resolved against the repository as it is now, as fcrepo did.
 */
final class FrozenTriples {
    private static final String VERSIONED_CHILD = "nt:versionedChild";
    private static final String FROZEN_MIXINS = "jcr:frozenMixinTypes";
    /** Mixins that say how a node is stored, not what it is (the GET reports them as server-managed triples). */
    private static final Set<String> STORAGE_MIXINS = Set.of(JcrNames.FEDORA_PAIRTREE, JcrNames.FEDORA_RESOURCE,
            JcrNames.FEDORA_CONTAINER, JcrNames.FEDORA_DESCRIPTION, JcrNames.FEDORA_BINARY);

    private final Session session;
    private final ResourceUris uris;
    private final RdfNames names;

    FrozenTriples(Session session, ResourceUris uris, RdfNames names) {
        this.session = session;
        this.uris = uris;
        this.names = names;
    }

    List<Triple> of(javax.jcr.Node frozen, String resourcePath) throws RepositoryException {
        Node subject = uris.nodeOf(resourcePath);
        List<Triple> triples = new ArrayList<>();
        if (frozen.hasProperty(FROZEN_MIXINS)) {
            for (Value mixin : frozen.getProperty(FROZEN_MIXINS).getValues()) {
                String name = mixin.getString();
                if (!JcrNames.isInternal(name) && !STORAGE_MIXINS.contains(name)) {
                    triples.add(Triple.create(subject, Vocabulary.RDF_TYPE,
                            NodeFactory.createURI(names.iri(session, name))));
                }
            }
        }
        for (PropertyIterator properties = frozen.getProperties(); properties.hasNext(); ) {
            Property property = properties.nextProperty();
            if (JcrNames.isInternal(property.getName())) {
                continue;
            }
            Node predicate = predicateOf(property);
            for (Value value : property.isMultiple() ? property.getValues() : new Value[] {property.getValue()}) {
                objectOf(value).ifPresent(object -> triples.add(Triple.create(subject, predicate, object)));
            }
        }
        addChildren(frozen, resourcePath, subject, triples);
        return triples;
    }

    /** Children recorded under the frozen node, walking down through copied pairtree nodes as the GET does. */
    private void addChildren(javax.jcr.Node frozenParent, String parentPath, Node subject, List<Triple> triples)
            throws RepositoryException {
        for (NodeIterator children = frozenParent.getNodes(); children.hasNext(); ) {
            javax.jcr.Node child = children.nextNode();
            String name = child.getName();
            if (name.startsWith("jcr:") || name.startsWith("mode:")) {
                continue;
            }
            String childPath = ("/".equals(parentPath) ? "" : parentPath) + "/" + name;
            if (!child.isNodeType(VERSIONED_CHILD) && frozenMixins(child).contains(JcrNames.FEDORA_PAIRTREE)) {
                addChildren(child, childPath, subject, triples);
            } else {
                triples.add(Triple.create(subject, Vocabulary.LDP_CONTAINS, uris.nodeOf(childPath)));
            }
        }
    }

    private static Set<String> frozenMixins(javax.jcr.Node frozen) throws RepositoryException {
        if (!frozen.hasProperty(FROZEN_MIXINS)) {
            return Set.of();
        }
        Set<String> mixins = new java.util.HashSet<>();
        for (Value value : frozen.getProperty(FROZEN_MIXINS).getValues()) {
            mixins.add(value.getString());
        }
        return mixins;
    }

    private Node predicateOf(Property property) throws RepositoryException {
        String name = property.getName();
        boolean reference = property.getType() == PropertyType.REFERENCE
                || property.getType() == PropertyType.WEAKREFERENCE;
        if (reference && name.endsWith(JcrNames.REFERENCE_SUFFIX)) {
            name = name.substring(0, name.length() - JcrNames.REFERENCE_SUFFIX.length());
        }
        return NodeFactory.createURI(names.iri(session, name));
    }

    private Optional<Node> objectOf(Value value) throws RepositoryException {
        return switch (value.getType()) {
            case PropertyType.REFERENCE, PropertyType.WEAKREFERENCE -> target(value.getString());
            case PropertyType.URI -> Optional.of(NodeFactory.createURI(value.getString()));
            case PropertyType.STRING -> Optional.of(LiteralCodec.decode(value.getString()));
            case PropertyType.LONG -> Optional.of(NodeFactory.createLiteralDT(value.getString(), XSDDatatype.XSDlong));
            case PropertyType.DATE -> Optional.of(NodeFactory.createLiteralDT(value.getString(),
                    XSDDatatype.XSDdateTime));
            case PropertyType.BOOLEAN -> Optional.of(NodeFactory.createLiteralDT(value.getString(),
                    XSDDatatype.XSDboolean));
            case PropertyType.BINARY -> Optional.empty();
            default -> Optional.of(NodeFactory.createLiteralString(value.getString()));
        };
    }

    /** The resource a stored link points at now; nothing if it is gone. */
    private Optional<Node> target(String identifier) throws RepositoryException {
        try {
            javax.jcr.Node node = session.getNodeByIdentifier(identifier);
            javax.jcr.Node resource = JcrNames.CONTENT.equals(node.getName()) ? node.getParent() : node;
            return Optional.of(uris.nodeOf(resource.getPath()));
        } catch (ItemNotFoundException gone) {
            return Optional.empty();
        }
    }
}
