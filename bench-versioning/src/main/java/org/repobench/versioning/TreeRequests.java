package org.repobench.versioning;

import org.repobench.repository.write.BinarySource;
import org.repobench.workload.WorkloadWriter;

import java.util.Random;

/**
 * The versioned container and its descendants as requests, written once for every target: the model loads them into
 * its fixture, a server receives them over HTTP before every timed version. Each descendant carries {@code contentKb}
 * kilobytes (1 KB = 1000 bytes) of its own content, the same on every target.
 */
record TreeRequests(DescendantType type, int contentKb) {
    static final String DC = "@prefix dc: <http://purl.org/dc/elements/1.1/> . ";
    static final String BINARY_MEDIA_TYPE = "application/octet-stream";
    private static final long SEED = 20150601;

    private static final String CONTAINER = DC + "<> dc:title \"versioned container\" .";

    /** The container itself, at {@code path}. */
    void container(WorkloadWriter writer, String path) throws Exception {
        writer.put(path, CONTAINER);
    }

    /** The container as an archival group (Fedora 6), which its descendants then join. */
    void archivalGroup(WorkloadWriter writer, String path) throws Exception {
        writer.putArchivalGroup(path, CONTAINER);
    }

    /** Descendant {@code index} (from 0) of the container at {@code parent}; returns its path. */
    String descendant(WorkloadWriter writer, String parent, int index) throws Exception {
        return switch (type) {
            case CHILD -> writer.post(parent, description(index));
            case NAMED -> {
                String path = parent + "/child-" + index;
                writer.put(path, description(index));
                yield path;
            }
            case BINARY -> {
                String path = parent + "/ds-" + index;
                byte[] bytes = new byte[contentKb * 1000];
                new Random(SEED + index).nextBytes(bytes);
                writer.putBinary(path, BinarySource.of(bytes), bytes.length, BINARY_MEDIA_TYPE);
                yield path;
            }
        };
    }

    /** The seed of the content, and of the pairtree paths the model mints for POST. */
    static long seed() {
        return SEED;
    }

    /** A container's content: a description of contentKb KB of letters, its own for each descendant. */
    private String description(int index) {
        Random random = new Random(SEED + index);
        StringBuilder text = new StringBuilder(contentKb * 1000);
        for (int i = 0; i < contentKb * 1000; i++) {
            text.append((char) ('a' + random.nextInt(26)));
        }
        return DC + "<> dc:description \"" + text + "\" .";
    }
}
