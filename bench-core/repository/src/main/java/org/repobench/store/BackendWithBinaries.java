package org.repobench.store;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** A store whose binaries live outside the location's directory: every operation covers both parts. */
final class BackendWithBinaries implements StoreBackend {
    private final StoreBackend base;
    private final ExternalBinaries binaries;

    BackendWithBinaries(StoreBackend base, ExternalBinaries binaries) {
        this.base = base;
        this.binaries = binaries;
    }

    @Override
    public StoreKind kind() {
        return base.kind();
    }

    @Override
    public ObjectNode persistence(StoreLocation at) {
        return base.persistence(at);
    }

    @Override
    public ObjectNode binaryStorage(StoreLocation at) {
        return binaries.binaryStorage(at);
    }

    /** Copies the data, then the binaries; if the binaries fail, the data copied is removed again. */
    @Override
    public void copy(StoreLocation from, StoreLocation to) throws IOException {
        base.copy(from, to);
        try {
            binaries.copy(from, to);
        } catch (IOException | RuntimeException e) {
            deleteData(to, e);
            throw e;
        }
    }

    /** Removes both parts, the data even when removing the binaries fails. */
    @Override
    public void delete(StoreLocation at) throws IOException {
        try {
            binaries.delete(at);
        } catch (IOException | RuntimeException e) {
            deleteData(at, e);
            throw e;
        }
        base.delete(at);
    }

    /** Deletes the data part after {@code failure}; a failure to do so is added to it. */
    private void deleteData(StoreLocation at, Exception failure) {
        try {
            base.delete(at);
        } catch (IOException | RuntimeException also) {
            failure.addSuppressed(also);
        }
    }

    /** The data's tables and the locations the binary store holds binaries of: a killed run may leave either. */
    @Override
    public List<String> tablesNamed(String prefix) throws IOException {
        Set<String> names = new TreeSet<>(base.tablesNamed(prefix));
        names.addAll(binaries.locationsNamed(prefix));
        return List.copyOf(names);
    }

    @Override
    public long bytesStored(StoreLocation at) throws IOException {
        return base.bytesStored(at) + binaries.bytesStored(at);
    }

    @Override
    public boolean appendsEveryVersion() {
        return base.appendsEveryVersion();
    }

    @Override
    public String cacheName() {
        return base.cacheName() + binaries.kind().cacheSuffix();
    }

    /** Another binary store replaces this one: the data part stays the same. */
    @Override
    public StoreBackend withBinaries(BinaryStoreKind kind) {
        return base.withBinaries(kind);
    }

    @Override
    public StoreBackend withPoolSize(int connections) {
        return new BackendWithBinaries(base.withPoolSize(connections), binaries);
    }

    @Override
    public Map<String, String> describe() {
        Map<String, String> description = new LinkedHashMap<>(base.describe());
        description.putAll(binaries.describe());
        return Collections.unmodifiableMap(description);
    }

    @Override
    public void close() {
        try {
            binaries.close();
        } finally {
            base.close();
        }
    }
}
