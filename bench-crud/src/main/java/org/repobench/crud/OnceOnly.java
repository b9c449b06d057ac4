package org.repobench.crud;

import org.repobench.jmh.RetryPolicy;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpException;
import org.repobench.workload.LdpWorkloadWriter;
import org.repobench.workload.MembersLoader;

import java.util.function.Supplier;

/**
 * Writes over HTTP whose retries ({@link RetryPolicy#send}) cannot do twice what a refused attempt may already have
 * done: a server may commit a write and still answer 5xx (Fedora 4.7.5 on PostgreSQL answered 500 to POSTs it had
 * committed, under 8 threads). A create first looks whether the refused attempt took effect (a HEAD of its known path:
 * 200 is the create done) and otherwise sends a PUT at the path, never a second POST; a group of requests resumes at
 * the first request not yet done; a DELETE that finds its resource gone after such an attempt counts as done.
 */
final class OnceOnly {
    private OnceOnly() {
    }

    /**
     * A create under the CRUD parent: the study's request first ({@link ResourceKind#create}), then, on a retry, the
     * HEAD, and where the server does not show the resource a PUT at its path ({@link ResourceKind#recreate}), which
     * creates it or finds it made even if the server's view lags behind its commit.
     *
     * @param created where the new resource's path goes
     */
    static RetryPolicy.Request create(LdpClient client, ResourceKind kind, String path, String[] created) {
        Create create = new Create();
        return () -> created[0] = create.send(client, path, () -> kind.create(client, path),
                () -> kind.recreate(client, path));
    }

    /** A DELETE of a resource the benchmark made ({@link ResourceKind#delete}); gone after a refusal counts as done. */
    static RetryPolicy.Request delete(LdpClient client, ResourceKind kind, String path) {
        Delete delete = new Delete();
        return () -> delete.send(() -> kind.delete(client, path));
    }

    /**
     * Member {@code number} added as n-members.sh adds one (the object, then its proxy in the collection's members),
     * each POST naming its resource ({@code object<number>}, {@code proxy<number>}) so a retry can look for it; a
     * retry resumes where the group stopped.
     *
     * @param added where the member goes once both are there
     */
    static RetryPolicy.Request addMember(LdpClient client, LdpWorkloadWriter requests, String container, int number,
                                         MembersLoader.Member[] added) {
        String object = MembersLoader.OBJECTS + "/object" + number;
        String proxy = MembersLoader.MEMBERS + "/proxy" + number;
        Create objectCreate = new Create();
        Create proxyCreate = new Create();
        boolean[] objectDone = {false};
        return () -> {
            if (!objectDone[0]) {
                String body = MembersLoader.objectBody(number);
                objectCreate.send(client, container + object,
                        () -> requests.post(MembersLoader.OBJECTS, "object" + number, body),
                        () -> put(requests, object, body));
                objectDone[0] = true;
            }
            String body = MembersLoader.proxyBody(requests, object);
            proxyCreate.send(client, container + proxy,
                    () -> requests.post(MembersLoader.MEMBERS, "proxy" + number, body),
                    () -> put(requests, proxy, body));
            added[0] = new MembersLoader.Member(object, proxy);
        };
    }

    /**
     * A member taken out again: the proxy first, as the model removes it, then the object, each with its tombstone;
     * a retry resumes at the first request not yet done, and a DELETE finding its resource gone after a refused
     * attempt counts as done.
     */
    static RetryPolicy.Request removeMember(LdpClient client, String container, MembersLoader.Member member) {
        Delete proxy = new Delete();
        Delete object = new Delete();
        int[] done = {0};
        return () -> {
            if (done[0] == 0) {
                proxy.send(() -> client.delete(container + member.proxy()));
                done[0] = 1;
            }
            if (done[0] == 1) {
                client.deleteTombstone(container + member.proxy());
                done[0] = 2;
            }
            if (done[0] == 2) {
                object.send(() -> client.delete(container + member.object()));
                done[0] = 3;
            }
            client.deleteTombstone(container + member.object());
        };
    }

    /**
     * Whether a DELETE's refusal means its resource is gone, which is what the DELETE was for: a 410 (the tombstone a
     * DELETE leaves), or a 404 after an earlier attempt of it was refused otherwise and may have taken effect (a
     * first 404 is the server's view lagging behind its own create, which {@link RetryPolicy#sendOnSeen} waits out).
     */
    static boolean gone(int status, boolean earlierMayHaveTakenEffect) {
        return status == 410 || status == 404 && earlierMayHaveTakenEffect;
    }

    private static String put(LdpWorkloadWriter requests, String path, String body) {
        try {
            requests.put(path, body);
            return path;
        } catch (LdpException refused) {
            throw refused;
        } catch (Exception failed) {
            throw new IllegalStateException(failed);
        }
    }

    /** One create: its first attempt the given request, a retry the HEAD, then the PUT if the server shows nothing. */
    private static final class Create {
        private boolean sent;

        /** @param path the path relative to the server's root, for the HEAD */
        String send(LdpClient client, String path, Supplier<String> first, Supplier<String> put) {
            if (!sent) {
                sent = true;
                return first.get();
            }
            return client.status(path) == 200 ? path : put.get();
        }
    }

    /** One DELETE, remembering whether a refused attempt may have taken effect. */
    private static final class Delete {
        private boolean mayHaveTakenEffect;

        void send(Runnable delete) {
            try {
                delete.run();
            } catch (LdpException refused) {
                int status = refused.status().orElse(0);
                if (gone(status, mayHaveTakenEffect)) {
                    return;
                }
                mayHaveTakenEffect |= status != 404;
                throw refused;
            }
        }
    }
}
