package org.repobench.store;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.util.Map;

/**
 * One kind of ModeShape persistence: how to configure it for a location, how to copy a location (fixtures are
 * built once and copied per trial), and how to remove one. Implementations hold no open resources between calls
 * except where {@link #close()} says so.
 */
public interface StoreBackend extends AutoCloseable {

    StoreKind kind();

    /** The {@code storage.persistence} object of repository.json for this location. */
    ObjectNode persistence(StoreLocation at);

    /** The {@code storage.binaryStorage} object: a file binary store beside the data, as Fedora's configs had. */
    default ObjectNode binaryStorage(StoreLocation at) {
        ObjectNode binary = JsonConfig.object();
        binary.put("type", "file");
        binary.put("directory", at.binaries().toString());
        binary.put("minimumBinarySizeInBytes", 4096);
        return binary;
    }

    /**
     * Copies the data of a closed store into a location that holds nothing yet. By default the store lives wholly in
     * the location's directory (the file store's MVStore file, LevelDB's immutable tables plus log and manifest,
     * binaries), and a closed store's files are a consistent copy.
     */
    default void copy(StoreLocation from, StoreLocation to) throws IOException {
        Directories.copy(from.directory(), to.directory());
    }

    /** Removes everything stored at the location; a location that holds nothing is fine. */
    default void delete(StoreLocation at) throws IOException {
        Directories.delete(at.directory());
    }

    /**
     * Names of the server-side tables of this store that start with {@code prefix}, so that what killed runs left
     * behind can be found; none for stores that keep everything in their directory.
     */
    default java.util.List<String> tablesNamed(String prefix) throws IOException {
        return java.util.List.of();
    }

    /** Bytes the location occupies now; it may be open. By default everything lives in its directory. */
    default long bytesStored(StoreLocation at) throws IOException {
        return Directories.size(at.directory());
    }

    /** What this store is, for results and reports: store name, implementation, server product and version. */
    Map<String, String> describe();

    @Override
    default void close() {
    }
}
