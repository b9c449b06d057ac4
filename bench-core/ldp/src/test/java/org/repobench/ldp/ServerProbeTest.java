package org.repobench.ldp;

import com.sun.net.httpserver.HttpExchange;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ServerProbeTest {
    private static final String LDP = "http://www.w3.org/ns/ldp#";

    @Test
    void aFedora4RootIsAnLdpServerWithTheFedora4Vocabulary() throws IOException {
        try (FakeLdpServer server = new FakeLdpServer(exchange -> fedora4Root(exchange))) {
            LdpServer probed = ServerProbe.probe(server.root(), Optional.empty());

            assertEquals(FedoraVocabulary.FEDORA_4, probed.vocabulary());
            assertEquals("Fedora 4.7.5", probed.product());
            assertFalse(probed.hasArchivalGroups());
            assertEquals(server.root(), probed.root());
        }
    }

    @Test
    void aFedora5RootStillOffersMoveButVariesOnAcceptDatetimeAsAMementoServerDoes() throws IOException {
        try (FakeLdpServer server = new FakeLdpServer(exchange -> {
            // 5.0.2's root, as it answered: MOVE as Fedora 4, Memento's Accept-Datetime in Vary as Fedora 5 and later
            exchange.getResponseHeaders().add("Vary", "Prefer, Accept, Range, Accept-Encoding, Accept-Language,"
                    + " Accept-Datetime");
            fedora4Root(exchange);
        })) {
            assertEquals(FedoraVocabulary.FEDORA_5_AND_LATER, ServerProbe.probe(server.root(), Optional.empty())
                    .vocabulary());
        }
    }

    @Test
    void aFedora6RootIsAnLdpServerWithTheLaterVocabularyAndTakesTheCredentials() throws IOException {
        try (FakeLdpServer server = new FakeLdpServer(exchange -> fedora6Root(exchange))) {
            URI withoutSlash = URI.create(server.root().toString().replaceAll("/$", ""));
            LdpServer probed = ServerProbe.probe(withoutSlash, Optional.of(new Credentials("u", "p")));

            assertEquals(FedoraVocabulary.FEDORA_5_AND_LATER, probed.vocabulary());
            assertEquals("Fedora 6.1.0", probed.product());
            assertTrue(probed.hasArchivalGroups());
            assertEquals(server.root(), probed.root());
            // sent up front, not after a challenge
            assertEquals("Basic dTpw", server.requests().get(0).header("Authorization"));
        }
    }

    @Test
    void anLdpServerThatDoesNotSayWhatItIsIsAnUnnamedLdpServer() throws IOException {
        try (FakeLdpServer server = new FakeLdpServer(exchange -> {
            exchange.getResponseHeaders().add("Link", "<" + LDP + "RDFSource>; rel=\"type\"");
            FakeLdpServer.respond(exchange, 200, "<> a <" + LDP + "RDFSource> .");
        })) {
            LdpServer probed = ServerProbe.probe(server.root(), Optional.empty());

            assertEquals(LdpServer.UNKNOWN_PRODUCT, probed.product());
            assertFalse(probed.hasArchivalGroups(), "of an unnamed server the suite cannot tell");
            assertEquals(FedoraVocabulary.FEDORA_5_AND_LATER, probed.vocabulary());
        }
    }

    @Test
    void aServerAskingForCredentialsNamesTheSettingsForThem() throws IOException {
        try (FakeLdpServer server = new FakeLdpServer(exchange -> {
            exchange.getResponseHeaders().add("WWW-Authenticate", "Basic realm=\"fcrepo\"");
            FakeLdpServer.respond(exchange, 401, "");
        })) {
            LdpException without = assertThrows(LdpException.class,
                    () -> ServerProbe.probe(server.root(), Optional.empty()));
            LdpException wrong = assertThrows(LdpException.class,
                    () -> ServerProbe.probe(server.root(), Optional.of(new Credentials("bob", "wrong-secret"))));

            assertTrue(without.getMessage().contains("401"), without.getMessage());
            assertTrue(without.getMessage().contains("REPOBENCH_LDP_USER"), without.getMessage());
            assertTrue(without.getMessage().contains("REPOBENCH_LDP_PASSWORD"), without.getMessage());
            assertTrue(wrong.getMessage().contains("'bob'"), wrong.getMessage());
            assertFalse(wrong.getMessage().contains("wrong-secret"), wrong.getMessage());
        }
    }

    @Test
    void aForbiddenRootNamesTheSettingsToo() throws IOException {
        try (FakeLdpServer server = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 403, ""))) {
            LdpException failure = assertThrows(LdpException.class,
                    () -> ServerProbe.probe(server.root(), Optional.empty()));

            assertTrue(failure.getMessage().contains("403 Forbidden"), failure.getMessage());
            assertTrue(failure.getMessage().contains("REPOBENCH_LDP_USER and REPOBENCH_LDP_PASSWORD"),
                    failure.getMessage());
        }
    }

    @Test
    void aRootWithoutLdpTypesIsNotAnLdpServer() throws IOException {
        try (FakeLdpServer server = new FakeLdpServer(exchange -> {
            exchange.getResponseHeaders().add("Link", "<http://example.org/other>; rel=\"type\"");
            FakeLdpServer.respond(exchange, 200, "<html>hello</html>");
        })) {
            LdpException failure = assertThrows(LdpException.class,
                    () -> ServerProbe.probe(server.root(), Optional.empty()));

            assertEquals(server.root() + " is not an LDP server: its root has no Link rel=\"type\" ldp:Resource"
                    + " (REPOBENCH_LDP_URL should name the repository root, e.g. http://127.0.0.1:8080/fcrepo/rest/)",
                    failure.getMessage());
        }
    }

    @Test
    void aClosedPortCannotBeReached() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByAddress(new byte[] {127, 0, 0, 1}))) {
            port = socket.getLocalPort();
        }
        URI closed = URI.create("http://127.0.0.1:" + port + "/fcrepo/rest/");

        LdpException failure = assertThrows(LdpException.class, () -> ServerProbe.probe(closed, Optional.empty()));

        assertEquals("cannot reach the LDP server at 127.0.0.1:" + port + " (connection refused); check"
                + " REPOBENCH_LDP_URL", failure.getMessage());
        assertTrue(failure instanceof LdpUnreachableException);
    }

    @Test
    void aUrlThatIsNotHttpIsRefusedWithWhatIsAccepted() {
        LdpException failure = assertThrows(LdpException.class,
                () -> ServerProbe.probe(URI.create("localhost:8080/rest"), Optional.empty()));

        assertEquals("REPOBENCH_LDP_URL: 'localhost:8080/rest' is not an http URL; accepted: http://host:port/path/"
                + " or https://host:port/path/ naming the repository root", failure.getMessage());
    }

    @Test
    void aUrlWithCredentialsInItIsRefusedWithoutEchoingThem() {
        LdpException failure = assertThrows(LdpException.class,
                () -> ServerProbe.probe(URI.create("http://bob:hunter2@127.0.0.1:8080/rest/"), Optional.empty()));

        assertFalse(failure.getMessage().contains("hunter2"), failure.getMessage());
        assertTrue(failure.getMessage().startsWith("REPOBENCH_LDP_URL: a URL with user:password@ is not accepted"));
    }

    @Test
    void anotherStatusSaysWhatWasExpected() throws IOException {
        try (FakeLdpServer server = new FakeLdpServer(exchange -> FakeLdpServer.respond(exchange, 404, "no"))) {
            LdpException failure = assertThrows(LdpException.class,
                    () -> ServerProbe.probe(server.root(), Optional.empty()));

            assertTrue(failure.getMessage().contains("answered 404 Not Found to GET of its root; expected 200"),
                    failure.getMessage());
        }
    }

    private static void fedora4Root(HttpExchange exchange) throws IOException {
        exchange.getResponseHeaders().add("Link", "<" + LDP + "Resource>;rel=\"type\"");
        exchange.getResponseHeaders().add("Link", "<" + LDP + "Container>;rel=\"type\"");
        exchange.getResponseHeaders().add("Link", "<" + LDP + "BasicContainer>;rel=\"type\"");
        exchange.getResponseHeaders().add("Allow", "MOVE,COPY,DELETE,POST,HEAD,GET,PUT,PATCH,OPTIONS");
        respondByType(exchange, "4.7.5");
    }

    private static void fedora6Root(HttpExchange exchange) throws IOException {
        if (exchange.getRequestHeaders().getFirst("Authorization") == null) {
            FakeLdpServer.respond(exchange, 401, "");
            return;
        }
        exchange.getResponseHeaders().add("Link", "<" + LDP + "BasicContainer>;rel=\"type\", <" + LDP
                + "Resource>;rel=\"type\", <http://fedora.info/definitions/v4/repository#RepositoryRoot>;rel=\"type\"");
        exchange.getResponseHeaders().add("Link", "<http://127.0.0.1/rest/fcr:versions>;rel=\"timemap\"");
        exchange.getResponseHeaders().add("Allow", "DELETE,POST,HEAD,GET,PUT,PATCH,OPTIONS");
        respondByType(exchange, "6.1.0");
    }

    private static void respondByType(HttpExchange exchange, String version) throws IOException {
        String accept = exchange.getRequestHeaders().getFirst("Accept");
        if (accept != null && accept.contains("text/html")) {
            // as Fedora does: the release is on the web application's landing page, not on the REST root's page
            boolean landing = exchange.getRequestURI().getPath().equals("/");
            FakeLdpServer.respond(exchange, 200, landing ? "<html><body>Release: <span id=\"version\">" + version
                    + "</span></body></html>" : "<html><body>Fedora 4</body></html>");
        } else {
            FakeLdpServer.respond(exchange, 200, "<> a <" + LDP + "BasicContainer> .");
        }
    }
}
