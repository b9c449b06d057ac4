package org.repobench.versioning;

import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.ServerWatch;
import org.repobench.ldp.LdpClient;
import org.repobench.repository.model.Vocabulary;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.LdpWorkloadWriter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * The many-versions container on a server over HTTP, sent once when the trial starts under
 * {@code repobench/many-versions} (made empty first, deleted with its tombstone when the trial ends). Fedora 4 makes
 * the container and its binaries versionable ({@code PUT fcr:versions}) and names each version ({@code Slug}); its
 * list is the container's {@code fedora:hasVersion}s. Fedora 5 and later make a memento, listed as the version list's
 * {@code ldp:contains}, and name it by the second it was made: a second version within the same second would be the
 * same memento, so each version waits, untimed, until a second has passed since the last write. What auto-versioning
 * made before the trial's first version is not counted as the trial's.
 */
final class HttpHistory implements History {
    static final String CONTAINER = LdpFixtures.CONTAINER + "/many-versions";
    private static final String ROOT = CONTAINER + "/history";
    private static final long MEMENTO_RESOLUTION_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final LdpClient client;
    private final ServerWatch server;
    private final boolean named;
    private final long listedBefore;
    private long lastWrite;
    private String oldest;

    private HttpHistory(LdpClient client, ServerWatch server, boolean named) {
        this.client = client;
        this.server = server;
        this.named = named;
        this.listedBefore = listed();
        this.lastWrite = System.nanoTime();
    }

    /** Sends the container with its {@code datastreams} binaries; every request must succeed. */
    static HttpHistory open(LdpClient client, ServerWatch server, TreeRequests requests, int datastreams)
            throws Exception {
        LdpFixtures.replaceContainer(client, CONTAINER);
        LdpWorkloadWriter writer = new LdpWorkloadWriter(client, ROOT);
        requests.container(writer, "");
        List<String> paths = new ArrayList<>(datastreams);
        for (int i = 0; i < datastreams; i++) {
            paths.add(requests.descendant(writer, "", i));
        }
        boolean named = client.server().vocabulary().namesVersions();
        if (named) {
            HttpVersioning.makeVersionable(client, ROOT, paths, Versionable.TRUE);
        }
        return new HttpHistory(client, server, named);
    }

    @Override
    public void beforeVersion() throws InterruptedException {
        if (named) {
            return;
        }
        long wait = lastWrite + MEMENTO_RESOLUTION_NANOS - System.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
    }

    @Override
    public Object newVersion(String label) {
        String version = client.post(ROOT + HttpVersioning.VERSIONS, "", named ? Map.of("Slug", label) : Map.of())
                .toString();
        lastWrite = System.nanoTime();
        if (oldest == null) {
            oldest = version;
        }
        return version;
    }

    @Override
    public long list() {
        return listed() - listedBefore;
    }

    @Override
    public long readOldest() {
        return client.count(oldest(), null, Vocabulary.LDP_CONTAINS.getURI()).triples();
    }

    @Override
    public OptionalLong bytesStored() {
        return server.bytesStored();
    }

    /** The client is the target's, closed with it. */
    @Override
    public void close() throws Exception {
        RetryPolicy.sendUntimed(() -> client.deleteWithTombstone(CONTAINER));
    }

    private long listed() {
        return client.count(ROOT + HttpVersioning.VERSIONS, null, listedPredicate()).triples();
    }

    private String listedPredicate() {
        return named ? HttpVersioning.HAS_VERSION : Vocabulary.LDP_CONTAINS.getURI();
    }

    private String oldest() {
        if (oldest == null) {
            throw new IllegalStateException("no version of " + ROOT + " was made yet");
        }
        return oldest;
    }
}
