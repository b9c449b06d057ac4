package org.repobench.crud;

import org.repobench.fixture.FixtureVerificationException;
import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.ServerWatch;
import org.repobench.jmh.WriteCounts;
import org.repobench.ldp.LdpClient;
import org.repobench.repository.SharedView;
import org.repobench.repository.model.Vocabulary;
import org.repobench.workload.LdpFixtures;

import java.util.HashSet;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/**
 * The CRUD benchmarks on a server over HTTP: the parent is {@code repobench/crud} on the server, made (with its
 * {@code existing} children) when the trial starts and deleted with its tombstone when it ends, so a server given by
 * URL is left as it was found; a parent a killed run left is deleted first. Every thread shares the target's
 * keep-alive client, which holds a connection per request in flight. A refused request is counted from its status
 * ({@link RetryPolicy#send}); a create or delete is retried without doing twice what it may have done
 * ({@link OnceOnly}).
 */
final class HttpCrud implements CrudTarget {
    static final String PARENT = LdpFixtures.CONTAINER + "/crud";
    /**
     * At most this many children go with their parent in its one DELETE; a parent with more is emptied a child per
     * request first. Fedora 6.5.2 and 7.0.0 on H2 scan their whole rdf-type search index for every resource a DELETE
     * removes (the correlated {@code WHERE EXISTS} of fcrepo #2246), so one DELETE of a parent with 10,000 children
     * outlasted the server's transaction (3 minutes) and was refused with 409; a request per child stays within it.
     */
    static final int CHILDREN_IN_ONE_DELETE = 1_000;

    private final LdpClient client;
    private final ResourceKind kind;
    private final int existing;
    private final ServerWatch server;

    private HttpCrud(LdpClient client, ResourceKind kind, int existing, ServerWatch server) {
        this.client = client;
        this.kind = kind;
        this.existing = existing;
        this.server = server;
    }

    static HttpCrud open(LdpClient client, ResourceKind kind, int existing, ServerWatch server) throws Exception {
        LdpFixtures.replaceContainer(client, PARENT);
        for (int i = 0; i < existing; i++) {
            client.put(existingChild(i), "", Map.of());
        }
        HttpCrud crud = new HttpCrud(client, kind, existing, server);
        crud.verifyChildren(existing, "crud parent with " + existing + " existing children on "
                + client.server().product());
        return crud;
    }

    @Override
    public String parent() {
        return PARENT;
    }

    @Override
    public Session session(long threadSeed) {
        return new HttpSession();
    }

    @Override
    public OptionalLong bytesStored() {
        return server.bytesStored();
    }

    /**
     * Each resource by HEAD: 200 there, 410 gone. Fedora 4.7.5 runs on ModeShape, which brings a save into the view
     * other sessions share asynchronously, so right after a DELETE its HEAD may still answer 200 (seen with 2
     * threads): a wrong answer is asked again for up to five seconds, as in process, and counted as a stale read.
     */
    @Override
    public Set<String> verify(Map<String, Boolean> gone) throws Exception {
        Set<String> lost = new HashSet<>();
        for (Map.Entry<String, Boolean> entry : gone.entrySet()) {
            String path = entry.getKey();
            int expected = entry.getValue() ? 410 : 200;
            if (client.status(path) == expected) {
                continue;
            }
            WriteCounts.staleRead();
            if (!SharedView.settles(() -> client.status(path) == expected, 101, 50)) {
                int status = client.status(path);
                if (expected == 200 && status == 404) {
                    WriteCounts.lost("HEAD " + path + ": the server answered 404 Not Found");
                    lost.add(path);
                    continue;
                }
                throw new FixtureVerificationException(kind + " " + path + " should be "
                        + (entry.getValue() ? "gone (410)" : "there (200)") + " after the iteration, but HEAD answered "
                        + status + " on " + client.server().product() + " for 5 s");
            }
        }
        return lost;
    }

    @Override
    public void remove(Map<String, Boolean> gone) throws Exception {
        for (Map.Entry<String, Boolean> entry : gone.entrySet()) {
            String path = entry.getKey();
            if (!entry.getValue()) {
                RetryPolicy.sendUntimed(() -> client.delete(path));
            }
            RetryPolicy.sendUntimed(() -> client.deleteTombstone(path));
        }
    }

    @Override
    public void verifyChildren(long expected, String when) {
        CrudFixture.requireExactly(client.count(PARENT, null, Vocabulary.LDP_CONTAINS.getURI()).triples(), expected,
                when + ": " + PARENT + " has", "children (ldp:contains)");
    }

    /**
     * Deletes the parent, its children and its tombstone; a parent with more than {@link #CHILDREN_IN_ONE_DELETE}
     * children is emptied a child per request first. The client is the target's, closed with it.
     */
    @Override
    public void close() throws Exception {
        if (emptiedFirst(existing)) {
            for (int i = 0; i < existing; i++) {
                deleteWithTombstone(existingChild(i));
            }
        }
        deleteWithTombstone(PARENT);
    }

    /** The resource and then its tombstone, each request retried on its own (a retried DELETE would find 410). */
    private void deleteWithTombstone(String path) throws Exception {
        RetryPolicy.sendUntimed(() -> client.delete(path));
        RetryPolicy.sendUntimed(() -> client.deleteTombstone(path));
    }

    /** Whether a parent with this many children is emptied a child per request before its own DELETE. */
    static boolean emptiedFirst(int children) {
        return children > CHILDREN_IN_ONE_DELETE;
    }

    private static String existingChild(int i) {
        return PARENT + "/existing-" + i;
    }

    /** A thread's requests; the client is shared, the connections are not. */
    private final class HttpSession implements Session {
        @Override
        public String create(String path) throws Exception {
            String[] created = new String[1];
            return RetryPolicy.send(OnceOnly.create(client, kind, path, created)) ? created[0] : null;
        }

        @Override
        public boolean update(String path) throws Exception {
            return RetryPolicy.sendOnSeen(() -> kind.update(client, path));
        }

        @Override
        public long retrieve(String path) {
            long got = kind.retrieve(client, path);
            WriteCounts.done();
            return got;
        }

        @Override
        public boolean delete(String path) throws Exception {
            return RetryPolicy.sendOnSeen(OnceOnly.delete(client, kind, path));
        }

        /**
         * Handed over only once the server shows it, as in process: Fedora 4.7.5 (ModeShape) may answer 404 for a
         * resource it has just created. That wait is not the measured request's.
         */
        @Override
        public String prepare(String path) throws Exception {
            String[] created = new String[1];
            RetryPolicy.sendUntimed(OnceOnly.create(client, kind, path, created));
            if (!SharedView.settles(() -> client.status(created[0]) == 200, 201, 10)) {
                throw new IllegalStateException("the resource prepared at " + created[0] + " was created but "
                        + client.server().product() + " still answers " + client.status(created[0]) + " after 2 s");
            }
            return created[0];
        }
    }
}
