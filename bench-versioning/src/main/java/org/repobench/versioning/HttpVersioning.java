package org.repobench.versioning;

import org.repobench.jmh.RetryPolicy;
import org.repobench.jmh.ServerWatch;
import org.repobench.ldp.LdpClient;
import org.repobench.repository.model.Vocabulary;
import org.repobench.workload.LdpFixtures;
import org.repobench.workload.LdpWorkloadWriter;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * The versioned tree on a server over HTTP, made again before every timed version (the seed's set-up: its requests,
 * timed as {@link VersionedTreeFixture#CREATION_MS}) under {@code repobench/versioning}, which is made empty when the
 * trial starts and deleted with its tombstone when it ends; each tree is deleted, with its tombstone, after its
 * version is read back. The server's own versioning decides the rest ({@link org.repobench.ldp.Vocabulary}): Fedora 4
 * makes the resources the {@code versioning} param names versionable ({@code PUT fcr:versions}) and the version with
 * its label; Fedora 5 and later version every resource and make a memento, with no label. The read-back checks that
 * the version holds every descendant and that the timed request made exactly one version: on Fedora 4 the
 * container's only one, on Fedora 5 and later one memento more than it listed before (a memento is named by its
 * second, so the tree's last write is a second old before the timed request: a version made within the second of
 * an auto-version would be that one).
 */
final class HttpVersioning implements VersioningTarget {
    static final String CONTAINER = LdpFixtures.CONTAINER + "/versioning";
    static final String VERSIONS = "/fcr:versions";
    static final String HAS_VERSION = "http://fedora.info/definitions/v4/repository#hasVersion";
    private static final long MEMENTO_RESOLUTION_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final LdpClient client;
    private final ServerWatch server;
    private final TreeRequests requests;
    private final int descendants;
    private final Versionable versionable;
    private final boolean archivalGroup;
    private final boolean named;
    private final Map<String, Double> measured = new LinkedHashMap<>();
    private int trees;
    private String tree;
    private List<String> paths = List.of();
    private long mementosBefore;
    private String version;
    private OptionalLong treeBytes = OptionalLong.empty();
    private OptionalLong bytesBefore = OptionalLong.empty();

    private HttpVersioning(LdpClient client, ServerWatch server, TreeRequests requests, int descendants,
                           Versionable versionable, boolean archivalGroup) {
        this.client = client;
        this.server = server;
        this.requests = requests;
        this.descendants = descendants;
        this.versionable = versionable;
        this.archivalGroup = archivalGroup;
        this.named = client.server().vocabulary().namesVersions();
    }

    /**
     * Empties {@link #CONTAINER} (what a killed run left goes first).
     *
     * @param archivalGroup whether each tree is an archival group (Fedora 6 and later)
     */
    static HttpVersioning open(LdpClient client, ServerWatch server, TreeRequests requests, int descendants,
                               Versionable versionable, boolean archivalGroup) {
        LdpFixtures.replaceContainer(client, CONTAINER);
        return new HttpVersioning(client, server, requests, descendants, versionable, archivalGroup);
    }

    /** Every request must succeed: a tree missing a descendant would version something else than asked. */
    @Override
    public void freshTree() throws Exception {
        tree = CONTAINER + "/tree-" + ++trees;
        OptionalLong bytesAtStart = server.bytesStored();
        LdpWorkloadWriter writer = new LdpWorkloadWriter(client, tree);
        if (archivalGroup) {
            requests.archivalGroup(writer, "");
        } else {
            requests.container(writer, "");
        }
        long start = System.nanoTime();
        List<String> paths = new ArrayList<>(descendants);
        for (int i = 0; i < descendants; i++) {
            paths.add(requests.descendant(writer, "", i));
        }
        long enabling = System.nanoTime();
        this.paths = List.copyOf(paths);
        if (named) {
            makeVersionable(client, tree, paths, versionable);
        }
        long end = System.nanoTime();
        measured.put(VersionedTreeFixture.CREATION_MS, (end - start) / 1e6);
        if (named) {
            measured.put(VersionedTreeFixture.ENABLE_MS, (end - enabling) / 1e6);
        } else {
            mementosBefore = mementos();
            TimeUnit.NANOSECONDS.sleep(Math.max(0, end + MEMENTO_RESOLUTION_NANOS - System.nanoTime()));
        }
        bytesBefore = server.bytesStored();
        treeBytes = difference(bytesAtStart, bytesBefore);
    }

    /**
     * Fedora 4: makes the container at {@code tree} and the descendants at {@code paths} (below it) that
     * {@code versionable} names versionable ({@code PUT fcr:versions}).
     */
    static void makeVersionable(LdpClient client, String tree, List<String> paths, Versionable versionable) {
        if (versionable.root()) {
            client.put(tree + VERSIONS, "", Map.of());
        }
        for (int i = 0; i < paths.size(); i++) {
            if (versionable.descendant(i)) {
                client.put(tree + paths.get(i) + VERSIONS, "", Map.of());
            }
        }
    }

    /** {@code to - from}, where the store is known. */
    private static OptionalLong difference(OptionalLong from, OptionalLong to) {
        return from.isPresent() && to.isPresent() ? OptionalLong.of(to.getAsLong() - from.getAsLong())
                : OptionalLong.empty();
    }

    /**
     * The descendants the version holds. Where they are its direct children, those it lists as contained. A Fedora 4
     * version lists a container's children as the live container does: of a tree of POSTed children, behind pairtree
     * nodes, it lists the first level of those nodes (fewer than the children, which share them), and holds each child
     * at its whole path below it ({@code v1/56/0d/b9/c4/560db9c4-...}): those are counted, one request each.
     */
    private long held() {
        if (paths.stream().allMatch(path -> path.indexOf('/', 1) < 0)) {
            return client.count(version, null, Vocabulary.LDP_CONTAINS.getURI()).triples();
        }
        return paths.stream().filter(path -> client.status(version + path) == 200).count();
    }

    /** The mementos the container's version list (its TimeMap as RDF) holds now: Fedora 5 and later. */
    private long mementos() {
        return client.count(tree + VERSIONS, null, Vocabulary.LDP_CONTAINS.getURI()).triples();
    }

    /** The current tree's descendants, by their paths below its container. */
    List<String> descendantPaths() {
        return paths;
    }

    /** The path of the current tree's container. */
    String tree() {
        return tree;
    }

    @Override
    public Object newVersion(String label) {
        version = client.post(tree + VERSIONS, "", named ? Map.of("Slug", label) : Map.of()).toString();
        return version;
    }

    @Override
    public Outcome readBack(String label) {
        long made = named ? client.count(tree + VERSIONS, null, HAS_VERSION).triples() : mementos() - mementosBefore;
        return new Outcome(held(), descendants, Math.toIntExact(made), treeBytes,
                difference(bytesBefore, server.bytesStored()));
    }

    @Override
    public Map<String, Double> measured() {
        return measured;
    }

    @Override
    public void discardTree() throws Exception {
        RetryPolicy.sendUntimed(() -> client.deleteWithTombstone(tree));
    }

    /** The client is the target's, closed with it. */
    @Override
    public void close() throws Exception {
        RetryPolicy.sendUntimed(() -> client.deleteWithTombstone(CONTAINER));
    }
}
