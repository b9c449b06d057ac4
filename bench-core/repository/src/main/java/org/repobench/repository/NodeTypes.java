package org.repobench.repository;

import org.modeshape.jcr.api.nodetype.NodeTypeManager;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/** Registers Fedora's node types (fedora-node-types.cnd) once per store. */
final class NodeTypes {
    private static final String CND = "/org/repobench/repository/fedora-node-types.cnd";

    private NodeTypes() {
    }

    static void register(Session session) throws RepositoryException, IOException {
        NodeTypeManager types = (NodeTypeManager) session.getWorkspace().getNodeTypeManager();
        if (Arrays.asList(session.getWorkspace().getNamespaceRegistry().getURIs())
                .contains(Vocabulary.FEDORA) && types.hasNodeType("fedora:Container")) {
            return;   // a reopened store keeps its types
        }
        try (InputStream cnd = NodeTypes.class.getResourceAsStream(CND)) {
            if (cnd == null) {
                throw new IOException("missing classpath resource " + CND);
            }
            types.registerNodeTypes(cnd, true);
        }
    }
}
