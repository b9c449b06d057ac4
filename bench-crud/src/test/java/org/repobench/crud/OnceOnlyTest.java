package org.repobench.crud;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.repobench.jmh.RetryPolicy;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpServer;
import org.repobench.ldp.FedoraVocabulary;
import org.repobench.workload.LdpWorkloadWriter;
import org.repobench.workload.MembersLoader;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A write the server refused but may have carried out (Fedora 4.7.5 on PostgreSQL answered 500 to POSTs it had
 * committed) is never done twice: a create's retry looks first and never POSTs again, a group resumes where it
 * stopped, and a DELETE finding its resource gone after a refused attempt counts as done.
 */
class OnceOnlyTest {
    private static final String PARENT = "repobench/crud";
    private static final String MADE = PARENT + "/made";
    private static final String CONTAINER = "repobench/m";

    private FailingLdpServer server;
    private LdpClient client;

    @BeforeEach
    void start() throws Exception {
        server = new FailingLdpServer(Integer.MAX_VALUE);
        server.holds("repobench");
        server.holds(PARENT);
        client = new LdpClient(new LdpServer(server.root(), Optional.empty(), FedoraVocabulary.FEDORA_4, "test"));
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    @Test
    void aCreateTheServerCommittedDespiteItsErrorIsFoundNotPostedAgain() throws Exception {
        server.commitThenFail(1);
        String[] created = new String[1];
        assertTrue(RetryPolicy.send(OnceOnly.create(client, ResourceKind.CONTAINER, MADE, created)));
        assertEquals(MADE, created[0]);
        assertEquals(List.of("POST /rest/" + PARENT, "HEAD /rest/" + MADE), server.requests());
        assertTrue(server.has(MADE));
    }

    @Test
    void aCreateThatDidNotTakeEffectIsMadeByAPutAtItsPath() throws Exception {
        server.close();
        server = new FailingLdpServer(0);   // refuses every create
        server.holds("repobench");
        server.holds(PARENT);
        client.close();
        client = new LdpClient(new LdpServer(server.root(), Optional.empty(), FedoraVocabulary.FEDORA_4, "test"));
        String[] created = new String[1];
        assertFalse(RetryPolicy.send(OnceOnly.create(client, ResourceKind.CONTAINER, MADE, created)),
                "a server refusing every create: given up");
        assertEquals(List.of("POST /rest/" + PARENT, "HEAD /rest/" + MADE, "PUT /rest/" + MADE,
                "HEAD /rest/" + MADE, "PUT /rest/" + MADE), server.requests(), "one POST, never a second");
    }

    @Test
    void aDeleteThatTookEffectDespiteItsErrorIsDoneWhenTheRetryFindsItGone() throws Exception {
        server.holds(MADE);
        server.deleteThenFail(1);
        assertTrue(RetryPolicy.sendOnSeen(OnceOnly.delete(client, ResourceKind.CONTAINER, MADE)),
                "the 410 of the retry is the delete done");
        assertEquals(List.of("DELETE /rest/" + MADE, "DELETE /rest/" + MADE), server.requests());
    }

    @Test
    void goneIsDoneOnlyWhereAnEarlierAttemptMayHaveDeletedIt() {
        assertTrue(OnceOnly.gone(410, false), "a tombstone: deleted");
        assertTrue(OnceOnly.gone(404, true), "not found after a refused attempt: that attempt deleted it");
        assertFalse(OnceOnly.gone(404, false), "a first 404: the server's view lagging behind its create");
        assertFalse(OnceOnly.gone(500, true));
    }

    @Test
    void aMemberGroupResumesWhereItStoppedAndFindsWhatTheRefusedPostMade() throws Exception {
        server.holds(CONTAINER + MembersLoader.OBJECTS);
        server.holds(CONTAINER + MembersLoader.MEMBERS);
        server.commitThenFail(2);   // the object's POST, then (on the retry) the proxy's: both committed, both 500
        MembersLoader.Member[] added = new MembersLoader.Member[1];
        LdpWorkloadWriter requests = new LdpWorkloadWriter(client, CONTAINER);
        assertTrue(RetryPolicy.send(OnceOnly.addMember(client, requests, CONTAINER, 7, added)));
        String object = CONTAINER + MembersLoader.OBJECTS + "/object7";
        String proxy = CONTAINER + MembersLoader.MEMBERS + "/proxy7";
        assertEquals(List.of("POST /rest/" + CONTAINER + MembersLoader.OBJECTS, "HEAD /rest/" + object,
                "POST /rest/" + CONTAINER + MembersLoader.MEMBERS, "HEAD /rest/" + proxy), server.requests(),
                "each resource POSTed once, and looked for after its refusal");
        assertEquals(new MembersLoader.Member(MembersLoader.OBJECTS + "/object7", MembersLoader.MEMBERS + "/proxy7"),
                added[0]);
    }

    @Test
    void aMemberRemovalDoesNotStumbleOnTheProxyItAlreadyDeleted() throws Exception {
        MembersLoader.Member member = new MembersLoader.Member(MembersLoader.OBJECTS + "/object7",
                MembersLoader.MEMBERS + "/proxy7");
        server.holds(CONTAINER + member.object());
        server.holds(CONTAINER + member.proxy());
        server.deleteThenFail(1);   // the proxy's DELETE: carried out, answered 503
        assertTrue(RetryPolicy.send(OnceOnly.removeMember(client, CONTAINER, member)));
        assertFalse(server.has(CONTAINER + member.object()));
        assertFalse(server.has(CONTAINER + member.proxy()));
        assertEquals(List.of("DELETE /rest/" + CONTAINER + member.proxy(), "DELETE /rest/" + CONTAINER
                        + member.proxy(), "DELETE /rest/" + CONTAINER + member.proxy() + "/fcr:tombstone",
                "DELETE /rest/" + CONTAINER + member.object(), "DELETE /rest/" + CONTAINER + member.object()
                        + "/fcr:tombstone"), server.requests());
    }
}
