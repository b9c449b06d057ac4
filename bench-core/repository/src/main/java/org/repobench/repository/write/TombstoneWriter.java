package org.repobench.repository.write;

import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Node;
import javax.jcr.NodeIterator;
import javax.jcr.Property;
import javax.jcr.PropertyIterator;
import javax.jcr.RepositoryException;
import javax.jcr.Value;
import java.util.ArrayList;
import java.util.List;

/** DELETE as Fedora 4 did it, leaving a tombstone, and the purge of that tombstone. */
final class TombstoneWriter {
    private final ResourceUris uris;
    private final ResourceLookup lookup;
    private final IndexedSave save;

    TombstoneWriter(ResourceUris uris, ResourceLookup lookup, IndexedSave save) {
        this.uris = uris;
        this.lookup = lookup;
        this.save = save;
    }

    void delete(String path) throws RepositoryException {
        Node resource = lookup.require(path);
        if (path.equals("/")) {
            throw new IllegalArgumentException("cannot DELETE the repository root");
        }
        removeReferencesTo(resource);
        MembershipResource.touch(resource);
        Node parent = resource.getParent();
        String name = resource.getName();
        resource.remove();
        parent.addNode(name, JcrNames.FEDORA_TOMBSTONE);
        save.deleted(path);
    }

    void purge(String path) throws RepositoryException {
        Node tombstone = lookup.nodeIfAny(path);
        if (tombstone == null || !tombstone.isNodeType(JcrNames.FEDORA_TOMBSTONE)) {
            throw new IllegalArgumentException("no tombstone at " + uris.uriOf(path));
        }
        tombstone.remove();
    }

    /** fcrepo's removeReferences: no referrer keeps a value pointing at the node or anything below it. */
    private void removeReferencesTo(Node target) throws RepositoryException {
        String identifier = target.getIdentifier();
        for (PropertyIterator referrers = target.getReferences(); referrers.hasNext(); ) {
            removeValue(referrers.nextProperty(), identifier);
        }
        for (PropertyIterator referrers = target.getWeakReferences(); referrers.hasNext(); ) {
            removeValue(referrers.nextProperty(), identifier);
        }
        for (NodeIterator children = target.getNodes(); children.hasNext(); ) {
            Node child = children.nextNode();
            if (child.isNodeType("mix:referenceable")) {
                removeReferencesTo(child);
            }
        }
    }

    /** Removes the value from the referrer's property; the referrer counts as changed, so its index rows are redone. */
    private void removeValue(Property property, String identifier) throws RepositoryException {
        Node referrer = property.getParent();
        save.changed(JcrNames.CONTENT.equals(referrer.getName()) ? referrer.getParent().getPath()
                : referrer.getPath());
        if (!property.isMultiple()) {
            property.remove();
            return;
        }
        List<Value> kept = new ArrayList<>();
        for (Value value : property.getValues()) {
            if (!value.getString().equals(identifier)) {
                kept.add(value);
            }
        }
        if (kept.isEmpty()) {
            property.remove();
        } else {
            property.setValue(kept.toArray(Value[]::new));
        }
    }
}
