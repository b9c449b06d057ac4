package org.repobench.store;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.util.List;
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

    /**
     * This store with its binaries in {@code binaries}: a backend whose {@link #binaryStorage}, {@link #copy},
     * {@link #delete}, {@link #bytesStored}, {@link #describe} and {@link #cacheName} cover the binaries as well.
     * {@link BinaryStoreKind#FILE} is what every store has already and gives this backend itself.
     *
     * @throws IllegalArgumentException   when the binary store cannot serve this store (DATABASE on file or LevelDB)
     * @throws StoreUnavailableException when S3 is asked for and no endpoint was provisioned; it says how to give one
     */
    default StoreBackend withBinaries(BinaryStoreKind binaries) {
        return binaries.attachTo(this);
    }

    /**
     * This store with at most {@code connections} pooled connections to its server. Only the JDBC stores have a
     * pool (ModeShape's RelationalDb, default 5, which Fedora's configs kept); file and LevelDB return themselves.
     */
    default StoreBackend withPoolSize(int connections) {
        return this;
    }

    /**
     * Whether the store appends every version of a document it is given (until it compacts), so that how writes
     * were grouped into saves shapes what is stored and how fast it reads: fixtures then save each request on its
     * own, as Fedora did. Stores that replace a document in place do not care.
     */
    default boolean appendsEveryVersion() {
        return false;
    }

    /**
     * A short {@code [a-z0-9_]} name for what this backend stores and how, e.g. {@code postgresql} or
     * {@code postgresql_s3}: part of fixture template keys and table names.
     */
    default String cacheName() {
        return kind().cliName();
    }

    /**
     * Bytes the location occupies now: the sizes of the files in its directory, plus what the store keeps elsewhere
     * (a table, a schema, a bucket). It may be called while a repository is open on the location.
     */
    default long bytesStored(StoreLocation at) throws IOException {
        return Directories.size(at.directory());
    }

    /** The {@code storage.binaryStorage} object: a file binary store beside the data, as Fedora's configs had. */
    default ObjectNode binaryStorage(StoreLocation at) {
        ObjectNode binary = JsonConfig.binaryStorage("file");
        binary.put("directory", at.binaries().toString());
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
     * Names of the locations that start with {@code prefix} and hold something on a server (a table, a binary schema,
     * a bucket), so that what killed runs left behind can be found; none for stores that keep everything in their
     * directory.
     */
    default List<String> tablesNamed(String prefix) throws IOException {
        return List.of();
    }

    /** What this store is, for results and reports: store name, implementation, server product and version. */
    Map<String, String> describe();

    @Override
    default void close() {
    }
}
