package org.repobench.store;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * A binary store that keeps a location's binaries outside the location's directory (a database schema, an S3
 * bucket), so copying or deleting the directory does not copy or delete them. One instance serves every location.
 */
public interface ExternalBinaries extends AutoCloseable {

    BinaryStoreKind kind();

    /**
     * The {@code storage.binaryStorage} object of repository.json for this location. It may prepare the server for it
     * (create the location's schema), and throws {@link StoreUnavailableException} with one line when it cannot.
     */
    ObjectNode binaryStorage(StoreLocation at);

    /**
     * Copies the binaries of a closed repository; {@code to} holds none yet. A source without its schema or bucket is
     * an error: a repository opened on it would have made one, so its binaries are lost.
     */
    void copy(StoreLocation from, StoreLocation to) throws IOException;

    /** Removes the location's binaries and whatever holds them (table, schema, bucket); nothing there is fine. */
    void delete(StoreLocation at) throws IOException;

    /**
     * Names of the locations whose binaries are held here and whose names start with {@code prefix}, so that what
     * killed runs left behind can be found (see {@link StoreBackend#tablesNamed}). Names shortened to fit a limit
     * cannot be told back and are left out.
     */
    List<String> locationsNamed(String prefix) throws IOException;

    /** Bytes the location's binaries occupy now, also while a repository is open on it. */
    long bytesStored(StoreLocation at) throws IOException;

    /** {@code binaryStore} and what else results should record about it; never a credential. */
    Map<String, String> describe();

    @Override
    default void close() {
    }
}
