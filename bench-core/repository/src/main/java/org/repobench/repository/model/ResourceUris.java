package org.repobench.repository.model;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * Translates between JCR paths and the resource URIs a client sees, as fcrepo's HttpResourceConverter did
 * (minus the servlet context): {@code /a/b} is {@code <base>/a/b}. The URIs of a representation's triples are built
 * as fcrepo built them, from a template whose path is percent-encoded and the result parsed ({@link #uriOf}): a cost
 * fcrepo 4.7 paid for every URI of a GET, about a fifth of its membership triples' time (JFR of fcrepo 4.7.5).
 */
public final class ResourceUris {
    public static final String DEFAULT_BASE = "http://localhost:8080/rest";

    private final String base;
    private final URI template;

    public ResourceUris(String base) {
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.template = URI.create(this.base + "/");
    }

    public String base() {
        return base;
    }

    /** The URI of a resource: its path percent-encoded into the base's, as JAX-RS' UriBuilder did. */
    public String uriOf(String jcrPath) {
        try {
            return new URI(template.getScheme(), template.getRawAuthority(), "/".equals(jcrPath) ? template.getPath()
                    : template.getPath() + jcrPath.substring(1), null, null).toASCIIString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("no URI for the path " + jcrPath + " under " + base + ": "
                    + e.getMessage(), e);
        }
    }

    /** The URI node of a resource, built as {@link #uriOf} builds its URI. */
    public Node nodeOf(String jcrPath) {
        return NodeFactory.createURI(uriOf(jcrPath));
    }

    public boolean inDomain(String uri) {
        return uri.equals(base) || uri.startsWith(base + "/");
    }

    /** The JCR path a URI in this domain names; {@code IllegalArgumentException} for any other URI. */
    public String pathOf(String uri) {
        if (!inDomain(uri)) {
            throw new IllegalArgumentException("URI is not in the repository's domain " + base + ": " + uri);
        }
        // the inverse of uriOf: percent-escapes decoded
        String path = URI.create(uri).getPath().substring(template.getPath().length() - 1);
        if (path.isEmpty()) {
            return "/";
        }
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }
}
