package org.repobench.crud;

import com.sun.net.httpserver.HttpExchange;
import org.repobench.ldp.FakeLdpServer;
import org.repobench.ldp.LdpClient;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import static org.repobench.ldp.FakeLdpServer.respond;

/**
 * A small LDP server in memory on 127.0.0.1, enough for the CRUD benchmarks over HTTP (PUT, POST with a Slug, PATCH,
 * DELETE with tombstones, HEAD, and a container's GET listing its children as ldp:contains), that refuses every
 * create after its first {@code creates} writes with a 500, as a server at its limits does. It can also commit a
 * create and still answer 500 ({@link #commitThenFail}), as Fedora 4.7.5 on PostgreSQL did, and a DELETE
 * ({@link #deleteThenFail}). Its state is a handler on the shared {@link FakeLdpServer}.
 */
final class FailingLdpServer implements AutoCloseable {
    static final String REFUSAL = "refused: too many writes";
    private static final String CONTAINS = "<http://www.w3.org/ns/ldp#contains>";

    private final FakeLdpServer server;
    private final Set<String> resources = ConcurrentHashMap.newKeySet();
    private final Set<String> tombstones = ConcurrentHashMap.newKeySet();
    private final AtomicInteger writes = new AtomicInteger();
    private final int creates;
    private final AtomicInteger commitThenFail = new AtomicInteger();
    private final AtomicInteger deleteThenFail = new AtomicInteger();

    /** @param creates how many writes it takes before it refuses every create */
    FailingLdpServer(int creates) throws IOException {
        this.creates = creates;
        server = new FakeLdpServer(this::answer);
        resources.add("/rest");
    }

    URI root() {
        return server.root();
    }

    /** The next {@code count} creates are committed and answered 500 all the same. */
    void commitThenFail(int count) {
        commitThenFail.set(count);
    }

    /** The next {@code count} DELETEs (not of tombstones) are carried out and answered 503 all the same. */
    void deleteThenFail(int count) {
        deleteThenFail.set(count);
    }

    /** The requests it got, as "METHOD /rest/path". */
    List<String> requests() {
        return server.requests().stream().map(request -> request.method() + " " + request.path()).toList();
    }

    /** Whether it holds the resource at {@code path}, relative to its root. */
    boolean has(String path) {
        return resources.contains(strip("/rest/" + path));
    }

    /** Makes the resource at {@code path} (relative to its root), no request counted. */
    void holds(String path) {
        resources.add(strip("/rest/" + path));
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = strip(exchange.getRequestURI().getPath());
        switch (exchange.getRequestMethod()) {
            case "GET" -> get(exchange, path);
            case "HEAD" -> respond(exchange, resources.contains(path) ? 200 : tombstones.contains(path) ? 410 : 404,
                    "");
            case "PUT" -> create(exchange, path, !resources.contains(path));
            case "POST" -> {
                String slug = exchange.getRequestHeaders().getFirst("Slug");
                String made = path + "/" + (slug == null ? "m" + writes.get() : slug);
                if (!resources.contains(path)) {
                    respond(exchange, 404, "");
                } else if (resources.contains(made) || tombstones.contains(made)) {
                    respond(exchange, 409, "taken: " + made);
                } else {
                    create(exchange, made, true);
                }
            }
            case "PATCH" -> {
                writes.incrementAndGet();
                respond(exchange, resources.contains(path) ? 204 : 404, "");
            }
            case "DELETE" -> delete(exchange, path);
            default -> respond(exchange, 405, "");
        }
    }

    private void get(HttpExchange exchange, String path) throws IOException {
        if (!resources.contains(path)) {
            respond(exchange, tombstones.contains(path) ? 410 : 404, "");
            return;
        }
        exchange.getResponseHeaders().add("Link", "<http://www.w3.org/ns/ldp#BasicContainer>;rel=\"type\"");
        exchange.getResponseHeaders().add("Content-Type", LdpClient.N_TRIPLES);
        StringBuilder body = new StringBuilder();
        for (String child : resources) {
            if (child.startsWith(path + "/") && child.indexOf('/', path.length() + 1) < 0) {
                body.append('<').append(uri(path)).append("> ").append(CONTAINS).append(" <").append(uri(child))
                        .append("> .\n");
            }
        }
        respond(exchange, 200, body.toString());
    }

    private void create(HttpExchange exchange, String path, boolean creates) throws IOException {
        int write = writes.incrementAndGet();
        if (creates && write > this.creates) {
            respond(exchange, 500, REFUSAL + " (write " + write + ")\nthe second line of a long answer");
            return;
        }
        resources.add(path);
        if (creates && commitThenFail.getAndUpdate(left -> Math.max(0, left - 1)) > 0) {
            respond(exchange, 500, "committed, but answered: Cannot locate child node");
            return;
        }
        exchange.getResponseHeaders().add("Location", uri(path));
        respond(exchange, creates ? 201 : 204, creates ? uri(path) : "");
    }

    private void delete(HttpExchange exchange, String path) throws IOException {
        writes.incrementAndGet();
        if (path.endsWith("/fcr:tombstone")) {
            respond(exchange, tombstones.remove(path.substring(0, path.length() - "/fcr:tombstone".length())) ? 204
                    : 404, "");
            return;
        }
        if (!resources.contains(path)) {
            respond(exchange, tombstones.contains(path) ? 410 : 404, "");
            return;
        }
        resources.removeIf(resource -> resource.equals(path) || resource.startsWith(path + "/"));
        tombstones.add(path);
        boolean fail = deleteThenFail.getAndUpdate(left -> Math.max(0, left - 1)) > 0;
        respond(exchange, fail ? 503 : 204, fail ? "deleted, but answered: timeout" : "");
    }

    private String uri(String path) {
        return server.uri(path);
    }

    private static String strip(String path) {
        return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    @Override
    public void close() {
        server.close();
    }
}
