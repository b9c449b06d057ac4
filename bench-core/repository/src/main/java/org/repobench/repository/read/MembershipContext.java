package org.repobench.repository.read;

import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.Node;
import javax.jcr.Property;
import javax.jcr.Value;
import java.util.stream.Stream;

import static org.repobench.repository.read.UncheckedRepositoryException.unchecked;

/**
 * Membership computed on read, never stored (fcrepo's LdpContainerRdfContext): every Direct or Indirect container
 * whose ldp:membershipResource REFERENCE points here contributes one triple per child. A DirectContainer's member
 * is the child itself; an IndirectContainer's is the value of the child's insertedContentRelation property, a
 * weak reference resolved node by node.
 */
final class MembershipContext {
    private MembershipContext() {
    }

    static Stream<Triple> of(ReadContext ctx, Node membershipResource) {
        var subject = ctx.uriOf(membershipResource);
        return ctx.referencesTo(membershipResource, JcrNames.MEMBERSHIP_RESOURCE)
                .map(reference -> unchecked(reference::getParent))
                .filter(MembershipContext::isMembershipContainer)
                .flatMap(container -> unchecked(() -> {
                    // the members of one container, under its relation
                    var relation = container.hasProperty(JcrNames.HAS_MEMBER_RELATION)
                            ? NodeFactory.createURI(container.getProperty(JcrNames.HAS_MEMBER_RELATION).getString())
                            : Vocabulary.LDP_MEMBER;
                    String inserted = container.isNodeType(JcrNames.INDIRECT_CONTAINER)
                            && container.hasProperty(JcrNames.INSERTED_CONTENT_RELATION)
                            ? container.getProperty(JcrNames.INSERTED_CONTENT_RELATION).getString()
                            : Vocabulary.LDP_MEMBER_SUBJECT.getURI();
                    boolean memberSubject = inserted.equals(Vocabulary.LDP_MEMBER_SUBJECT.getURI());
                    // as fcrepo 4.7's LdpContainerRdfContext: every child's URI first, used only when the child is
                    // the member, and the inserted property's JCR name looked up again for every child
                    return ctx.resourceChildren(container).flatMap(child -> {
                        var childSubject = ctx.uriOf(child);
                        if (memberSubject) {
                            return Stream.of(Triple.create(subject, relation, childSubject));
                        }
                        String property = unchecked(() -> ctx.names.jcrName(ctx.session, inserted));
                        return insertedValues(ctx, child, property)
                                .flatMap(value -> ctx.objectOf(value).stream())
                                .map(member -> Triple.create(subject, relation, member));
                    });
                }));
    }

    private static boolean isMembershipContainer(Node container) {
        return unchecked(() -> container.isNodeType(JcrNames.DIRECT_CONTAINER)
                || container.isNodeType(JcrNames.INDIRECT_CONTAINER));
    }

    /** The child's values for the inserted-content property, stored plainly or as {@code <name>_ref}. */
    private static Stream<Value> insertedValues(ReadContext ctx, Node child, String property) {
        return unchecked(() -> {
            Property values;
            if (child.hasProperty(property)) {
                values = child.getProperty(property);
            } else if (child.hasProperty(property + JcrNames.REFERENCE_SUFFIX)) {
                values = child.getProperty(property + JcrNames.REFERENCE_SUFFIX);
            } else {
                return Stream.empty();
            }
            return ctx.values(values);
        });
    }
}
