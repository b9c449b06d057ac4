package org.repobench.ldp;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LdpClientTest {
    @Test
    void putSendsTurtleWithTheGivenHeadersAndReturnsTheLocation() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> {
            exchange.getResponseHeaders().add("Location", "http://127.0.0.1/rest/a/b");
            FakeLdpServer.respond(exchange, 201, "http://127.0.0.1/rest/a/b");
        }); LdpClient client = client(http, Optional.of(new Credentials("u", "p")))) {
            URI created = client.put("a/b", "<> a <http://example.org/T> .", Map.of("Prefer", "handling=lenient"));

            FakeLdpServer.Request request = http.requests().get(0);
            assertEquals(URI.create("http://127.0.0.1/rest/a/b"), created);
            assertEquals("PUT", request.method());
            assertEquals("/rest/a/b", request.path());
            assertEquals("text/turtle", request.header("Content-Type"));
            assertEquals("handling=lenient", request.header("Prefer"));
            assertEquals("Basic dTpw", request.header("Authorization"));
            assertEquals("<> a <http://example.org/T> .", request.body());
        }
    }

    @Test
    void aRefusedWriteNamesMethodPathStatusAndTheFirstLineOfTheAnswer() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 409,
                "\nThe server managed type cannot be modified by the client.\nat line 2")); LdpClient client =
                     client(http, Optional.empty())) {
            LdpException put = assertThrows(LdpException.class, () -> client.put("/x", "", Map.of()));
            LdpException patch = assertThrows(LdpException.class, () -> client.patch("y", "INSERT DATA {}"));

            assertEquals("PUT /x: the server answered 409 Conflict: The server managed type cannot be modified by the"
                    + " client.", put.getMessage());
            assertTrue(patch.getMessage().startsWith("PATCH y: the server answered 409 Conflict"), patch.getMessage());
            assertEquals("application/sparql-update", http.requests().get(1).header("Content-Type"));
        }
    }

    @Test
    void postReturnsTheNewResource() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> {
            exchange.getResponseHeaders().add("Location", "http://127.0.0.1/rest/c/1234");
            FakeLdpServer.respond(exchange, 201, "http://127.0.0.1/rest/c/1234");
        }); LdpClient client = client(http, Optional.empty())) {
            assertEquals(URI.create("http://127.0.0.1/rest/c/1234"), client.post("c", "<> <http://p> \"o\" ."));
            assertEquals("POST", http.requests().get(0).method());
        }
    }

    @Test
    void deleteLeavesTheTombstoneAndDeleteWithTombstoneAlsoDeletesItAcceptingNone() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange,
                exchange.getRequestURI().getPath().endsWith("/fcr:tombstone") ? 404 : 204, ""));
             LdpClient client = client(http, Optional.empty())) {
            client.delete("a/c");
            client.deleteWithTombstone("a/b/");

            assertEquals(List.of("DELETE /rest/a/c", "DELETE /rest/a/b/", "DELETE /rest/a/b/fcr:tombstone"),
                    http.requests().stream().map(request -> request.method() + " " + request.path()).toList());
        }
    }

    @Test
    void aRefusedRequestCarriesItsStatus() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 409, "busy"));
             LdpClient client = client(http, Optional.empty())) {
            LdpException refused = assertThrows(LdpException.class, () -> client.patch("a", "INSERT {} WHERE {}"));

            assertEquals(409, refused.status().orElseThrow());
            assertEquals("PATCH a: the server answered 409 Conflict: busy", refused.getMessage());
        }
    }

    @Test
    void readCountsTheContentAndRefusesAnythingButOk() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange,
                exchange.getRequestURI().getPath().endsWith("/here") ? 200 : 410, "twelve bytes"));
             LdpClient client = client(http, Optional.empty())) {
            assertEquals(12, client.read("here"));
            assertEquals(410, assertThrows(LdpException.class, () -> client.read("gone")).status().orElseThrow());
        }
    }

    @Test
    void existsAsksWithHead() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange,
                switch (exchange.getRequestURI().getPath()) {
                    case "/rest/here" -> 200;
                    case "/rest/gone" -> 410;
                    default -> 404;
                }, "")); LdpClient client = client(http, Optional.empty())) {
            assertTrue(client.exists("here"));
            assertFalse(client.exists("gone"));
            assertFalse(client.exists("never"));
            assertEquals("HEAD", http.requests().get(0).method());
        }
    }

    @Test
    void getReadsTheWholeBodyAndTimesIt() throws IOException {
        String body = "<http://h/c> <http://pcdm.org/models#hasMember> <http://h/m> .\n".repeat(5000);
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 200, body));
             LdpClient client = client(http, Optional.empty())) {
            TimedResponse result = client.get("c", "application/n-triples",
                    FedoraVocabulary.preferInboundReferences());

            assertEquals(200, result.status());
            assertArrayEquals(body.getBytes(StandardCharsets.UTF_8), result.body());
            assertEquals(result.body().length, result.bytes());
            assertTrue(result.firstByteNanos() > 0 && result.firstByteNanos() <= result.totalNanos(),
                    result.toString());
            assertEquals("application/n-triples", http.requests().get(0).header("Accept"));
            assertEquals(FedoraVocabulary.preferInboundReferences(), http.requests().get(0).header("Prefer"));
        }
    }

    @Test
    void countCountsTheMembersWhileTheBodyStreamsInAndTimesIt() throws IOException {
        StringBuilder members = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            members.append("<http://h/c> <http://pcdm.org/models#hasMember> <http://h/m").append(i).append("> .\n");
        }
        String body = members + "<http://h/c> <http://purl.org/dc/elements/1.1/title> \"c\" .";
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 200, body));
             LdpClient client = client(http, Optional.empty())) {
            CountedGet result = client.count("c", FedoraVocabulary.preferInboundReferences(),
                    "http://pcdm.org/models#hasMember");

            assertEquals(5000, result.triples());
            assertEquals(body.getBytes(StandardCharsets.UTF_8).length, result.bytes());
            assertTrue(result.firstByteNanos() > 0 && result.firstByteNanos() <= result.totalNanos(),
                    result.toString());
            assertEquals("application/n-triples", http.requests().get(0).header("Accept"));
            assertEquals(FedoraVocabulary.preferInboundReferences(), http.requests().get(0).header("Prefer"));
        }
    }

    @Test
    void aCountedGetAnsweredWithAnErrorFailsWithItsStatus() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 404, "not here"));
             LdpClient client = client(http, Optional.empty())) {
            LdpException e = assertThrows(LdpException.class,
                    () -> client.count("gone", null, "http://pcdm.org/models#hasMember"));
            assertEquals("GET gone: the server answered 404 Not Found, not 200 OK", e.getMessage());
        }
    }

    @Test
    void getReturnsAnErrorStatusInsteadOfThrowing() throws IOException {
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 404, "not here"));
             LdpClient client = client(http, Optional.empty())) {
            TimedResponse result = client.get("missing", "text/turtle", null);

            assertEquals(404, result.status());
            assertEquals(8, result.bytes());
            assertEquals(null, http.requests().get(0).header("Prefer"));
        }
    }

    @Test
    void aServerThatIsGoneIsUnreachable() throws IOException {
        URI root;
        try (FakeLdpServer http = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 200, ""))) {
            root = http.root();
        }
        try (LdpClient client = new LdpClient(new LdpServer(root, Optional.empty(), FedoraVocabulary.FEDORA_4,
                LdpServer.UNKNOWN_PRODUCT))) {
            LdpUnreachableException failure = assertThrows(LdpUnreachableException.class,
                    () -> client.get("x", "text/turtle", null));

            assertEquals("cannot reach the LDP server at " + root.getHost() + ":" + root.getPort()
                    + " (connection refused)", failure.getMessage());
        }
    }

    private static LdpClient client(FakeLdpServer http, Optional<Credentials> credentials) {
        return new LdpClient(new LdpServer(http.root(), credentials, FedoraVocabulary.FEDORA_4,
                LdpServer.UNKNOWN_PRODUCT));
    }
}
