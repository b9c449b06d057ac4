package org.repobench.repository.write;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Bytes that can be read more than once: digests are checked in a first pass so that a mismatch stores nothing,
 * and the second pass goes to the binary store (the same one write plus one full read fcrepo paid, in the
 * other order).
 */
@FunctionalInterface
public interface BinarySource {
    InputStream open() throws IOException;

    static BinarySource of(byte[] bytes) {
        return () -> new ByteArrayInputStream(bytes);
    }
}
