package org.repobench.workload;

import org.repobench.repository.write.BinarySource;

import java.util.Map;

/**
 * The requests a workload sends, as the scripts sent them: PUT, POST and PATCH of Turtle, and binaries. The same
 * loaders write through the model's write API ({@link ModelWriter}) and through an LDP server's HTTP API
 * ({@link LdpWorkloadWriter}), so a fixture holds the same resources on every target.
 */
public interface WorkloadWriter {
    /** Creates (or replaces) the resource at {@code path} with the Turtle body ({@code <>} is the resource). */
    void put(String path, String turtle) throws Exception;

    /**
     * Creates the container at {@code path} as an archival group, which everything created below it joins (Fedora 6:
     * one OCFL object, versioned as one), and checks that the target made one. Only a target that has them takes it.
     */
    default void putArchivalGroup(String path, String turtle) throws Exception {
        throw new UnsupportedOperationException("this target makes no archival groups: " + path);
    }

    /** Creates a resource under {@code parent}, its name minted by the target; returns its path. */
    String post(String parent, String turtle) throws Exception;

    /** Adds the Turtle body's triples to the resource. */
    void patch(String path, String turtle) throws Exception;

    /** Creates (or replaces) the binary at {@code path}: {@code length} bytes of {@code content}. */
    void putBinary(String path, BinarySource content, long length, String mediaType) throws Exception;

    /**
     * Creates a binary under {@code parent}, its name minted by the target, which checks the content against the
     * digests (algorithm, as the Digest header names it, to hex value) and stores nothing if one differs.
     *
     * @return its path
     */
    String postBinary(String parent, BinarySource content, long length, String mediaType, Map<String, String> digests)
            throws Exception;

    /** The absolute IRI of the resource at {@code path}, for links from one resource to another. */
    String uriOf(String path);
}
