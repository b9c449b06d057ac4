package org.repobench.suite;

import com.sun.net.httpserver.HttpExchange;
import org.repobench.ldp.FakeLdpServer;
import org.repobench.ldp.LdpClient;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.repobench.ldp.FakeLdpServer.respond;

/**
 * A small LDP server in memory, on an address the test names, enough for a load's CRUD cycles and what the load
 * itself asks (its root as an ldp:BasicContainer; PUT, POST with a Slug, PATCH, GET, HEAD, DELETE with tombstones;
 * a container's GET listing its children as ldp:contains). It answers only requests with its one user's basic
 * credentials (401 otherwise), so a load that lost them on the way to an engine fails, and it logs who sent each
 * request: the address it came from, the method and the path.
 */
final class LdpStandIn implements AutoCloseable {
    /** One request as it arrived. */
    record Request(String from, String method, String path) {
    }

    private static final String CONTAINS = "<http://www.w3.org/ns/ldp#contains>";
    private static final String TOMBSTONE = "/fcr:tombstone";
    private final FakeLdpServer server;
    private final String authorization;
    private final Set<String> resources = ConcurrentHashMap.newKeySet();
    private final Set<String> tombstones = ConcurrentHashMap.newKeySet();
    private final List<Request> log = new CopyOnWriteArrayList<>();

    LdpStandIn(InetAddress address, String user, String password) throws IOException {
        authorization = "Basic " + Base64.getEncoder().encodeToString((user + ":" + password)
                .getBytes(StandardCharsets.UTF_8));
        resources.add("/rest");
        server = new FakeLdpServer(address, this::answer);
    }

    URI root() {
        return server.root();
    }

    /** Every request it answered with the credentials, in order. */
    List<Request> requests() {
        return List.copyOf(log);
    }

    private void answer(HttpExchange exchange) throws IOException {
        if (!authorization.equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
            exchange.getResponseHeaders().add("WWW-Authenticate", "Basic realm=\"stand-in\"");
            respond(exchange, 401, "");
            return;
        }
        String path = strip(exchange.getRequestURI().getPath());
        log.add(new Request(exchange.getRemoteAddress().getAddress().getHostAddress(), exchange.getRequestMethod(),
                path));
        switch (exchange.getRequestMethod()) {
            case "GET" -> get(exchange, path);
            case "HEAD" -> respond(exchange, status(path), "");
            case "PUT" -> create(exchange, path, !resources.contains(path));
            case "POST" -> {
                String slug = exchange.getRequestHeaders().getFirst("Slug");
                String made = path + "/" + slug;
                if (!resources.contains(path) || slug == null) {
                    respond(exchange, resources.contains(path) ? 400 : 404, "");
                } else if (resources.contains(made) || tombstones.contains(made)) {
                    respond(exchange, 409, "taken: " + made);
                } else {
                    create(exchange, made, true);
                }
            }
            case "PATCH" -> respond(exchange, resources.contains(path) ? 204 : status(path), "");
            case "DELETE" -> delete(exchange, path);
            default -> respond(exchange, 405, "");
        }
    }

    private int status(String path) {
        return resources.contains(path) ? 200 : tombstones.contains(path) ? 410 : 404;
    }

    private void get(HttpExchange exchange, String path) throws IOException {
        if (!resources.contains(path)) {
            respond(exchange, status(path), "");
            return;
        }
        exchange.getResponseHeaders().add("Link", "<http://www.w3.org/ns/ldp#BasicContainer>;rel=\"type\"");
        exchange.getResponseHeaders().add("Content-Type", LdpClient.N_TRIPLES);
        StringBuilder body = new StringBuilder();
        for (String child : resources) {
            if (child.startsWith(path + "/") && child.indexOf('/', path.length() + 1) < 0) {
                body.append('<').append(server.uri(path)).append("> ").append(CONTAINS).append(" <")
                        .append(server.uri(child)).append("> .\n");
            }
        }
        respond(exchange, 200, body.toString());
    }

    private void create(HttpExchange exchange, String path, boolean creates) throws IOException {
        if (tombstones.contains(path)) {
            respond(exchange, 410, "");
            return;
        }
        resources.add(path);
        exchange.getResponseHeaders().add("Location", server.uri(path));
        respond(exchange, creates ? 201 : 204, creates ? server.uri(path) : "");
    }

    private void delete(HttpExchange exchange, String path) throws IOException {
        if (path.endsWith(TOMBSTONE)) {
            respond(exchange, tombstones.remove(path.substring(0, path.length() - TOMBSTONE.length())) ? 204 : 404,
                    "");
            return;
        }
        if (!resources.contains(path)) {
            respond(exchange, status(path), "");
            return;
        }
        resources.removeIf(resource -> resource.equals(path) || resource.startsWith(path + "/"));
        tombstones.add(path);
        respond(exchange, 204, "");
    }

    private static String strip(String path) {
        return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    @Override
    public void close() {
        server.close();
    }
}
