package org.repobench.repository.write;

import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.repobench.repository.model.JcrNames;
import org.repobench.repository.model.ResourceUris;

import javax.jcr.Node;
import javax.jcr.RepositoryException;
import java.util.Calendar;
import java.util.List;

/** Writes of containers from Turtle bodies: PUT, POST, PATCH with triples to insert, and PUT replacing them all. */
final class ContainerWriter {
    private final ResourceUris uris;
    private final PropertyWriter properties;
    private final ResourceLookup lookup;
    private final NodeCreation creation;
    private final IndexedSave save;

    ContainerWriter(ResourceUris uris, PropertyWriter properties, ResourceLookup lookup, NodeCreation creation,
                    IndexedSave save) {
        this.uris = uris;
        this.properties = properties;
        this.lookup = lookup;
        this.creation = creation;
        this.save = save;
    }

    /** Adds the body's triples to the resource at the path, creating a container there if there is none. */
    void put(String path, String turtle) throws RepositoryException {
        Node existing = lookup.existing(path);
        addTriples(existing != null ? existing : createContainer(path), turtle);
        save.changed(path);
    }

    /** A new container at the path, described by the body. */
    void create(String path, String turtle) throws RepositoryException {
        addTriples(createContainer(path), turtle);
        save.changed(path);
    }

    void patch(String path, String turtle) throws RepositoryException {
        addTriples(lookup.require(path), turtle);
        save.changed(path);
    }

    void replace(String path, String turtle) throws RepositoryException {
        Node container = lookup.require(path);
        if (container.isNodeType(JcrNames.FEDORA_DESCRIPTION)) {
            throw new IllegalArgumentException("cannot replace the triples of binary " + uris.uriOf(path)
                    + " with a Turtle body; PUT its content instead");
        }
        properties.clear(container);
        addTriples(container, turtle);
        save.changed(path);
    }

    private Node createContainer(String path) throws RepositoryException {
        Node container = creation.createResource(path, JcrNames.FOLDER);
        container.addMixin(JcrNames.FEDORA_CONTAINER);
        MembershipResource.touch(container);
        return container;
    }

    private void addTriples(Node resource, String turtle) throws RepositoryException {
        String uri = uris.uriOf(resource.getPath());
        Graph body = RDFParser.create().fromString(turtle).lang(Lang.TURTLE).base(uri).toGraph();
        List<Triple> triples = body.find().toList();
        for (Triple triple : triples) {
            if (!triple.getSubject().isURI() || !triple.getSubject().getURI().equals(uri)) {
                throw new IllegalArgumentException("a request body may only describe the resource itself (<" + uri
                        + ">), found subject " + triple.getSubject());
            }
            properties.add(resource, triple);
        }
        resource.setProperty("jcr:lastModified", Calendar.getInstance());
    }
}
