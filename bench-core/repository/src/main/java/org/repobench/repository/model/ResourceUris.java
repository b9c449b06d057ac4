package org.repobench.repository.model;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;

/**
 * Translates between JCR paths and the resource URIs a client sees, as fcrepo's HttpResourceConverter did
 * (minus the servlet context): {@code /a/b} is {@code <base>/a/b}.
 */
public final class ResourceUris {
    public static final String DEFAULT_BASE = "http://localhost:8080/rest";

    private final String base;

    public ResourceUris(String base) {
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }

    public String base() {
        return base;
    }

    public String uriOf(String jcrPath) {
        return "/".equals(jcrPath) ? base + "/" : base + jcrPath;
    }

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
        String path = uri.substring(base.length());
        if (path.isEmpty()) {
            return "/";
        }
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }
}
