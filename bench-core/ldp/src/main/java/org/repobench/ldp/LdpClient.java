package org.repobench.ldp;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.net.http.HttpResponse.BodySubscriber;
import java.net.http.HttpResponse.BodySubscribers;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Flow;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The requests workloads make against an LDP server, over one kept-alive HTTP/1.1 connection pool. Paths are relative
 * to the server's root (absolute URIs the server returned work too). A write the server refuses is an
 * {@link LdpException} naming the method, the path, the status and the first line of the server's answer; a server
 * that does not answer at all is an {@link LdpUnreachableException}.
 */
public final class LdpClient implements AutoCloseable {
    /** Long enough for a GET of a container with a million members; a server that hangs still ends the wait. */
    public static final Duration DEFAULT_REQUEST_TIMEOUT = Duration.ofMinutes(10);

    /** The media type of the counted GET: one triple per line. */
    public static final String N_TRIPLES = "application/n-triples";
    private static final String TOMBSTONE = "/fcr:tombstone";
    private static final String NON_RDF_SOURCE = LdpRequest.NON_RDF_SOURCE;

    private final LdpServer server;
    private final HttpTransport transport;

    public LdpClient(LdpServer server) {
        this(server, DEFAULT_REQUEST_TIMEOUT);
    }

    /** @param requestTimeout how long to wait for a response's headers */
    public LdpClient(LdpServer server, Duration requestTimeout) {
        this.server = server;
        this.transport = new HttpTransport(server.root(), server.credentials(), requestTimeout);
    }

    public LdpServer server() {
        return server;
    }

    /** The URI a path names. */
    public URI uri(String path) {
        return transport.resolve(path);
    }

    /**
     * Creates or replaces the resource at {@code path}; an empty body makes an empty container.
     *
     * @param headers extra request headers, e.g. {@code Link} or {@code Prefer}; a {@code Content-Type} here wins
     * @return the resource's URI (the {@code Location} the server gave, else the URI of {@code path})
     */
    public URI put(String path, String turtle, Map<String, String> headers) {
        HttpRequest.Builder request = transport.request(uri(path)).PUT(body(turtle));
        if (!turtle.isEmpty() && headers.keySet().stream().noneMatch("Content-Type"::equalsIgnoreCase)) {
            request.header("Content-Type", LdpRequest.TURTLE);
        }
        headers.forEach(request::header);
        HttpResponse<String> response = write("PUT", path, request.build());
        return location(response).orElse(uri(path));
    }

    /** Creates a child of the container from a Turtle body; the server picks its name. Returns the child's URI. */
    public URI post(String containerPath, String turtle) {
        return post(containerPath, turtle, Map.of());
    }

    /** {@link #post(String, String)} with extra headers, e.g. {@code Slug}. */
    public URI post(String containerPath, String turtle, Map<String, String> headers) {
        HttpRequest.Builder request = transport.request(uri(containerPath)).POST(body(turtle));
        if (!turtle.isEmpty() && headers.keySet().stream().noneMatch("Content-Type"::equalsIgnoreCase)) {
            request.header("Content-Type", LdpRequest.TURTLE);
        }
        headers.forEach(request::header);
        return created(containerPath, write("POST", containerPath, request.build()));
    }

    /** The URI a POST created: Fedora answers 201 with Location and the new URI as the body; some give only one. */
    private static URI created(String containerPath, HttpResponse<String> response) {
        return location(response).orElseGet(() -> {
            String body = HttpTransport.firstLine(response.body());
            if (body.startsWith("http://") || body.startsWith("https://")) {
                return URI.create(body);
            }
            throw new LdpException(answered("POST", containerPath, response.statusCode())
                    + " but named no new resource (no Location header)");
        });
    }

    /**
     * Creates or replaces the binary (an LDP-NR) at {@code path} with {@code length} bytes streamed from
     * {@code content}, sent with its Content-Length as curl sends a file.
     *
     * @param headers extra request headers, e.g. {@code Digest}
     */
    public URI putBinary(String path, Supplier<InputStream> content, long length, String mediaType,
                         Map<String, String> headers) {
        HttpRequest.Builder request = binary(transport.request(uri(path)), mediaType, headers)
                .PUT(stream(content, length));
        return location(write("PUT", path, request.build())).orElse(uri(path));
    }

    /** {@link #putBinary} as a POST to the container: the server names the binary. Returns its URI. */
    public URI postBinary(String containerPath, Supplier<InputStream> content, long length, String mediaType,
                          Map<String, String> headers) {
        HttpRequest.Builder request = binary(transport.request(uri(containerPath)), mediaType, headers)
                .POST(stream(content, length));
        return created(containerPath, write("POST", containerPath, request.build()));
    }

    /**
     * A binary's request: its media type, and the NonRDFSource interaction model, which Fedora 6 needs for a type it
     * could parse as RDF (text/plain) and Fedora 4.7 accepts.
     */
    private static HttpRequest.Builder binary(HttpRequest.Builder request, String mediaType,
                                              Map<String, String> headers) {
        request.header("Content-Type", mediaType).header("Link", NON_RDF_SOURCE);
        headers.forEach(request::header);
        return request;
    }

    /**
     * Sends a request given as data ({@link LdpRequest}: the same value a load engine's plan is built from); any
     * answer but 2xx is an {@link LdpException}.
     *
     * @return the resource's URI: for a POST the one it created, else the Location the server gave or the path's URI
     */
    public URI send(LdpRequest request) {
        HttpRequest.Builder builder = transport.request(uri(request.path()))
                .method(request.method(), body(request.body()));
        request.headers().forEach(builder::header);
        HttpResponse<String> response = write(request.method(), request.path(), builder.build());
        return request.method().equals("POST") ? created(request.path(), response)
                : location(response).orElse(uri(request.path()));
    }

    /** Applies a SPARQL Update to the resource. */
    public void patch(String path, String sparqlUpdate) {
        send(LdpRequest.sparqlUpdate(path, sparqlUpdate));
    }

    /** Deletes the resource; Fedora keeps a tombstone at {@code <path>/fcr:tombstone} that answers 410 Gone. */
    public void delete(String path) {
        write("DELETE", path, transport.request(uri(path)).DELETE().build());
    }

    /**
     * Deletes the tombstone a DELETE left, so the path can be created again. A server without tombstones answers
     * 404, 405 or 410, which is fine.
     */
    public void deleteTombstone(String path) {
        String tombstone = stripSlash(path) + TOMBSTONE;
        HttpResponse<String> response = transport.send(transport.request(uri(tombstone)).DELETE().build(),
                BodyHandlers.ofString());
        int status = response.statusCode();
        if (!success(status) && status != 404 && status != 405 && status != 410) {
            throw failure("DELETE", tombstone, response);
        }
    }

    /** {@link #delete} and {@link #deleteTombstone}: the path is free again, as if it had never been used. */
    public void deleteWithTombstone(String path) {
        delete(path);
        deleteTombstone(path);
    }

    /** Whether the resource exists: HEAD answers 2xx, against 404 or 410 (deleted). */
    public boolean exists(String path) {
        int status = status(path);
        if (success(status)) {
            return true;
        }
        if (status == 404 || status == 410) {
            return false;
        }
        throw new LdpException(answered("HEAD", path, status), status);
    }

    /** The status a HEAD of the resource gets: 200 for a resource, 404 for none, 410 for a deleted one. */
    public int status(String path) {
        return head(path).statusCode();
    }

    private HttpResponse<Void> head(String path) {
        return transport.send(transport.request(uri(path)).method("HEAD", BodyPublishers.noBody()).build(),
                BodyHandlers.discarding());
    }

    /**
     * The resource's types as its HEAD names them in {@code Link: <...>; rel="type"} headers (Fedora answers with its
     * interaction model and kinds there: ldp:BasicContainer, fedora:ArchivalGroup ...). Any answer but 200 is an
     * {@link LdpException}.
     */
    public Set<String> types(String path) {
        HttpResponse<Void> response = head(path);
        if (response.statusCode() != 200) {
            throw new LdpException(answered("HEAD", path, response.statusCode()) + ", not 200 OK",
                    response.statusCode());
        }
        return Links.parse(response.headers().allValues("Link")).stream().filter(link -> link.rels().contains("type"))
                .map(Links.Link::uri).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    /**
     * A GET of the resource's content as it is stored (a binary's bytes), read to its end and not kept. Any answer
     * but 200 is an {@link LdpException}.
     *
     * @return the content's length
     */
    public long read(String path) {
        HttpRequest request = transport.request(uri(path)).header("Accept", "*/*").GET().build();
        HttpResponse<byte[]> response = transport.send(request, BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new LdpException(answered("GET", path, response.statusCode()) + ", not 200 OK",
                    response.statusCode());
        }
        return response.body().length;
    }

    /**
     * A timed GET whose body is read to its end and kept. Any status is returned, not thrown: a benchmark decides what
     * a 404 means.
     *
     * @param accept the media type to ask for, e.g. {@code application/n-triples}
     * @param prefer the Prefer header, or null (or empty) to send none
     */
    public TimedResponse get(String path, String accept, String prefer) {
        Timed<byte[]> timed = timedGet(path, accept, prefer, BodySubscribers.ofByteArray());
        byte[] body = timed.response().body();
        return new TimedResponse(timed.response().statusCode(), body.length, timed.firstByteNanos(), timed.totalNanos(),
                body);
    }

    /**
     * A timed GET of N-Triples whose distinct triples with one predicate are counted while the body streams in; the
     * body is not kept, so a GET of a large container costs the client one pass over its bytes and no copy of them.
     * Any answer but 200 is an {@link LdpException}: an error page has no triples to count.
     */
    public CountedGet count(String path, String prefer, String predicateUri) {
        return count(path, prefer, new TripleCounter(predicateUri));
    }

    /**
     * The same, counting only the triples that have the resource at {@code path} at {@code position}: its own
     * (subject) or its inbound references (object).
     */
    public CountedGet count(String path, String prefer, String predicateUri, TripleCounter.Position position) {
        return count(path, prefer, new TripleCounter(predicateUri, position, uri(path).toString()));
    }

    private CountedGet count(String path, String prefer, TripleCounter counter) {
        Timed<TripleCounter> timed = timedGet(path, N_TRIPLES, prefer,
                BodySubscribers.fromSubscriber(new Counting(counter), ignored -> counter));
        int status = timed.response().statusCode();
        if (status != 200) {
            throw new LdpException(answered("GET", path, status) + ", not 200 OK", status);
        }
        return new CountedGet(counter.bytes(), counter.finish(), timed.firstByteNanos(), timed.totalNanos());
    }

    private <T> Timed<T> timedGet(String path, String accept, String prefer, BodySubscriber<T> subscriber) {
        HttpRequest.Builder request = transport.request(uri(path)).header("Accept", accept).GET();
        if (prefer != null && !prefer.isEmpty()) {
            request.header("Prefer", prefer);
        }
        long[] headersAt = new long[1];
        long start = System.nanoTime();
        // the client asks for the body's subscriber when the status line and headers have arrived
        HttpResponse<T> response = transport.send(request.build(), info -> {
            headersAt[0] = System.nanoTime();
            return subscriber;
        });
        long total = System.nanoTime() - start;
        return new Timed<>(response, headersAt[0] - start, total);
    }

    private record Timed<T>(HttpResponse<T> response, long firstByteNanos, long totalNanos) {
    }

    /** Hands each chunk of the body to the counter as it arrives. */
    private static final class Counting implements Flow.Subscriber<List<ByteBuffer>> {
        private final TripleCounter counter;

        Counting(TripleCounter counter) {
            this.counter = counter;
        }

        @Override
        public void onSubscribe(Flow.Subscription subscription) {
            subscription.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> chunks) {
            chunks.forEach(counter::accept);
        }

        @Override
        public void onError(Throwable failure) {
            // the client fails the response's body with it: send() throws, as for any lost connection
        }

        @Override
        public void onComplete() {
        }
    }

    private HttpResponse<String> write(String method, String path, HttpRequest request) {
        HttpResponse<String> response = transport.send(request, BodyHandlers.ofString());
        if (!success(response.statusCode())) {
            throw failure(method, path, response);
        }
        return response;
    }

    private static LdpException failure(String method, String path, HttpResponse<String> response) {
        String line = HttpTransport.firstLine(response.body());
        return new LdpException(answered(method, path, response.statusCode()) + (line.isEmpty() ? "" : ": " + line),
                response.statusCode());
    }

    /** "DELETE a/b: the server answered 409 Conflict": how every refused request starts its message. */
    private static String answered(String method, String path, int status) {
        return method + " " + path + ": the server answered " + HttpTransport.status(status);
    }

    private static Optional<URI> location(HttpResponse<?> response) {
        return response.headers().firstValue("Location").map(response.uri()::resolve);
    }

    /** {@code length} bytes streamed from {@code content}, announced in Content-Length. */
    private static BodyPublisher stream(Supplier<InputStream> content, long length) {
        return BodyPublishers.fromPublisher(BodyPublishers.ofInputStream(content), length);
    }

    private static BodyPublisher body(String turtle) {
        return turtle.isEmpty() ? BodyPublishers.noBody() : BodyPublishers.ofString(turtle);
    }

    private static boolean success(int status) {
        return status >= 200 && status < 300;
    }

    private static String stripSlash(String path) {
        return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    @Override
    public void close() {
        transport.close();
    }
}
