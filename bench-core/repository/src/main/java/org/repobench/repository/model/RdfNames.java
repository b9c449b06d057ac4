package org.repobench.repository.model;

import javax.jcr.NamespaceException;
import javax.jcr.NamespaceRegistry;
import javax.jcr.RepositoryException;
import javax.jcr.Session;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Maps RDF IRIs (predicates and types) to prefixed JCR names and back. Unknown namespaces are registered on the fly,
 * as fcrepo did, with a well-known prefix where there is one. Thread-safe; caches what the registry answers.
 */
public final class RdfNames {
    private static final Map<String, String> WELL_KNOWN_PREFIXES = Map.of(
            Vocabulary.ORE, "ore",
            Vocabulary.PCDM, "pcdm",
            Vocabulary.DC, "dc",
            Vocabulary.TEST, "test",
            "http://ex.org/inturi_p#", "intp",
            "http://ex.org/exturi_p#", "extp",
            "http://ex.org/lit_p#", "litp");

    private final Map<String, String> prefixByUri = new ConcurrentHashMap<>();
    private final Map<String, String> uriByPrefix = new ConcurrentHashMap<>();

    /** The JCR name for an IRI, registering its namespace if the repository does not know it yet. */
    public String jcrName(Session session, String iri) throws RepositoryException {
        int split = Math.max(iri.lastIndexOf('#'), iri.lastIndexOf('/')) + 1;
        if (split <= 0 || split == iri.length()) {
            throw new IllegalArgumentException("cannot split IRI into namespace and local name: " + iri);
        }
        String namespace = iri.substring(0, split);
        return prefixFor(session, namespace) + ":" + iri.substring(split);
    }

    /** The IRI a prefixed JCR name stands for. */
    public String iri(Session session, String jcrName) throws RepositoryException {
        int colon = jcrName.indexOf(':');
        if (colon < 0) {
            return session.getNamespaceURI("") + jcrName;
        }
        String prefix = jcrName.substring(0, colon);
        String uri = uriByPrefix.get(prefix);
        if (uri == null) {
            uri = session.getNamespaceURI(prefix);
            uriByPrefix.put(prefix, uri);
        }
        return uri + jcrName.substring(colon + 1);
    }

    private String prefixFor(Session session, String namespace) throws RepositoryException {
        String known = prefixByUri.get(namespace);
        if (known != null) {
            return known;
        }
        synchronized (this) {
            NamespaceRegistry registry = session.getWorkspace().getNamespaceRegistry();
            String prefix;
            try {
                prefix = registry.getPrefix(namespace);
            } catch (NamespaceException unknown) {
                prefix = register(registry, namespace);
            }
            prefixByUri.put(namespace, prefix);
            uriByPrefix.put(prefix, namespace);
            return prefix;
        }
    }

    private static String register(NamespaceRegistry registry, String namespace) throws RepositoryException {
        String wanted = WELL_KNOWN_PREFIXES.get(namespace);
        if (wanted != null && !isTaken(registry, wanted)) {
            registry.registerNamespace(wanted, namespace);
            return wanted;
        }
        for (int n = 1; ; n++) {
            String candidate = String.format("ns%03d", n);
            if (!isTaken(registry, candidate)) {
                registry.registerNamespace(candidate, namespace);
                return candidate;
            }
        }
    }

    private static boolean isTaken(NamespaceRegistry registry, String prefix) throws RepositoryException {
        try {
            registry.getURI(prefix);
            return true;
        } catch (NamespaceException free) {
            return false;
        }
    }
}
