package org.repobench.workload;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.repobench.fixture.FixtureVerificationException;
import org.repobench.ldp.FakeLdpServer;
import org.repobench.ldp.LdpClient;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A fixture marked complete whose GET no longer verifies: on a server the suite manages that is the server's failure
 * (Fedora 4.7.5 out of heap answered without its inbound references), so the benchmark fails and the data stays; it
 * is not deleted and loaded again, as it is on a server given by URL, whose data its users may change. The copy
 * readers-beside-writers writes into is another container than the one the GETs time, and a wrong one is loaded
 * again on any server (a run killed mid-iteration may have left a member in it).
 */
class LdpFixturesTest {
    private static final WorkloadFixture FIXTURE = new WorkloadFixture(Workload.N_MEMBERS, 4, 42, Layout.PAIRTREE);

    private FakeLdpServer server;
    private LdpClient client;
    private final List<String> writes = new CopyOnWriteArrayList<>();

    /**
     * A server holding the mark of the fixture's copy, whose timed GET answers three members where four were loaded.
     */
    private void serveAMarkedFixtureThatAnswersWrongly(LdpFixtures.Copy copy) throws IOException {
        String container = "/rest/" + copy.container(FIXTURE);
        server = new FakeLdpServer(exchange -> {
            String path = exchange.getRequestURI().getPath();
            String method = exchange.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                writes.add(method + " " + path);
            }
            if (path.equals(container) && method.equals("HEAD")) {
                FakeLdpServer.nTriples(exchange, "");
            } else if (path.equals(container + "/fixture")) {
                FakeLdpServer.nTriples(exchange, "<http://h/f> <http://purl.org/dc/elements/1.1/identifier> \""
                        + container.substring(6) + "/bench/memberCollection\" .\n");
            } else if (path.equals(container + "/bench/memberCollection")) {
                StringBuilder members = new StringBuilder();
                for (int i = 0; i < 3; i++) {
                    members.append(FakeLdpServer.requested(exchange))
                            .append(" <http://pcdm.org/models#hasMember> <http://h/o").append(i).append("> .\n");
                }
                FakeLdpServer.nTriples(exchange, members.toString());
            } else {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
            }
        });
        client = server.client();
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    @Test
    void onAManagedServerAWrongAnswerFailsAndNothingIsDeleted() throws IOException {
        serveAMarkedFixtureThatAnswersWrongly(LdpFixtures.Copy.TIMED);
        PrintStream log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        FixtureVerificationException wrong = assertThrows(FixtureVerificationException.class,
                () -> LdpFixtures.checkout(client, FIXTURE, true, log));
        assertTrue(wrong.getMessage().contains("answered wrongly") && wrong.getMessage().contains("holds 3")
                && wrong.getMessage().contains("expected exactly 4"), wrong.getMessage());
        assertTrue(writes.isEmpty(), "the server's data is left as it is: " + writes);
    }

    @Test
    void onAServerGivenByUrlTheFixtureIsDeletedToBeLoadedAgain() throws IOException {
        serveAMarkedFixtureThatAnswersWrongly(LdpFixtures.Copy.TIMED);
        PrintStream log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        // this server refuses every write, so the load fails; what matters is that it began with the delete
        assertThrows(RuntimeException.class, () -> LdpFixtures.checkout(client, FIXTURE, false, log));
        assertTrue(writes.stream().anyMatch(w -> w.startsWith("DELETE /rest/" + LdpFixtures.container(FIXTURE))),
                writes.toString());
    }

    @Test
    void readersBesideWritersWriteIntoAContainerTheGetsDoNotTime() {
        for (Workload workload : Workload.values()) {
            WorkloadFixture fixture = new WorkloadFixture(workload, 1000, 42);
            assertNotEquals(LdpFixtures.container(fixture), LdpFixtures.Copy.WRITTEN.container(fixture));
            assertTrue(LdpFixtures.Copy.WRITTEN.container(fixture).startsWith(LdpFixtures.CONTAINER + "/"));
        }
    }

    @Test
    void theHomeLineSaysItsBytesAndItsDatabasesApart() {
        assertEquals("# repobench: Fedora 6.1.0's home /f/ldp/fedora-6.1.0-postgresql takes 12,345,678 bytes, its"
                + " database 2,345,678 more", LdpFixtures.homeLine("Fedora 6.1.0",
                Path.of("/f/ldp/fedora-6.1.0-postgresql"), 12_345_678, Optional.of(2_345_678L)));
        assertEquals("# repobench: Fedora 4.7.5's home /f/ldp/fedora-4.7.5-file takes 987 bytes",
                LdpFixtures.homeLine("Fedora 4.7.5", Path.of("/f/ldp/fedora-4.7.5-file"), 987, Optional.empty()));
    }

    /** The scale fixtures live beside the others, each under a container named for its key, as every fixture does. */
    @Test
    void aScaleFixtureHasAContainerOfItsOwn() {
        assertEquals("repobench/n_members_100000_s42", LdpFixtures.container(new WorkloadFixture(Workload.N_MEMBERS,
                100_000, 42)));
        assertEquals("repobench/n_children_1000000_s42_flat", LdpFixtures.container(new WorkloadFixture(
                Workload.N_CHILDREN, 1_000_000, 42, Layout.FLAT)));
    }

    /** What readers-beside-writers writes into may be left changed by a killed run: loaded again, managed or not. */
    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void aWrittenCopyThatNoLongerVerifiesIsDeletedToBeLoadedAgain(boolean managed) throws IOException {
        serveAMarkedFixtureThatAnswersWrongly(LdpFixtures.Copy.WRITTEN);
        PrintStream log = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        assertThrows(RuntimeException.class, () -> LdpFixtures.checkout(client, FIXTURE, LdpFixtures.Copy.WRITTEN,
                managed, log));
        assertTrue(writes.stream().anyMatch(w -> w.startsWith("DELETE /rest/"
                + LdpFixtures.Copy.WRITTEN.container(FIXTURE))), writes.toString());
        assertTrue(writes.stream().noneMatch(w -> w.contains(LdpFixtures.container(FIXTURE) + "/")
                || w.endsWith(LdpFixtures.container(FIXTURE))), "the timed copy is untouched: " + writes);
    }
}
