package org.repobench.crud;

import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.ServerWatch;
import org.repobench.ldp.TimedResponse;
import org.repobench.ldp.LdpClient;
import org.repobench.ldp.LdpException;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.LdpWorkloadWriter;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.OptionalLong;

/**
 * The ingests on a server over HTTP: every path under {@code repobench/ingest}, made empty when the trial starts
 * (what a killed run left is deleted first) and deleted with its tombstone when it ends, so a server given by URL is
 * left as it was found. A refused request is counted from its status ({@link RetryPolicy#send}).
 */
final class HttpIngest implements IngestTarget {
    static final String CONTAINER = LdpFixtures.CONTAINER + "/ingest";

    private final LdpClient client;
    private final LdpWorkloadWriter requests;
    private final ServerWatch server;

    private HttpIngest(LdpClient client, ServerWatch server) {
        this.client = client;
        this.requests = new LdpWorkloadWriter(client, CONTAINER);
        this.server = server;
    }

    static HttpIngest open(LdpClient client, ServerWatch server) {
        LdpFixtures.replaceContainer(client, CONTAINER);
        return new HttpIngest(client, server);
    }

    @Override
    public void prepare(Item item) throws Exception {
        RetryPolicy.sendUntimed(() -> item.sendTo(requests));
    }

    @Override
    public boolean send(Item item) throws Exception {
        return RetryPolicy.send(() -> item.sendTo(requests));
    }

    @Override
    public String uriOf(String path) {
        return requests.uriOf(path);
    }

    @Override
    public long count(String path, String predicateUri) {
        return client.count(CONTAINER + path, null, predicateUri).triples();
    }

    @Override
    public String nTriples(String path) {
        TimedResponse got = client.get(CONTAINER + path, LdpClient.N_TRIPLES, null);
        if (got.status() != 200) {
            throw new LdpException("GET " + CONTAINER + path + ": the server answered " + got.status()
                    + ", not 200", got.status());
        }
        return new String(got.body(), StandardCharsets.UTF_8);
    }

    /**
     * Each resource deleted with its tombstone. Fedora 6 then drops its OCFL object; Fedora 4.7.5 keeps a deleted
     * binary's content in ModeShape's binary store until its own collection runs, which no request starts, so its
     * store.bytes shows what that costs.
     */
    @Override
    public void remove(List<String> paths) throws Exception {
        for (String path : paths) {
            RetryPolicy.sendUntimed(() -> client.deleteWithTombstone(CONTAINER + path));
        }
    }

    @Override
    public OptionalLong bytesStored() {
        return server.bytesStored();
    }

    @Override
    public void startHeapPeak() {
        server.startIteration();
    }

    @Override
    public void reportHeapPeak() {
        server.reportHeapPeak();
    }

    /** Deletes everything the ingest made; the client is the target's, closed with it. */
    @Override
    public void close() throws Exception {
        RetryPolicy.sendUntimed(() -> client.deleteWithTombstone(CONTAINER));
    }
}
