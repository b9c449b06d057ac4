package org.repobench.ldp;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One request a workload sends, as data: the benchmarks send it through {@link LdpClient#send}, and a load plan for
 * another engine (JMeter's) is built from the same value, so the two cannot drift apart. The path is relative to the
 * server's root, as {@link LdpClient}'s are; it and the body may carry an engine's own references (JMeter's
 * {@code ${name}}), which that engine resolves per request.
 *
 * @param method  the HTTP method
 * @param path    the resource's path
 * @param headers the request headers, in the order they are sent (no credentials: the engine adds those)
 * @param body    the body as text (UTF-8), empty for none
 */
public record LdpRequest(String method, String path, Map<String, String> headers, String body) {
    /** Fedora's interaction model for a binary of a type it could parse as RDF (text/plain). */
    public static final String NON_RDF_SOURCE = "<http://www.w3.org/ns/ldp#NonRDFSource>;rel=\"type\"";
    static final String CONTENT_TYPE = "Content-Type";
    static final String TURTLE = "text/turtle";

    public LdpRequest {
        headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    }

    /**
     * A POST to the container, naming the child it would like with a Slug; an empty Turtle body: an empty container.
     * The body's type is said, so no engine adds one of its own (JMeter would send a form's, and Fedora 6 would make a
     * binary of it).
     */
    public static LdpRequest postContainer(String containerPath, String slug) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Slug", slug);
        headers.put(CONTENT_TYPE, TURTLE);
        return new LdpRequest("POST", containerPath, headers, "");
    }

    /** A PUT of the empty container at the path (an empty Turtle body), with these headers (e.g. a lenient Prefer). */
    public static LdpRequest putContainer(String path, Map<String, String> headers) {
        Map<String, String> all = new LinkedHashMap<>(headers);
        all.putIfAbsent(CONTENT_TYPE, TURTLE);
        return new LdpRequest("PUT", path, all, "");
    }

    /** A PUT of a binary of text at the path: created or replaced. */
    public static LdpRequest putText(String path, String text) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put(CONTENT_TYPE, "text/plain");
        headers.put("Link", NON_RDF_SOURCE);
        return new LdpRequest("PUT", path, headers, text);
    }

    /** A PUT of an RDF source from a Turtle body at the path: created or replaced. */
    public static LdpRequest putTurtle(String path, String turtle) {
        return new LdpRequest("PUT", path, Map.of(CONTENT_TYPE, TURTLE), turtle);
    }

    /** A PATCH of the resource with a SPARQL Update. */
    public static LdpRequest sparqlUpdate(String path, String update) {
        return new LdpRequest("PATCH", path, Map.of(CONTENT_TYPE, "application/sparql-update"), update);
    }

    /** A GET of the resource, accepting this media type. */
    public static LdpRequest get(String path, String accept) {
        return new LdpRequest("GET", path, Map.of("Accept", accept), "");
    }

    /** A DELETE of the resource. */
    public static LdpRequest delete(String path) {
        return new LdpRequest("DELETE", path, Map.of(), "");
    }
}
