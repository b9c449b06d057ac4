package org.repobench.crud;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Test;
import org.repobench.jmh.RetryPolicy;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.Vocabulary;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A container's create refused with a 500, which the server may have carried out anyway (Fedora 4.7.5 on PostgreSQL
 * did), is sent again as a PUT at its path, never as a second POST: whatever the first attempt did, exactly one
 * resource is there, at the path the benchmark knows.
 */
class HttpCrudRetryTest {
    private static final String PATH = "repobench/crud/made";

    @Test
    void aCreateTheServerCommittedDespiteItsErrorIsFoundByThePut() throws Exception {
        assertEquals(List.of("POST", "PUT"), createAgainst(true));
    }

    @Test
    void aCreateThatDidNotTakeEffectIsMadeByThePut() throws Exception {
        assertEquals(List.of("POST", "PUT"), createAgainst(false));
    }

    /** @return the requests the server got, by method */
    private static List<String> createAgainst(boolean firstPostCommits) throws Exception {
        List<String> methods = new CopyOnWriteArrayList<>();
        Set<String> stored = ConcurrentHashMap.newKeySet();
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        http.createContext("/rest/", exchange -> {
            String method = exchange.getRequestMethod();
            methods.add(method);
            String slug = exchange.getRequestHeaders().getFirst("Slug");
            exchange.getRequestBody().readAllBytes();
            int status;
            if (method.equals("POST") && methods.size() == 1) {
                if (firstPostCommits) {
                    stored.add("/rest/repobench/crud/" + slug);
                }
                status = 500;
            } else if (method.equals("PUT")) {
                status = stored.add(exchange.getRequestURI().getPath()) ? 201 : 204;
            } else {
                status = 405;
            }
            exchange.sendResponseHeaders(status, -1);
            exchange.close();
        });
        http.start();
        URI root = URI.create("http://127.0.0.1:" + http.getAddress().getPort() + "/rest/");
        try (LdpClient client = new LdpClient(new LdpServer(root, Optional.empty(), Vocabulary.FEDORA_4, "test"))) {
            String[] created = new String[1];
            RetryPolicy.sendUntimed(HttpCrud.createOnce(client, ResourceKind.CONTAINER, PATH, created));
            assertEquals(PATH, created[0]);
            assertEquals(Set.of("/rest/" + PATH), stored, "exactly one resource, where the benchmark expects it");
            return List.copyOf(methods);
        } finally {
            http.stop(0);
        }
    }
}
