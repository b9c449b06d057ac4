package org.repobench.repository.read;

import org.apache.jena.graph.Triple;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.Node;
import java.util.stream.Stream;

/** {@code <resource> ldp:contains <child>} for every resource child, through pairtree levels (ChildrenRdfContext). */
final class ContainmentContext {
    private ContainmentContext() {
    }

    static Stream<Triple> of(ReadContext ctx, Node resource) {
        var subject = ctx.uriOf(resource);
        return ctx.resourceChildren(resource)
                .map(child -> Triple.create(subject, Vocabulary.LDP_CONTAINS, ctx.uriOf(child)));
    }
}
