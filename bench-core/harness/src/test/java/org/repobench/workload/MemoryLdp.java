package org.repobench.workload;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import org.repobench.ldp.FakeLdpServer;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An LDP server in memory, enough for an n-children load: PUT stores a resource (replacing one there), POST mints
 * a bare {@code <uuid>} as Fedora 6 does, HEAD and GET find it, GET as N-Triples lists its children (the
 * resources whose nearest stored ancestor it is) as {@code ldp:contains}, DELETE takes it and all below it. A test
 * decides how a PUT is answered ({@link Answer}): a 500 after storing it or without, an answer later than the client
 * waits, or a 201 with nothing stored.
 */
final class MemoryLdp implements HttpHandler {
    static final String CONTAINS = "http://www.w3.org/ns/ldp#contains";
    private static final String TOMBSTONE = "/fcr:tombstone";

    /** How the PUT of a path is answered; the resource is stored first unless the answer says otherwise. */
    @FunctionalInterface
    interface Answer {
        /** @param attempt how many PUTs of this path there have been, this one included */
        Reply to(String path, int attempt);
    }

    /** What a PUT gets: a status, whether the resource was stored, and how long after that the answer comes. */
    record Reply(int status, boolean stored, long delayMillis) {
        static final Reply CREATED = new Reply(201, true, 0);

        Reply(int status, boolean stored) {
            this(status, stored, 0);
        }
    }

    private final Map<String, String> resources = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> puts = new ConcurrentHashMap<>();
    private final List<String> events = new CopyOnWriteArrayList<>();
    private final Answer answer;

    MemoryLdp(Answer answer) {
        this.answer = answer;
    }

    /** Every PUT stored and answered 201. */
    MemoryLdp() {
        this((path, attempt) -> Reply.CREATED);
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        try {
            switch (exchange.getRequestMethod()) {
                case "PUT" -> put(exchange, path);
                case "POST" -> post(exchange, path);
                case "DELETE" -> {
                    resources.keySet().removeIf(stored -> stored.equals(path) || stored.startsWith(path + "/"));
                    FakeLdpServer.respond(exchange, 204, "");
                }
                default -> get(exchange, path);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** How many PUTs the path got. */
    int puts(String path) {
        AtomicInteger count = puts.get(path);
        return count == null ? 0 : count.get();
    }

    /** Each PUT's start ("begin PATH") and the moment before its answer ("end PATH"), in order. */
    List<String> puts() {
        return List.copyOf(events);
    }

    /** The stored paths below {@code path}. */
    long below(String path) {
        return resources.keySet().stream().filter(stored -> stored.startsWith(path + "/")).count();
    }

    boolean has(String path) {
        return resources.containsKey(path);
    }

    private void put(HttpExchange exchange, String path) throws IOException, InterruptedException {
        events.add("begin " + path);
        int attempt = puts.computeIfAbsent(path, key -> new AtomicInteger()).incrementAndGet();
        Reply reply = answer.to(path, attempt);
        if (reply.stored()) {
            resources.put(path, "");
        }
        Thread.sleep(reply.delayMillis());
        events.add("end " + path);
        FakeLdpServer.respond(exchange, reply.status(), "");
    }

    private void post(HttpExchange exchange, String parent) throws IOException {
        String id = UUID.randomUUID().toString();
        String child = parent + "/" + id;
        resources.put(child, "");
        String location = "http://" + exchange.getRequestHeaders().getFirst("Host") + child;
        exchange.getResponseHeaders().add("Location", location);
        FakeLdpServer.respond(exchange, 201, location);
    }

    private void get(HttpExchange exchange, String path) throws IOException {
        if (path.endsWith(TOMBSTONE) || !resources.containsKey(path)) {
            FakeLdpServer.respond(exchange, 404, "");
            return;
        }
        StringBuilder triples = new StringBuilder();
        String host = "http://" + exchange.getRequestHeaders().getFirst("Host");
        for (String stored : resources.keySet()) {
            if (path.equals(parentOf(stored))) {
                triples.append('<').append(host).append(path).append("> <").append(CONTAINS).append("> <")
                        .append(host).append(stored).append("> .\n");
            }
        }
        FakeLdpServer.nTriples(exchange, triples.toString());
    }

    /** The nearest stored ancestor: what a PUT below missing levels is contained by (Fedora's pairtree nodes). */
    private String parentOf(String path) {
        for (int slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
            if (resources.containsKey(path.substring(0, slash))) {
                return path.substring(0, slash);
            }
        }
        return null;
    }
}
