package org.repobench.ldp.fedora;

import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.repobench.ldp.CountedGet;
import org.repobench.ldp.TimedResponse;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.ServerProbe;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One real server per test class, on the file store in a temporary home: what a start promises (the ready line,
 * 127.0.0.1 only, the probe recognising it, no secret on its command line) and the requests workloads make.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class ManagedFedoraContract implements FedoraUnderTest.Versioned {
    static final String N_TRIPLES = "application/n-triples";
    private static final String HAS_MEMBER = "http://pcdm.org/models#hasMember";

    @RegisterExtension
    static final FedoraUnderTest SERVER = new FedoraUnderTest();

    @Test
    @Order(1)
    void theReadyLineSaysWhatRunsWhere(ManagedFedora fedora) {
        String pattern = "\\Q" + build().cliName() + " store=file on http://127.0.0.1:\\E\\d+"
                + "\\Q/fcrepo/rest/ ready in \\E\\d+\\.\\d s; log \\Q" + fedora.log() + "\\E";
        assertTrue(fedora.readyLine().matches(pattern), fedora.readyLine());
        assertTrue(fedora.readyLine().contains(fedora.server().root().toString()));
        assertTrue(Files.isRegularFile(fedora.log()));
    }

    @Test
    @Order(2)
    void itListensOnItsPortOn127001Only(ManagedFedora fedora) throws IOException {
        assertEquals(List.of("127.0.0.1:" + fedora.server().root().getPort()), Listeners.of(fedora.pid()));
    }

    @Test
    @Order(3)
    void theProbeRecognisesIt(ManagedFedora fedora) {
        LdpServer probed = ServerProbe.probe(fedora.server().root(), fedora.server().credentials());

        assertTrue(probed.product().contains(build().version()), probed.product());
        assertEquals(build().vocabulary(), probed.vocabulary());
        assertEquals(fedora.server(), probed);
    }

    @Test
    @Order(4)
    void noSecretIsOnItsCommandLine(ManagedFedora fedora) {
        String commandLine = ProcessHandle.of(fedora.pid()).orElseThrow().info().commandLine().orElseThrow();

        fedora.server().credentials().ifPresent(credentials ->
                assertFalse(commandLine.contains(credentials.password()), commandLine));
        assertTrue(commandLine.contains("--host 127.0.0.1"), commandLine);
    }

    @Test
    @Order(5)
    void putPostGetPatchDeleteRoundTrip(ManagedFedora fedora, LdpClient client) {
        String base = "rt-" + UUID.randomUUID();
        URI created = client.put(base, "<> <http://purl.org/dc/elements/1.1/title> \"first title\" .", Map.of());
        assertEquals(fedora.server().root().resolve(base), created);
        assertTrue(text(client.get(base, N_TRIPLES, null)).contains("\"first title\""));

        URI child = client.post(base, "<> <http://purl.org/dc/elements/1.1/title> \"a child\" .");
        assertTrue(child.toString().startsWith(created + "/"), child.toString());
        assertTrue(client.exists(child.toString()));

        client.patch(base, "PREFIX dc: <http://purl.org/dc/elements/1.1/>\n"
                + "INSERT { <> dc:description \"patched\" . } WHERE { }");
        TimedResponse patched = client.get(base, N_TRIPLES, null);
        assertEquals(200, patched.status());
        assertTrue(text(patched).contains("\"patched\""), text(patched));
        assertEquals(patched.body().length, patched.bytes());
        assertTrue(patched.firstByteNanos() > 0 && patched.firstByteNanos() <= patched.totalNanos());

        client.deleteWithTombstone(base);
        assertFalse(client.exists(base));
        assertFalse(client.exists(child.toString()));
        // the tombstone went too, so the path can be used again
        client.put(base, "", Map.of());
        assertTrue(client.exists(base));
    }

    /** RECIPE §6's request shapes: an IndirectContainer whose proxies make pcdm:hasMember triples on the collection. */
    @Test
    @Order(6)
    void anIndirectContainerWithThreeProxiesGivesThreeMembers(LdpClient client) {
        String base = "nm-" + UUID.randomUUID();
        String collection = base + "/memberCollection";
        client.put(base, "", Map.of());
        client.put(base + "/objects", "", Map.of());
        client.put(collection, "", Map.of());
        URI collectionUri = client.uri(collection);
        client.put(collection + "/members", """
                @prefix ldp: <http://www.w3.org/ns/ldp#> .
                @prefix pcdm: <http://pcdm.org/models#> .
                @prefix ore: <http://www.openarchives.org/ore/terms/> .
                <> a ldp:IndirectContainer ;
                   ldp:membershipResource <%s> ;
                   ldp:hasMemberRelation pcdm:hasMember ;
                   ldp:insertedContentRelation ore:proxyFor .
                """.formatted(collectionUri), Map.of(
                "Link", "<http://www.w3.org/ns/ldp#IndirectContainer>;rel=\"type\"",
                "Prefer", "handling=lenient; received=\"minimal\""));
        for (int i = 0; i < 3; i++) {
            URI object = client.post(base + "/objects",
                    "<> <http://purl.org/dc/elements/1.1/title> \"this is object # " + i + "\" .");
            client.post(collection + "/members", """
                    @prefix ore: <http://www.openarchives.org/ore/terms/> .
                    <> a ore:Proxy ; ore:proxyFor <%s> ; ore:proxyIn <%s> .
                    """.formatted(object, collectionUri));
        }

        CountedGet members = client.count(collection, null, HAS_MEMBER);

        assertEquals(3, members.triples(), text(client.get(collection, N_TRIPLES, null)));
    }

    @Test
    @Order(7)
    void itReportsItsHeapAndWhatItStores(ManagedFedora fedora) {
        assertTrue(fedora.heapPeakBytes() > 0, "no GC logged in " + fedora.log().resolveSibling("gc.log"));
        assertTrue(fedora.storage().bytes() > 0);
        System.out.printf("%s: heap peak %d MB, %d bytes stored%n", build().cliName(),
                fedora.heapPeakBytes() >> 20, fedora.storage().bytes());
    }

    @Test
    @Order(100)
    void closeStopsTheServer(ManagedFedora fedora) {
        long pid = fedora.pid();
        Path run = fedora.log().getParent();

        fedora.close();

        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "pid " + pid + " still runs");
        assertFalse(Files.exists(run.resolve("tmp")));
        assertFalse(Files.exists(run.resolve("conf")));
        assertTrue(Files.isRegularFile(fedora.log()));
    }

    static String text(TimedResponse result) {
        return new String(result.body(), StandardCharsets.UTF_8);
    }
}
