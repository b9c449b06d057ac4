package org.repobench.repository.version;

import org.repobench.repository.model.JcrNames;

import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.nodetype.NodeDefinition;
import javax.jcr.nodetype.NodeDefinitionTemplate;
import javax.jcr.nodetype.NodeType;
import javax.jcr.nodetype.NodeTypeIterator;
import javax.jcr.nodetype.NodeTypeManager;
import javax.jcr.nodetype.NodeTypeTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The onParentVersion of a container's children, kept where Fedora kept it: in the node types the store holds.
 *
 * <p>Why in the store, and why this way. Node types are registered when a store is first opened and persist in it;
 * a store versioned under COPY must stay COPY when a trial reopens its copy. So the variant is defined once, on the
 * empty store, by the fixture that needs it, and read back from the store's types ({@link #of}); nothing has to be
 * passed when a store is opened, and no opening can silently switch it. Stores that never define it keep Fedora 4.7's
 * types unchanged, so every other benchmark is unaffected.
 *
 * <p>Containers are {@code nt:folder} nodes, whose built-in child definition {@code + * (nt:hierarchyNode) VERSION}
 * allows no same-name siblings. ModeShape picks a residual child definition that allows same-name siblings before
 * one that does not, and looks at the primary type before the mixins within each kind. A definition on
 * {@code fedora:Container} can therefore only take precedence over nt:folder's if it allows same-name siblings, so
 * both variants declare {@code + * (nt:hierarchyNode) <COPY|VERSION> sns}: the two differ in nothing but the
 * action. The repository's writer never creates same-name siblings (a PUT to an existing path updates it).
 */
final class ChildVersioningTypes {
    private static final String ANY_HIERARCHY_NODE = "nt:hierarchyNode";

    private ChildVersioningTypes() {
    }

    /** The variant the store's types declare; empty for Fedora 4.7's types (no definition of ours). */
    static Optional<ChildVersioning> of(Session session) throws RepositoryException {
        NodeType container = session.getWorkspace().getNodeTypeManager().getNodeType(JcrNames.FEDORA_CONTAINER);
        for (NodeDefinition child : container.getDeclaredChildNodeDefinitions()) {
            if ("*".equals(child.getName()) && child.allowsSameNameSiblings()) {
                return ChildVersioning.ofAction(child.getOnParentVersion());
            }
        }
        return Optional.empty();
    }

    /**
     * Declares the variant in the store's types. Defining the variant the store already holds does nothing; another
     * one is refused, since versions already stored were made under the first.
     */
    static void define(Session session, ChildVersioning variant) throws RepositoryException {
        Optional<ChildVersioning> held = of(session);
        if (held.isPresent()) {
            if (held.get() != variant) {
                throw new IllegalStateException("this store's containers already version their children with "
                        + held.get() + "; it cannot be switched to " + variant + " (load a new store)");
            }
            return;
        }
        NodeTypeManager types = session.getWorkspace().getNodeTypeManager();
        NodeTypeTemplate container = types.createNodeTypeTemplate(types.getNodeType(JcrNames.FEDORA_CONTAINER));
        NodeDefinitionTemplate children = types.createNodeDefinitionTemplate();
        children.setName("*");
        children.setRequiredPrimaryTypeNames(new String[] {ANY_HIERARCHY_NODE});
        children.setOnParentVersion(variant.action());
        children.setSameNameSiblings(true);
        @SuppressWarnings("unchecked")
        List<NodeDefinition> definitions = container.getNodeDefinitionTemplates();
        definitions.add(children);
        // The types derived from fedora:Container (ldp:BasicContainer, ...) are registered again with it: ModeShape
        // resolves a type's supertypes when it is registered, so they would otherwise keep the old definition.
        List<NodeTypeTemplate> changed = new ArrayList<>();
        changed.add(container);
        for (NodeTypeIterator all = types.getAllNodeTypes(); all.hasNext(); ) {
            NodeType type = all.nextNodeType();
            if (!type.getName().equals(JcrNames.FEDORA_CONTAINER) && type.isNodeType(JcrNames.FEDORA_CONTAINER)) {
                changed.add(types.createNodeTypeTemplate(type));
            }
        }
        types.registerNodeTypes(changed.toArray(NodeTypeTemplate[]::new), true);
    }
}
