package org.repobench.workload;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.Vocabulary;
import org.repobench.repository.read.Prefer;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The timed GET over HTTP checks what it read as the in-process one does: exactly N member triples. */
class HttpGetTest {
    private static final String MEMBER = "<http://pcdm.org/models#hasMember>";

    private final AtomicReference<String> prefer = new AtomicReference<>();
    private FakeLdpServer server;
    private LdpClient client;

    @BeforeEach
    void serveThreeMembers() throws IOException {
        server = new FakeLdpServer(exchange -> {
            prefer.set(exchange.getRequestHeaders().getFirst("Prefer"));
            StringBuilder body = new StringBuilder();
            for (int i = 0; i < 3; i++) {
                body.append("<http://h/rest/col> ").append(MEMBER).append(" <http://h/rest/o").append(i)
                        .append("> .\n");
            }
            body.append("<http://h/rest/col> <http://purl.org/dc/elements/1.1/title> \"col\" .\n");
            FakeLdpServer.nTriples(exchange, body.toString());
        });
        client = server.client();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void theRightCountPasses() throws Exception {
        HttpGet get = new HttpGet(client, "col", Workload.N_MEMBERS, PreferChoice.SCRIPT, 3);
        long members = get.run();
        assertEquals(3, members);
        get.verify(members, "three members");
        assertNull(prefer.get(), "n-members sends no Prefer, as the script did");
        assertTrue(get.takeMeanFirstByteMillis() > 0);
    }

    @Test
    void aWrongCountFailsTheBenchmark() throws Exception {
        HttpGet get = new HttpGet(client, "col", Workload.N_MEMBERS, PreferChoice.SCRIPT, 4);
        FixtureVerificationException e = assertThrows(FixtureVerificationException.class,
                () -> get.verify(get.run(), "fixture n-members size=4"));
        assertTrue(e.getMessage().contains("holds 3") && e.getMessage().contains("expected exactly 4"),
                e.getMessage());
    }

    @Test
    void inboundReferencesAreAskedForInBothVocabularies() {
        String header = HttpGet.header(Prefer.WITH_INBOUND_REFERENCES);
        assertEquals("return=representation; include=\"" + Vocabulary.FEDORA_4.inboundReferencesUri() + " "
                + Vocabulary.FEDORA_5_AND_LATER.inboundReferencesUri() + "\"", header);
    }

    @Test
    void aTurtlePatchBecomesTheScriptsSparqlInsert() {
        assertEquals("PREFIX dc: <http://purl.org/dc/elements/1.1/>\nINSERT { <> dc:title \"x\" . } WHERE { }",
                LdpWorkloadWriter.sparqlInsert("@prefix dc: <http://purl.org/dc/elements/1.1/> . <> dc:title \"x\" ."));
    }

    /** Fedora 4.7.5 answers 400 to a declared prefix it maps elsewhere (test:), even an unused one. */
    @Test
    void anUpdateDeclaresOnlyThePrefixesItsTriplesUse() {
        assertEquals("PREFIX dc: <http://purl.org/dc/elements/1.1/>\n"
                        + "INSERT { <> dc:relation <http://example.org/u/1> . } WHERE { }",
                LdpWorkloadWriter.sparqlInsert("@prefix test: <http://www.example.org/ns/test#> . "
                        + "@prefix dc: <http://purl.org/dc/elements/1.1/> . @prefix pcdm: <http://pcdm.org/models#> . "
                        + "<> dc:relation <http://example.org/u/1> ."));
    }
}
