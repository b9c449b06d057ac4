package org.repobench.workload;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.ldp.FakeLdpServer;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.repository.read.Prefer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The timed GET over HTTP checks what it read as the in-process one does: exactly N member triples. */
class HttpGetTest {
    private static final String MEMBER = "<http://pcdm.org/models#hasMember>";

    private final AtomicReference<String> prefer = new AtomicReference<>();
    /** How many members each GET holds, in turn; three when none are left. */
    private final Queue<Integer> answers = new ConcurrentLinkedQueue<>();
    private FakeLdpServer server;
    private LdpClient client;

    /**
     * The collection's members (three, or what {@link #answers} says), each also said by another resource, and one of
     * them written twice: only the collection's own distinct triples count.
     */
    @BeforeEach
    void serveThreeMembers() throws IOException {
        server = new FakeLdpServer(exchange -> {
            prefer.set(exchange.getRequestHeaders().getFirst("Prefer"));
            Integer answer = answers.poll();
            int members = answer == null ? 3 : answer;
            String self = FakeLdpServer.requested(exchange);
            StringBuilder body = new StringBuilder();
            for (int i = 0; i < members; i++) {
                body.append(self).append(' ').append(MEMBER).append(" <http://h/rest/o").append(i).append("> .\n");
                body.append("<http://h/rest/other> ").append(MEMBER).append(" <http://h/rest/o").append(i)
                        .append("> .\n");
            }
            if (members > 0) {
                body.append(self).append(' ').append(MEMBER).append(" <http://h/rest/o0> .\n");
            }
            body.append(self).append(" <http://purl.org/dc/elements/1.1/title> \"col\" .\n");
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
        assertEquals(3, members, "the collection's own members, each once");
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

    /** Not only the last GET of an iteration: the first wrong answer fails, as soon as it has been timed. */
    @Test
    void everyGetIsVerified() throws Exception {
        answers.addAll(List.of(3, 3, 2, 3));
        HttpGet get = new HttpGet(client, "col", Workload.N_MEMBERS, PreferChoice.SCRIPT, 3);
        assertEquals(3, get.runVerified("a test"));
        assertEquals(3, get.runVerified("a test"));
        FixtureVerificationException e = assertThrows(FixtureVerificationException.class,
                () -> get.runVerified("a test"));
        assertTrue(e.getMessage().startsWith("a test: the GET of col holds 2 ") && e.getMessage()
                .contains("expected exactly 3"), e.getMessage());
    }

    /** The readers beside writers share one GET: every thread's GETs verified, their first-byte times all kept. */
    @Test
    void threadsShareOneGet() throws Exception {
        HttpGet get = new HttpGet(client, "col", Workload.N_MEMBERS, PreferChoice.SCRIPT, 3);
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<Long>> counted = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                counted.add(threads.submit(() -> get.runVerified("a shared GET")));
            }
            for (Future<Long> members : counted) {
                assertEquals(3, members.get());
            }
        } finally {
            threads.shutdown();
        }
        double mean = get.takeMeanFirstByteMillis();
        assertTrue(Double.isFinite(mean) && mean > 0, "mean " + mean);
        assertTrue(Double.isNaN(get.takeMeanFirstByteMillis()), "taken: none since");
    }

    @Test
    void inboundReferencesAreAskedForInBothVocabularies() {
        String header = HttpGet.header(Prefer.WITH_INBOUND_REFERENCES);
        assertEquals("return=representation; include=\"" + FedoraVocabulary.FEDORA_4.inboundReferencesUri() + " "
                + FedoraVocabulary.FEDORA_5_AND_LATER.inboundReferencesUri() + "\"", header);
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
