package org.repobench.repository.version;

import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.ResourceUris;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.Node;
import javax.jcr.NodeIterator;
import javax.jcr.Property;
import javax.jcr.PropertyIterator;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

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

    List<Triple> of(Node frozen, String resourcePath) throws RepositoryException {
        var subject = uris.nodeOf(resourcePath);
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
            var predicate = FrozenTerms.predicateOf(session, names, property);
            for (Value value : property.isMultiple() ? property.getValues() : new Value[] {property.getValue()}) {
                FrozenTerms.objectOf(session, uris, value)
                        .ifPresent(object -> triples.add(Triple.create(subject, predicate, object)));
            }
        }
        addChildren(frozen, resourcePath,
                childPath -> triples.add(Triple.create(subject, Vocabulary.LDP_CONTAINS, uris.nodeOf(childPath))));
        return triples;
    }

    /**
     * Children recorded under the frozen node, walking down through copied pairtree nodes as the GET does; each
     * child's path goes to {@code contains}.
     */
    private void addChildren(Node frozenParent, String parentPath, Consumer<String> contains)
            throws RepositoryException {
        for (NodeIterator children = frozenParent.getNodes(); children.hasNext(); ) {
            Node child = children.nextNode();
            String name = child.getName();
            if (name.startsWith("jcr:") || name.startsWith("mode:")) {
                continue;
            }
            String childPath = ("/".equals(parentPath) ? "" : parentPath) + "/" + name;
            if (!child.isNodeType(VERSIONED_CHILD) && frozenMixins(child).contains(JcrNames.FEDORA_PAIRTREE)) {
                addChildren(child, childPath, contains);
            } else {
                contains.accept(childPath);
            }
        }
    }

    private static Set<String> frozenMixins(Node frozen) throws RepositoryException {
        if (!frozen.hasProperty(FROZEN_MIXINS)) {
            return Set.of();
        }
        Set<String> mixins = new HashSet<>();
        for (Value value : frozen.getProperty(FROZEN_MIXINS).getValues()) {
            mixins.add(value.getString());
        }
        return mixins;
    }
}
