package org.repobench.repository.write;

import org.repobench.repository.model.JcrNames;

import javax.jcr.Node;
import javax.jcr.RepositoryException;
import java.util.Calendar;

/**
 * fcrepo's touchLdpMembershipResource: a resource created in (or deleted from) a Direct or Indirect container changes
 * that container's membership resource, so the membership resource's lastModified moves (one more document rewritten
 * per save, as in Fedora).
 */
final class MembershipResource {
    private MembershipResource() {
    }

    static void touch(Node resource) throws RepositoryException {
        Node container = resource.getParent();
        while (container.isNodeType(JcrNames.FEDORA_PAIRTREE) && container.getDepth() > 0) {
            container = container.getParent();
        }
        boolean membershipContainer = container.isNodeType(JcrNames.DIRECT_CONTAINER)
                || container.isNodeType(JcrNames.INDIRECT_CONTAINER);
        if (membershipContainer && container.hasProperty(JcrNames.MEMBERSHIP_RESOURCE)) {
            container.getProperty(JcrNames.MEMBERSHIP_RESOURCE).getNode()
                    .setProperty("jcr:lastModified", Calendar.getInstance());
        }
    }
}
