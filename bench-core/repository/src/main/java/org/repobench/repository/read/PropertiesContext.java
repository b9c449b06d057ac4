package org.repobench.repository.read;

import org.apache.jena.graph.NodeFactory;
import org.apache.jena.graph.Triple;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.Vocabulary;

import javax.jcr.Node;
import javax.jcr.nodetype.NodeType;
import java.util.Set;
import java.util.stream.Stream;

import static org.repobench.repository.read.UncheckedRepositoryException.unchecked;

/** The resource's own triples: rdf:type from its mixins, then every user property (fcrepo's PropertiesRdfContext). */
final class PropertiesContext {
    /** Mixins that say how the node is stored; ServerManagedContext reports what they mean. */
    private static final Set<String> SERVER_MANAGED_MIXINS = Set.of(JcrNames.FEDORA_PAIRTREE,
            JcrNames.FEDORA_RESOURCE, JcrNames.FEDORA_CONTAINER, JcrNames.FEDORA_DESCRIPTION, JcrNames.FEDORA_BINARY);

    private PropertiesContext() {
    }

    static Stream<Triple> of(ReadContext ctx, Node resource) {
        var subject = ctx.uriOf(resource);
        Stream<Triple> types = Stream.of(unchecked(resource::getMixinNodeTypes))
                .map(NodeType::getName)
                .filter(name -> !JcrNames.isInternal(name) && !SERVER_MANAGED_MIXINS.contains(name))
                .map(name -> Triple.create(subject, Vocabulary.RDF_TYPE,
                        NodeFactory.createURI(unchecked(() -> ctx.names.iri(ctx.session, name)))));
        Stream<Triple> properties = ctx.properties(unchecked(resource::getProperties))
                .filter(property -> !JcrNames.isInternal(unchecked(property::getName)))
                .flatMap(property -> ctx.triplesOf(subject, property));
        return Stream.concat(types, properties);
    }
}
