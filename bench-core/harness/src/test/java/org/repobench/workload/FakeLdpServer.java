package org.repobench.workload;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.FedoraVocabulary;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** A tiny HTTP server on 127.0.0.1 answering under {@code /rest/} as a test needs, with a client for it. */
final class FakeLdpServer implements AutoCloseable {
    private final HttpServer server;
    private final LdpClient client;

    FakeLdpServer(HttpHandler handler) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/rest/", handler);
        server.start();
        client = new LdpClient(new LdpServer(URI.create("http://127.0.0.1:" + server.getAddress().getPort()
                + "/rest/"), Optional.empty(), FedoraVocabulary.FEDORA_4, "test server"));
    }

    LdpClient client() {
        return client;
    }

    /** The URI the exchange asked for, in brackets: the subject of the resource's own triples. */
    static String requested(HttpExchange exchange) {
        return "<http://" + exchange.getRequestHeaders().getFirst("Host") + exchange.getRequestURI().getPath() + ">";
    }

    /** Answers 200 with an N-Triples body (none to a HEAD). */
    static void nTriples(HttpExchange exchange, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        boolean head = exchange.getRequestMethod().equals("HEAD");
        exchange.getResponseHeaders().add("Content-Type", LdpClient.N_TRIPLES);
        exchange.sendResponseHeaders(200, head ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            if (!head) {
                out.write(bytes);
            }
        }
    }

    @Override
    public void close() {
        client.close();
        server.stop(0);
    }
}
