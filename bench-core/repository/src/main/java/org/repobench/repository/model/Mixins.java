package org.repobench.repository.model;

import javax.jcr.RepositoryException;
import javax.jcr.Session;
import javax.jcr.nodetype.NodeTypeManager;
import javax.jcr.nodetype.NodeTypeTemplate;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** rdf:type values become JCR mixins; fcrepo registered unknown ones on the fly (JcrRdfTools.addMixin). */
public final class Mixins {
    private final Set<String> known = ConcurrentHashMap.newKeySet();

    public void ensureRegistered(Session session, String mixinName) throws RepositoryException {
        if (known.contains(mixinName)) {
            return;
        }
        synchronized (this) {
            NodeTypeManager types = session.getWorkspace().getNodeTypeManager();
            if (!types.hasNodeType(mixinName)) {
                NodeTypeTemplate template = types.createNodeTypeTemplate();
                template.setName(mixinName);
                template.setMixin(true);
                template.setQueryable(true);
                types.registerNodeType(template, false);
            }
            known.add(mixinName);
        }
    }
}
