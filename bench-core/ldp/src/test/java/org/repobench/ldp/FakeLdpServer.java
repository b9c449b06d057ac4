package org.repobench.ldp;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The one fake LDP server of the tests: a small HTTP server on 127.0.0.1 (or an address a test names) that answers
 * as the test's handler says (badly included), records the requests it got, and hands out a client of it. Other
 * modules use it through bench-ldp's test-jar; a fake that keeps state of its own (bench-crud's
 * {@code FailingLdpServer}) is a handler on it.
 */
public final class FakeLdpServer implements AutoCloseable {
    /** One request as received. */
    public record Request(String method, String path, Map<String, List<String>> headers, String body) {
        public String header(String name) {
            return headers.entrySet().stream().filter(entry -> entry.getKey().equalsIgnoreCase(name))
                    .findFirst().map(entry -> entry.getValue().get(0)).orElse(null);
        }
    }

    static {
        // the JDK's server waits for the client's delayed ACK (Nagle) before each answer: 40 ms a request, unless
        // told otherwise before its first use
        System.setProperty("sun.net.httpserver.nodelay", "true");
    }

    private final HttpServer server;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final ExecutorService executor;
    private LdpClient client;

    /** Starts it; the handler answers every request, its body already read (see {@link #requests()}). */
    public FakeLdpServer(HttpHandler handler) throws IOException {
        this(InetAddress.getLoopbackAddress(), handler);
    }

    /** Starts it on another address of this machine's (a test network's), on a port of its own. */
    public FakeLdpServer(InetAddress address, HttpHandler handler) throws IOException {
        this(address, handler, 0);
    }

    /**
     * Starts it answering up to {@code threads} requests at once (0: one after another, on the server's own thread),
     * for clients that send several at a time; its threads are daemons.
     */
    public FakeLdpServer(HttpHandler handler, int threads) throws IOException {
        this(InetAddress.getLoopbackAddress(), handler, threads);
    }

    private FakeLdpServer(InetAddress address, HttpHandler handler, int threads) throws IOException {
        server = HttpServer.create(new InetSocketAddress(address, 0), 0);
        executor = threads == 0 ? null : Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "fake-ldp-server");
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(executor);
        server.createContext("/", exchange -> {
            try (exchange) {
                requests.add(new Request(exchange.getRequestMethod(), exchange.getRequestURI().getPath(),
                        Map.copyOf(exchange.getRequestHeaders()),
                        new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8)));
                handler.handle(exchange);
            }
        });
        server.start();
    }

    /** Where a Fedora's REST root would be: {@code http://ADDRESS:port/rest/}. */
    public URI root() {
        return URI.create(uri("/rest/"));
    }

    /** The absolute URI of a path on it. */
    public String uri(String path) {
        return "http://" + server.getAddress().getAddress().getHostAddress() + ":" + server.getAddress().getPort()
                + path;
    }

    /** The requests it got, in order. */
    public List<Request> requests() {
        return List.copyOf(requests);
    }

    /** A client of its root, no credentials, speaking Fedora 4; closed with the server. */
    public synchronized LdpClient client() {
        if (client == null) {
            client = new LdpClient(new LdpServer(root(), Optional.empty(), FedoraVocabulary.FEDORA_4, "test server"));
        }
        return client;
    }

    /** The URI the exchange asked for, in brackets: the subject of the resource's own triples. */
    public static String requested(HttpExchange exchange) {
        return "<http://" + exchange.getRequestHeaders().getFirst("Host") + exchange.getRequestURI().getPath() + ">";
    }

    /** Answers with the status and body; no body when it is empty or the request a HEAD. */
    public static void respond(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        boolean none = bytes.length == 0 || exchange.getRequestMethod().equals("HEAD");
        exchange.sendResponseHeaders(status, none ? -1 : bytes.length);
        if (!none) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    /** Answers 200 with an N-Triples body (none to a HEAD). */
    public static void nTriples(HttpExchange exchange, String body) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", LdpClient.N_TRIPLES);
        respond(exchange, 200, body);
    }

    @Override
    public synchronized void close() {
        if (client != null) {
            client.close();
        }
        server.stop(0);
        if (executor != null) {
            executor.shutdownNow();
        }
    }
}
