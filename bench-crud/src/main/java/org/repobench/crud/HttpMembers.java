package org.repobench.crud;

import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.ServerWatch;
import org.repobench.ldp.LdpClient;
import org.repobench.workload.HttpGet;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.LdpWorkloadWriter;
import org.repobench.workload.MembersLoader;
import org.repobench.workload.PreferChoice;
import org.repobench.workload.Workload;
import org.repobench.workload.WorkloadFixture;

import java.util.OptionalLong;

/**
 * Readers beside writers on a server over HTTP: a copy of the n-members fixture of its own there
 * ({@link LdpFixtures.Copy#WRITTEN}, loaded once, as the warm GETs' copy is), whose members the writers add and remove
 * again, so it holds exactly its N members after every iteration; the copy the warm GETs time is never written. All
 * threads share the target's keep-alive client. A refused request, a GET's too, is counted from its status
 * ({@link RetryPolicy#send}); a writer's member is added and removed by requests whose retries do not repeat what a
 * refused attempt may have done ({@link OnceOnly}): each POST names its resource, so a retry looks for it first.
 */
final class HttpMembers implements MembersTarget {
    private final LdpClient client;
    private final WorkloadFixture fixture;
    private final String container;
    private final LdpWorkloadWriter requests;
    private final HttpGet get;
    private final ServerWatch server;
    private final boolean removeAtEnd;

    /**
     * @param managed     whether the suite started the server (see {@link LdpFixtures#checkout})
     * @param removeAtEnd whether the fixture goes when the trial ends (a server given by URL is left as found)
     */
    HttpMembers(LdpClient client, boolean managed, boolean removeAtEnd, WorkloadFixture fixture, ServerWatch server)
            throws Exception {
        this.client = client;
        this.fixture = fixture;
        this.server = server;
        this.removeAtEnd = removeAtEnd;
        String timed = LdpFixtures.checkout(client, fixture, LdpFixtures.Copy.WRITTEN, managed, System.out);
        container = LdpFixtures.Copy.WRITTEN.container(fixture);
        requests = new LdpWorkloadWriter(client, container);
        get = new HttpGet(client, timed, Workload.N_MEMBERS, PreferChoice.SCRIPT, fixture.size());
    }

    /**
     * A reader's GET of the collection this trial checked out and saw: a 404 is Fedora 4.7.5's view lagging behind a
     * writer's commit under the same parent (seen in the smoke test of three readers and a writer), so it counts a
     * stale read and is sent again; a collection that stays gone fails the run.
     */
    @Override
    public long read() throws Exception {
        long[] members = {-1};
        RetryPolicy.sendOnSeen(() -> members[0] = get.run());
        return members[0];
    }

    @Override
    public long count() throws Exception {
        return get.run();
    }

    @Override
    public Writer writer(long threadSeed) {
        return new Writer() {
            @Override
            public MembersLoader.Member add(int number) throws Exception {
                MembersLoader.Member[] added = new MembersLoader.Member[1];
                return RetryPolicy.send(OnceOnly.addMember(client, requests, container, number, added)) ? added[0]
                        : null;
            }

            @Override
            public boolean remove(MembersLoader.Member member) throws Exception {
                return RetryPolicy.send(OnceOnly.removeMember(client, container, member));
            }
        };
    }

    @Override
    public void remove(MembersLoader.Member member) throws Exception {
        RetryPolicy.sendUntimed(OnceOnly.removeMember(client, container, member));
    }

    @Override
    public OptionalLong bytesStored() {
        return server.bytesStored();
    }

    @Override
    public String where() {
        return client.server().product() + " " + container;
    }

    @Override
    public void close() {
        if (removeAtEnd) {
            LdpFixtures.remove(client, fixture, LdpFixtures.Copy.WRITTEN);
        }
    }
}
