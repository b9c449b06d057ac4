package org.repobench.workload;

import org.repobench.ldp.LdpClient;

import java.net.URI;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * The names a server gives what a POST without Slug creates, imitated so that a load can name each create before it
 * sends it (and look, on a retry, whether an attempt it got no answer to took effect) and still store what the POST
 * would have: Fedora 4 and 5 mint {@code ab/cd/ef/gh/<uuid>}, and a PUT there makes the same pairtree nodes a POST
 * makes; Fedora 6 and 7 mint a bare {@code <uuid>}. The shape is read from one POST the server answers ({@link #of}),
 * so a server given by URL is imitated as it is configured. The UUIDs come from the fixture's seed; several threads
 * may share one.
 */
final class MintedNames {
    /** Where the shape is read: a container of its own under the fixture's, deleted again at once. */
    static final String PROBE = "/minted";

    /** The pairtree levels before the UUID (4 on Fedora 4, none on 6). */
    private final int levels;
    /** The characters of each level, taken from the UUID's start. */
    private final int levelLength;
    private final SplittableRandom random;

    private MintedNames(int levels, int levelLength, long seed) {
        this.levels = levels;
        this.levelLength = levelLength;
        this.random = new SplittableRandom(seed);
    }

    /**
     * The shape of {@code minted}, a name the server minted (relative to the container POSTed to): levels that are
     * the UUID's first characters, then the UUID; empty for a name of another shape, which this cannot imitate.
     */
    static Optional<MintedNames> shapeOf(String minted, long seed) {
        String[] parts = minted.split("/", -1);
        String id = parts[parts.length - 1];
        try {
            UUID.fromString(id);
        } catch (IllegalArgumentException notUuid) {
            return Optional.empty();
        }
        int levels = parts.length - 1;
        int length = levels == 0 ? 0 : parts[0].length();
        for (int level = 0; level < levels; level++) {
            int from = level * length;
            if (length == 0 || parts[level].length() != length || from + length > id.length()
                    || !id.startsWith(parts[level], from)) {
                return Optional.empty();
            }
        }
        return Optional.of(new MintedNames(levels, length, seed));
    }

    /**
     * Posts one empty container under {@code container + PROBE} and reads the shape of its name; the probe is deleted
     * with its tombstone either way.
     */
    static Optional<MintedNames> of(LdpClient client, String container, long seed) {
        String probe = container + PROBE;
        client.put(probe, "", Map.of());
        try {
            URI created = client.post(probe, "");
            String parent = client.uri(probe) + "/";
            String uri = created.toString();
            return uri.startsWith(parent) ? shapeOf(uri.substring(parent.length()), seed) : Optional.empty();
        } finally {
            client.deleteWithTombstone(probe);
        }
    }

    /**
     * Whether creates share pairtree nodes above them ({@code ab/...}): Fedora 4.7.5 answered 404 to PUTs racing to
     * make the same one (member 933 of 1,000 on 4 threads), so such a server is loaded one member after another.
     */
    boolean sharesPairtreeNodes() {
        return levels > 0;
    }

    /** The next name, as the server would have minted it: {@code ab/cd/ef/gh/abcdefgh-...} or {@code <uuid>}. */
    String next() {
        UUID uuid;
        synchronized (random) {
            long most = (random.nextLong() & ~0xF000L) | 0x4000L;                            // version 4
            long least = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;  // IETF variant
            uuid = new UUID(most, least);
        }
        String id = uuid.toString();
        StringBuilder name = new StringBuilder();
        for (int level = 0; level < levels; level++) {
            name.append(id, level * levelLength, (level + 1) * levelLength).append('/');
        }
        return name.append(id).toString();
    }

    /** {@code xx/xx/xx/xx/<uuid>} or {@code <uuid>}: for the load's line. */
    String shape() {
        StringBuilder shape = new StringBuilder();
        for (int level = 0; level < levels; level++) {
            shape.append("x".repeat(levelLength)).append('/');
        }
        return shape.append("<uuid>").toString();
    }
}
