package org.repobench.repository.read;

import org.apache.jena.datatypes.xsd.XSDDatatype;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.repobench.repository.read.UncheckedRepositoryException.unchecked;

/** Server-managed triples: LDP interaction types, created, lastModified, hasParent (fcrepo's LdpRdfContext & co). */
final class ServerManagedContext {
    private ServerManagedContext() {
    }

    static Stream<Triple> of(ReadContext ctx, Node resource) {
        return unchecked(() -> {
            var subject = ctx.uriOf(resource);
            List<Triple> triples = new ArrayList<>();
            triples.add(Triple.create(subject, Vocabulary.RDF_TYPE, Vocabulary.FEDORA_RESOURCE));
            if (resource.isNodeType(JcrNames.FEDORA_DESCRIPTION)) {
                triples.add(Triple.create(subject, Vocabulary.RDF_TYPE, Vocabulary.LDP_NON_RDF_SOURCE));
            } else {
                triples.add(Triple.create(subject, Vocabulary.RDF_TYPE, Vocabulary.FEDORA_CONTAINER));
                triples.add(Triple.create(subject, Vocabulary.RDF_TYPE, Vocabulary.LDP_RDF_SOURCE));
                triples.add(Triple.create(subject, Vocabulary.RDF_TYPE, Vocabulary.LDP_CONTAINER));
                if (!resource.isNodeType(JcrNames.DIRECT_CONTAINER)
                        && !resource.isNodeType(JcrNames.INDIRECT_CONTAINER)) {
                    triples.add(Triple.create(subject, Vocabulary.RDF_TYPE, Vocabulary.LDP_BASIC_CONTAINER));
                }
            }
            if (resource.hasProperty("jcr:created")) {
                triples.add(Triple.create(subject, Vocabulary.FEDORA_CREATED, NodeFactory.createLiteralDT(
                        resource.getProperty("jcr:created").getString(), XSDDatatype.XSDdateTime)));
            }
            if (resource.hasProperty("jcr:lastModified")) {
                triples.add(Triple.create(subject, Vocabulary.FEDORA_LAST_MODIFIED, NodeFactory.createLiteralDT(
                        resource.getProperty("jcr:lastModified").getString(), XSDDatatype.XSDdateTime)));
            }
            Node parent = resource.getDepth() > 0 ? resource.getParent() : null;
            while (parent != null && parent.isNodeType(JcrNames.FEDORA_PAIRTREE) && parent.getDepth() > 0) {
                parent = parent.getParent();
            }
            if (parent != null) {
                triples.add(Triple.create(subject, Vocabulary.FEDORA_HAS_PARENT, ctx.uriOf(parent)));
            }
            return triples.stream();
        });
    }
}
