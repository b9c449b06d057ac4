package org.repobench.repository.index;

import org.apache.jena.riot.out.NodeFmtLib;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.RdfNames;
import org.repobench.repository.model.Vocabulary;
import org.repobench.repository.model.StoredValues;

import javax.jcr.ItemNotFoundException;
import javax.jcr.Node;
import javax.jcr.NodeIterator;
import javax.jcr.Property;
import javax.jcr.PropertyIterator;
import javax.jcr.PropertyType;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.Value;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Derives a resource's index rows from its nodes, with the same rules the ITERATE traversal applies on read, so that
 * both give the same graph: containment through pairtree levels (tombstones, {@code jcr:} and {@code mode:} nodes are
 * not resources), every REFERENCE and WEAKREFERENCE value that resolves, and the membership a Direct or Indirect
 * container's child contributes to its container's membership resource.
 */
final class NodeRows {
    private final Session session;
    private final RdfNames names;
    /** Membership configuration per container path, for walks that meet many children of one container. */
    private final Map<String, Optional<MembershipConfig>> configs = new HashMap<>();

    /** What a membership container makes of its children. {@code inserted} is null for the child itself. */
    record MembershipConfig(String container, String subject, String predicate, String inserted) {
    }

    NodeRows(Session session, RdfNames names) {
        this.session = session;
        this.names = names;
    }

    /** Whether the node is a resource of its own: not a system, pairtree or tombstone node, nor the root. */
    static boolean isResource(Node node) throws RepositoryException {
        String name = node.getName();
        return node.getDepth() > 0 && !name.startsWith("jcr:") && !name.startsWith("mode:")
                && !node.isNodeType(JcrNames.FEDORA_TOMBSTONE) && !node.isNodeType(JcrNames.FEDORA_PAIRTREE);
    }

    /** The resource at the path, if one is there. */
    Optional<Node> resourceAt(String path) throws RepositoryException {
        if (!session.nodeExists(path)) {
            return Optional.empty();
        }
        Node node = session.getNode(path);
        return isResource(node) ? Optional.of(node) : Optional.empty();
    }

    /** The nearest ancestor that is not a pairtree node (the root at most). */
    static Node containerOf(Node resource) throws RepositoryException {
        Node container = resource.getParent();
        while (container.getDepth() > 0 && container.isNodeType(JcrNames.FEDORA_PAIRTREE)) {
            container = container.getParent();
        }
        return container;
    }

    /** The rows this resource is the source of: its containment, its references, its membership as a child. */
    void own(Node resource, IndexRows out) throws RepositoryException {
        String path = resource.getPath();
        Node container = containerOf(resource);
        out.containment.add(new IndexRows.Containment(container.getPath(), path));
        for (PropertyIterator properties = resource.getProperties(); properties.hasNext(); ) {
            Property property = properties.nextProperty();
            if (!isReference(property.getType())) {
                continue;
            }
            String predicate = predicateOf(property.getName());
            for (Value value : values(property)) {
                target(value.getString()).ifPresent(target ->
                        out.references.add(new IndexRows.Reference(path, predicate, target)));
            }
        }
        Optional<MembershipConfig> config = config(container);
        if (config.isPresent()) {
            membershipOf(resource, config.get(), out);
        }
    }

    /** If the resource is a membership container, the membership rows of all its children. */
    void children(Node container, IndexRows out) throws RepositoryException {
        Optional<MembershipConfig> config = config(container);
        if (config.isPresent()) {
            forEachChild(container, child -> membershipOf(child, config.get(), out));
        }
    }

    /** Every resource at or below the node, each with its own rows. */
    void subtree(Node top, IndexRows out) throws RepositoryException {
        if (isResource(top)) {
            own(top, out);
        }
        for (NodeIterator nodes = top.getNodes(); nodes.hasNext(); ) {
            Node child = nodes.nextNode();
            String name = child.getName();
            if (!name.startsWith("jcr:") && !name.startsWith("mode:")
                    && !child.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
                subtree(child, out);
            }
        }
    }

    @FunctionalInterface
    interface ChildWork {
        void accept(Node child) throws RepositoryException;
    }

    /** The resource children of a node, through pairtree levels. */
    static void forEachChild(Node parent, ChildWork work) throws RepositoryException {
        for (NodeIterator nodes = parent.getNodes(); nodes.hasNext(); ) {
            Node child = nodes.nextNode();
            String name = child.getName();
            if (name.startsWith("jcr:") || name.startsWith("mode:") || child.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
                continue;
            }
            if (child.isNodeType(JcrNames.FEDORA_PAIRTREE)) {
                forEachChild(child, work);
            } else {
                work.accept(child);
            }
        }
    }

    private void membershipOf(Node child, MembershipConfig config, IndexRows out) throws RepositoryException {
        String path = child.getPath();
        if (config.inserted() == null) {
            out.membership.add(new IndexRows.Membership(config.subject(), config.predicate(), path, null, path,
                    config.container()));
            return;
        }
        Property values;
        if (child.hasProperty(config.inserted())) {
            values = child.getProperty(config.inserted());
        } else if (child.hasProperty(config.inserted() + JcrNames.REFERENCE_SUFFIX)) {
            values = child.getProperty(config.inserted() + JcrNames.REFERENCE_SUFFIX);
        } else {
            return;
        }
        for (Value value : values(values)) {
            if (isReference(value.getType())) {
                Optional<String> target = target(value.getString());
                if (target.isPresent()) {
                    out.membership.add(new IndexRows.Membership(config.subject(), config.predicate(), target.get(),
                            null, path, config.container()));
                }
            } else {
                termOf(value).ifPresent(term -> out.membership.add(new IndexRows.Membership(config.subject(),
                        config.predicate(), null, term, path, config.container())));
            }
        }
    }

    /** As MembershipContext reads it: the container must be Direct or Indirect and name its membership resource. */
    Optional<MembershipConfig> config(Node container) throws RepositoryException {
        String path = container.getPath();
        Optional<MembershipConfig> known = configs.get(path);
        if (known != null) {
            return known;
        }
        Optional<MembershipConfig> config = Optional.empty();
        boolean direct = container.isNodeType(JcrNames.DIRECT_CONTAINER);
        boolean indirect = container.isNodeType(JcrNames.INDIRECT_CONTAINER);
        if ((direct || indirect) && container.hasProperty(JcrNames.MEMBERSHIP_RESOURCE)) {
            Optional<String> subject = target(container.getProperty(JcrNames.MEMBERSHIP_RESOURCE).getString());
            if (subject.isPresent()) {
                String predicate = container.hasProperty(JcrNames.HAS_MEMBER_RELATION)
                        ? container.getProperty(JcrNames.HAS_MEMBER_RELATION).getString()
                        : Vocabulary.LDP_MEMBER.getURI();
                String inserted = indirect && container.hasProperty(JcrNames.INSERTED_CONTENT_RELATION)
                        ? container.getProperty(JcrNames.INSERTED_CONTENT_RELATION).getString()
                        : Vocabulary.LDP_MEMBER_SUBJECT.getURI();
                String property = inserted.equals(Vocabulary.LDP_MEMBER_SUBJECT.getURI()) ? null
                        : names.jcrName(session, inserted);
                config = Optional.of(new MembershipConfig(path, subject.get(), predicate, property));
            }
        }
        configs.put(path, config);
        return config;
    }

    /** The path of the resource a reference value points at, as the read path would resolve it. */
    private Optional<String> target(String identifier) throws RepositoryException {
        try {
            Node node = session.getNodeByIdentifier(identifier);
            if (JcrNames.CONTENT.equals(node.getName())) {
                node = node.getParent();
            }
            return Optional.of(node.getPath());
        } catch (ItemNotFoundException dangling) {
            return Optional.empty();
        }
    }

    private String predicateOf(String jcrName) throws RepositoryException {
        String name = jcrName.endsWith(JcrNames.REFERENCE_SUFFIX)
                ? jcrName.substring(0, jcrName.length() - JcrNames.REFERENCE_SUFFIX.length()) : jcrName;
        return names.iri(session, name);
    }

    private static Value[] values(Property property) throws RepositoryException {
        return property.isMultiple() ? property.getValues() : new Value[] {property.getValue()};
    }

    static boolean isReference(int type) {
        return type == PropertyType.REFERENCE || type == PropertyType.WEAKREFERENCE;
    }

    /** A non-reference value as RdfTerms.objectOf turns it into RDF, written as an N-Triples term. */
    private static Optional<String> termOf(Value value) throws RepositoryException {
        return StoredValues.literal(value).map(NodeFmtLib::strNT);
    }
}
