package org.repobench.repository.read;

import org.apache.jena.graph.Triple;

import javax.jcr.Node;
import javax.jcr.Property;
import java.util.stream.Stream;

import static org.repobench.repository.read.UncheckedRepositoryException.unchecked;

/**
 * Inbound references (fcrepo's ReferencesRdfContext), two streams as Fedora 4.7 built them:
 * <ol>
 *   <li>the raw referring triples: every strong and weak reference property on another node that points here;</li>
 *   <li>for every such referrer, every resource its reference properties point at gets its membership computed,
 *       and the triples whose object is this resource are kept (how {@code <obj> pcdm:memberOf <col>} appears).</li>
 * </ol>
 * ModeShape's getReferences/getWeakReferences load every referrer before returning, and both streams ask again.
 */
final class InboundReferencesContext {
    private InboundReferencesContext() {
    }

    static Stream<Triple> of(ReadContext ctx, Node resource) {
        var self = ctx.uriOf(resource);
        Stream<Triple> referring = allReferences(ctx, resource)
                .flatMap(property -> ctx.triplesOf(ctx.uriOf(unchecked(property::getParent)), property));
        Stream<Triple> membership = allReferences(ctx, resource)
                .map(property -> unchecked(property::getParent))
                .flatMap(referrer -> referencedResources(ctx, referrer))
                .flatMap(target -> MembershipContext.of(ctx, target))
                .filter(triple -> triple.getObject().equals(self));
        return Stream.concat(referring, membership);
    }

    private static Stream<Property> allReferences(ReadContext ctx, Node resource) {
        return ctx.referencesTo(resource, null);
    }

    private static Stream<Node> referencedResources(ReadContext ctx, Node referrer) {
        return ctx.properties(unchecked(referrer::getProperties))
                .filter(property -> RdfTerms.isReference(unchecked(property::getType)))
                .flatMap(ctx::values)
                .flatMap(value -> unchecked(() -> ctx.resolve(value.getString())).stream());
    }
}
